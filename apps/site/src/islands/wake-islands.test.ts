// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as early from '../../scripts/early-scripts.mjs';
import {
  HELD_EVENTS_GLOBAL,
  ISLAND_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PAGE_SCRIPT_RUNNING_ATTRIBUTE,
} from './registry';

// One island of each trigger, standing in for the site's (whose modules need a build): a
// script island, so waking it needs no React. Each records the elements it woke.
const woken: Element[] = [];
vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  const island = () => Promise.resolve({ default: (element: Element) => void woken.push(element) });
  return {
    ...actual,
    ISLANDS: {
      asleep: { kind: 'script', trigger: 'interaction', load: island },
      'at-once': { kind: 'script', trigger: 'load', load: island },
      'with-query': { kind: 'script', trigger: 'query', load: island },
    },
  };
});

const { wakeIslands, wake } = await import('./wake-islands');

function page(html: string): void {
  document.documentElement.removeAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE);
  document.body.innerHTML = html;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What src/entry-client.ts does: arm the islands, then say the module script runs. */
function startPageScript(): void {
  wakeIslands(document);
  document.documentElement.setAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE, 'true');
}

afterEach(() => {
  woken.length = 0;
  document.body.innerHTML = '';
});

describe('the page’s first script and the loader agree', () => {
  it('on the island attribute, the queue and the mark of the running script', () => {
    expect(early.ISLAND_ATTRIBUTE).toBe(ISLAND_ATTRIBUTE);
    expect(early.HELD_EVENTS_GLOBAL).toBe(HELD_EVENTS_GLOBAL);
    expect(early.PAGE_SCRIPT_RUNNING_ATTRIBUTE).toBe(PAGE_SCRIPT_RUNNING_ATTRIBUTE);
  });
});

describe('the hold script', () => {
  beforeEach(() => {
    // The page's inline script, run in the page's global scope as the browser runs it.
    new Function(early.HOLD_SCRIPT)();
  });

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

  it('holds nothing once the page’s module script runs', () => {
    page(`<div data-island="asleep"><button>Send</button></div>`);
    document.documentElement.setAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE, 'true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(click);
    expect(Reflect.get(window, HELD_EVENTS_GLOBAL)).toEqual([]);
  });
});

describe('wakeIslands', () => {
  it('wakes a `load` island at once, an `interaction` one on the first focus in it', async () => {
    page(
      `<div data-island="at-once"></div><div data-island="asleep"><input></div><div data-island="with-query"></div>`,
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
    // Without a query, the `query` island waits for the visitor too.
    expect(woken).toHaveLength(2);
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
    await flush();
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
    await flush();
    expect(submits).toEqual([false]);
  });
});
