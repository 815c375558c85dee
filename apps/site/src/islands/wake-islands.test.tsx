// @vitest-environment jsdom
import { type FormEvent, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as early from '../../scripts/early-scripts.mjs';
import {
  HELD_EVENTS_GLOBAL,
  ISLAND_ATTRIBUTE,
  ISLAND_ERROR_TEXT_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PAGE_SCRIPT_RUNNING_ATTRIBUTE,
} from './island-attributes';
import { islandIdPrefix, islandRoot } from './island-root';

// One island of each trigger, standing in for the site's (whose modules need a build): script
// islands, so waking them needs no React, each recording the elements it woke; and a React
// island, hydrated as the site's are (hydrate-island.tsx), whose handlers record the presses.
// `stalled` and `failing` load as each test says, through `loads` (a chunk whose fetch stalls,
// or fails): each call of their `load` takes the next answer.
const woken: Element[] = [];
type IslandModule = { default: (element: Element) => void };
const loads: Promise<IslandModule>[] = [];
let loadCalls = 0;
vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  const island = () => Promise.resolve({ default: (element: Element) => void woken.push(element) });
  const scripted = () => {
    loadCalls += 1;
    return loads.shift() ?? island();
  };
  return {
    ...actual,
    ISLANDS: {
      asleep: { kind: 'script', trigger: 'interaction', load: island },
      'at-once': { kind: 'script', trigger: 'load', load: island },
      'share-link': {
        kind: 'script',
        trigger: 'interaction',
        wakeAtIdleWith: 'callsPerMonth',
        load: island,
      },
      stalled: { kind: 'script', trigger: 'interaction', load: scripted },
      pressable: {
        kind: 'react',
        trigger: 'interaction',
        load: () => Promise.resolve({ default: Pressable }),
      },
    },
  };
});

/** What the React island's handlers saw: React listens at its root, not on the elements. */
const reactPresses: string[] = [];
function Pressable() {
  const [count, setCount] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reactPresses.push(`submit ${count}`);
  };
  return (
    <form onSubmit={submit}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Count {count}
      </button>
      <button type="submit" onClick={() => reactPresses.push('send clicked')}>
        Send
      </button>
    </form>
  );
}

const { wakeIslands, wake, WAKE_DEADLINE_MS } = await import('./wake-islands');

// The page's inline first script, built from hold-presses.ts, run once in the page's global
// scope as the browser runs it: the one press holder for the page's life.
new Function(early.HOLD_SCRIPT)();

function page(html: string): void {
  document.documentElement.removeAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE);
  document.body.innerHTML = html;
  // A new page: its first script's queue, before any loader took it over.
  Reflect.set(window, HELD_EVENTS_GLOBAL, []);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Until a held press is replayed: its island awake, then the replay's own later task. */
const replayed = () => flush().then(flush);

/** What src/entry-client.ts does: arm the islands, then say the module script runs. */
function startPageScript(): void {
  wakeIslands(document);
  document.documentElement.setAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE, 'true');
}

afterEach(() => {
  woken.length = 0;
  reactPresses.length = 0;
  loads.length = 0;
  loadCalls = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the hold script', () => {
  it('holds a press on an island’s button until the loader runs, and leaves links alone', () => {
    page(
      `<div data-island="asleep"><form><input name="a"><button>Send</button></form><a href="#x">x</a></div><button id="outside">Out</button>`,
    );
    const send = document.querySelector('button') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')?.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
    const held = Reflect.get(window, HELD_EVENTS_GLOBAL) as { type: string; target: Element }[];
    expect(held.map((event) => [event.type, event.target])).toEqual([['click', send]]);
  });

  it('holds a press for the loader once it runs, and none in an island that is awake', () => {
    page(`<div data-island="asleep"><button>Send</button></div>`);
    const handed: Element[] = [];
    Reflect.set(window, HELD_EVENTS_GLOBAL, {
      push: (press: { target: Element }) => handed.push(press.target),
    });
    const send = document.querySelector('button') as HTMLButtonElement;
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(handed).toEqual([send]);
    document.querySelector('[data-island]')?.setAttribute(ISLAND_STATE_ATTRIBUTE, 'awake');
    const free = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
    expect(handed).toEqual([send]);
  });
});

describe('wakeIslands', () => {
  it('wakes a `load` island at once, an `interaction` one on the first focus in it', async () => {
    page(
      `<div data-island="at-once"></div><div data-island="asleep"><input></div><div data-island="share-link"></div>`,
    );
    startPageScript();
    await flush();
    const [atOnce, asleep] = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`);
    expect(woken).toEqual([atOnce]);
    expect(atOnce?.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('awake');
    expect(asleep?.hasAttribute(ISLAND_STATE_ATTRIBUTE)).toBe(false);

    asleep?.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(woken).toEqual([atOnce, asleep]);
    // Without its parameter in the query, the share-link island waits for the visitor too.
    expect(woken).toHaveLength(2);
  });

  it('wakes at once an island the visitor is already in: a field they focused before it ran', async () => {
    page(`<div data-island="asleep"><input></div><div data-island="stalled"><input></div>`);
    const [asleep] = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`);
    asleep?.querySelector('input')?.focus();
    startPageScript();
    await flush();
    expect(woken).toEqual([asleep]);
    expect(loadCalls).toBe(0);
  });

  it('replays, once the island is awake, a press the first script held and one it held itself', async () => {
    page(
      `<div data-island="asleep"><button id="early">A</button><button id="late">B</button></div>`,
    );
    const pressed: string[] = [];
    for (const button of document.querySelectorAll('button')) {
      button.addEventListener('click', (event) => {
        if (!event.defaultPrevented) pressed.push(button.id);
      });
    }
    const early = document.getElementById('early') as HTMLElement;
    Reflect.set(window, HELD_EVENTS_GLOBAL, [{ type: 'click', target: early, submitter: null }]);
    startPageScript();
    document.getElementById('late')?.click();
    expect(pressed).toEqual([]);
    await wake(document.querySelector('[data-island]') as Element);
    await replayed();
    expect(pressed.sort()).toEqual(['early', 'late']);
  });

  it('holds a form’s submit, never letting it go natively, and submits it once awake', async () => {
    page(`<div data-island="asleep"><form><input name="email"></form></div>`);
    const form = document.querySelector('form') as HTMLFormElement;
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    startPageScript();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    await wake(document.querySelector('[data-island]') as Element);
    await replayed();
    expect(submits).toEqual([false]);
  });

  it('replays a press held before the page’s script ran into a React island’s own handlers', async () => {
    // The island's prerendered HTML, as the prerender writes it (island.tsx).
    const html = renderToString(islandRoot(Pressable, {}), {
      identifierPrefix: islandIdPrefix('pressable'),
    });
    page(`<div data-island="pressable">${html}</div>`);
    const [count, send] = document.querySelectorAll('button');
    // Pressed before the module script: held by the first script, nothing happens yet.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    count?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    startPageScript();
    // Pressed after it, while the island wakes: held by the same holder, for the loader.
    send?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    send?.click();
    expect(reactPresses).toEqual([]);
    await wake(document.querySelector('[data-island]') as Element);
    await replayed();
    // React saw both, in their order: the count's click re-rendered, then Send's click and the
    // submit it made, which reached the form's onSubmit with the count already 1.
    expect(count?.textContent).toBe('Count 1');
    expect(reactPresses).toEqual(['send clicked', 'submit 1']);
  });
});

describe('an island whose code does not come', () => {
  /** A chunk whose fetch has not answered yet: `arrive()` delivers it. */
  function stalledChunk() {
    let arrive = () => {};
    loads.push(
      new Promise<IslandModule>((resolve) => {
        arrive = () => resolve({ default: (element: Element) => void woken.push(element) });
      }),
    );
    return { arrive: () => arrive() };
  }

  function pressesOf(button: HTMLElement): boolean[] {
    const presses: boolean[] = [];
    button.addEventListener('click', (event) => presses.push(event.defaultPrevented));
    return presses;
  }

  const notice = () => document.querySelector('[role="alert"]');
  // The page's words for it, as src/app.tsx prerenders them.
  const ISLAND_ERROR_MESSAGE = 'Network error: the code did not come.';
  const errorText = `<template ${ISLAND_ERROR_TEXT_ATTRIBUTE}>${ISLAND_ERROR_MESSAGE}</template>`;

  /** An island whose chunk has not come, and a press on its button: held, its deadline running. */
  function pressWhileStalled() {
    page(`${errorText}<div data-island="stalled"><button>Send</button></div>`);
    const island = document.querySelector('[data-island]') as Element;
    const send = document.querySelector('button') as HTMLButtonElement;
    const presses = pressesOf(send);
    const chunk = stalledChunk();
    startPageScript();
    send.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    send.click();
    return { island, send, presses, chunk };
  }

  it('drops a press at its deadline and tells the visitor; a chunk that comes late still wakes the island', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, send, presses, chunk } = pressWhileStalled();
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('waking');
    await vi.advanceTimersByTimeAsync(WAKE_DEADLINE_MS - 1);
    expect(notice()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(notice()?.textContent).toBe(ISLAND_ERROR_MESSAGE);
    // Beside the island, not in it: what React hydrates stays the prerendered HTML.
    expect(island.nextElementSibling).toBe(notice());
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('waking');
    expect(String(logged.mock.calls[0]?.[0])).toContain('A press was dropped: stalled');

    // The chunk comes: the island wakes (once: the key joins the load under way), the notice
    // goes, the dropped press stays dropped (held presses never reach the page's listeners).
    send.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    chunk.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('awake');
    expect(woken).toEqual([island]);
    expect(loadCalls).toBe(1);
    expect(notice()).toBeNull();
    expect(presses).toEqual([]);
    send.click();
    expect(presses).toEqual([false]);
  });

  it('gives each press its own deadline: a later one is replayed when the chunk comes in time for it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, send, presses, chunk } = pressWhileStalled();
    await vi.advanceTimersByTimeAsync(WAKE_DEADLINE_MS * 0.8);
    send.click();
    await vi.advanceTimersByTimeAsync(WAKE_DEADLINE_MS * 0.2);
    expect(notice()).not.toBeNull();
    chunk.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('awake');
    expect(notice()).toBeNull();
    // The first press was dropped at its deadline; the second, still within its own, is sent.
    expect(presses).toEqual([false]);
    await vi.advanceTimersByTimeAsync(WAKE_DEADLINE_MS);
    expect(notice()).toBeNull();
    expect(presses).toEqual([false]);
  });

  it('sets no deadline while nobody waits: focus alone wakes an island however long its code takes', async () => {
    vi.useFakeTimers();
    page(`${errorText}<div data-island="stalled"><input></div>`);
    const island = document.querySelector('[data-island]') as Element;
    const chunk = stalledChunk();
    startPageScript();
    island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(WAKE_DEADLINE_MS * 3);
    expect(notice()).toBeNull();
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('waking');
    chunk.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('awake');
  });

  it('fetches the code anew on the next intent after a fetch that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`${errorText}<div data-island="stalled"><button>Send</button></div>`);
    const island = document.querySelector('[data-island]') as Element;
    const send = document.querySelector('button') as HTMLButtonElement;
    loads.push(Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    startPageScript();
    send.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    send.click();
    await flush();
    expect(notice()?.textContent).toBe(ISLAND_ERROR_MESSAGE);
    expect(island.hasAttribute(ISLAND_STATE_ATTRIBUTE)).toBe(false);

    const presses = pressesOf(send);
    send.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    send.click();
    await flush();
    await flush();
    expect(loadCalls).toBe(2);
    expect(island.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('awake');
    expect(notice()).toBeNull();
    // The second press, held while the island woke, is replayed (once, and the page sees it).
    expect(presses).toEqual([false]);
  });
});
