import { siteLog } from '../log';
import { type HeldPress, sleepingIsland, takeHeldPresses } from './hold-presses';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ERROR_TEXT_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLANDS,
  type IslandEntry,
  type IslandName,
} from './registry';

/** Where a visitor reaching into an island first shows: before any of it can have an effect. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** How long an `idle` island waits for the browser to be idle before it wakes anyway. */
const IDLE_DEADLINE_MS = 2000;

/**
 * How long a press held for an island may wait for it to wake (its code fetched, React hydrating
 * it) before it is dropped and the visitor told: a chunk on a connection that stalled would
 * otherwise hold it for ever. About 80 kB of gzip (React and the largest island) arrive in under
 * 3 s at 2G's 280 kbit/s. Counted from the press, not from the first focus: typing into a form
 * while its code comes keeps nobody waiting.
 */
export const WAKE_DEADLINE_MS = 10_000;

/** The attribute of the notice shown after an island that could not wake, in the page's order. */
const ISLAND_ERROR_ATTRIBUTE = 'data-island-error';

/** The islands woken or waking: each wakes once, and again only after its code failed to load. */
const waking = new WeakMap<Element, Promise<void>>();

/**
 * Finds every island of the page and arms its trigger; until an island is awake, clicks on its
 * buttons and submits of its forms are held by the page's press holder (hold-presses.ts, its
 * first script) and replayed here once React has hydrated it, so a visitor who acts before the
 * code arrives loses nothing. What they
 * type needs no help: the island's HTML is the page's own, and each form adopts what it holds
 * when it hydrates (forms/use-form-entries.ts); hydration keeps the elements, so focus and caret
 * stay where they were.
 */
export function wakeIslands(document: Document): void {
  // What the page's first script held before this one ran, then each press as it holds it.
  takeHeldPresses(document.defaultView ?? window, (press) => {
    const island = sleepingIsland(press.target);
    if (island) holdFor(island, replayOf(press));
  });
  const params = new URLSearchParams(document.location.search);
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    const entry = ISLANDS[name];
    if (!entry) continue;
    armIntent(element, wakesOnHover(element));
    const quietly = () => wake(element).catch(() => undefined);
    // A visitor already in it (they focused a field before this script ran) is reaching in.
    if (entry.trigger === 'load' || element.contains(document.activeElement)) quietly();
    else if ('wakeAtIdleWith' in entry && params.has(entry.wakeAtIdleWith)) whenIdle(quietly);
  }
}

function wakesOnHover(element: Element): boolean {
  const entry: IslandEntry | undefined =
    ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
  return entry?.kind === 'react' && entry.wakeOnHover === true;
}

function armIntent(element: Element, onHover: boolean): void {
  const events = onHover ? [...INTENT_EVENTS, 'pointerover'] : INTENT_EVENTS;
  const start = () => {
    for (const type of events) element.removeEventListener(type, start, true);
    wake(element).catch(() => undefined);
  };
  for (const type of events) element.addEventListener(type, start, true);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, { timeout: IDLE_DEADLINE_MS });
  } else setTimeout(run, 0);
}

/**
 * Loads an island's code and hydrates it, once; resolves when it is awake. Rejects when its code
 * failed to load: the next click, focus or key in it tries again.
 */
export function wake(element: Element): Promise<void> {
  let woken = waking.get(element);
  if (!woken) {
    element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'waking');
    woken = hydrate(element).catch((error: unknown) => {
      waking.delete(element);
      element.removeAttribute(ISLAND_STATE_ATTRIBUTE);
      armIntent(element, wakesOnHover(element));
      siteLog.error(
        '[islands] An island could not load; the next click or key tries again.',
        error,
      );
      throw error;
    });
    waking.set(element, woken);
  }
  return woken;
}

async function hydrate(element: Element): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const entry: IslandEntry = ISLANDS[name];
  if (entry.kind === 'script') {
    (await entry.load()).default(element);
  } else {
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    const [{ hydrateIsland }, module] = await Promise.all([
      import('./hydrate-island'),
      entry.load(),
    ]);
    await new Promise<void>((resolve) =>
      hydrateIsland(element, name, module.default, props, resolve),
    );
  }
  element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'awake');
  clearFailure(element);
}

/** Tells the visitor, beside the island, that what they pressed did not happen. */
function showFailure(island: Element): void {
  if (island.nextElementSibling?.hasAttribute(ISLAND_ERROR_ATTRIBUTE)) return;
  // The words are the page's (src/app.tsx): the loader ships no copy.
  const text = island.ownerDocument.querySelector<HTMLTemplateElement>(
    `template[${ISLAND_ERROR_TEXT_ATTRIBUTE}]`,
  )?.content.textContent;
  if (!text) return;
  // @org/ui's StatusMessage of the error tone, without React (none may have loaded).
  const notice = island.ownerDocument.createElement('div');
  notice.setAttribute(ISLAND_ERROR_ATTRIBUTE, '');
  notice.setAttribute('role', 'alert');
  notice.setAttribute('data-state', 'error');
  notice.className = 'org-message org-message--error';
  notice.textContent = text;
  // Outside the island: React hydrates its inside, which must stay the prerendered HTML.
  island.after(notice);
}

function clearFailure(island: Element): void {
  const next = island.nextElementSibling;
  if (next?.hasAttribute(ISLAND_ERROR_ATTRIBUTE)) next.remove();
}

/**
 * Replays a held press as the visitor made it: `click()` and `requestSubmit()` dispatch events
 * that bubble as theirs did, up to the root where React listens for them.
 */
function replayOf({ type, target, submitter }: HeldPress): () => void {
  if (type === 'submit') {
    const form = target as HTMLFormElement;
    return () => {
      if (!form.isConnected) return;
      if (submitter?.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    };
  }
  return () => {
    if (target.isConnected) (target as HTMLElement).click();
  };
}

function holdFor(island: Element, replay: () => void): void {
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    deadline = setTimeout(() => resolve('late'), WAKE_DEADLINE_MS);
  });
  // A replay in a later task: the island's first commit may still be settling (a form adopting
  // what was typed renders once more). A press whose island could not wake in time is dropped,
  // and the visitor told: replayed when a stalled chunk comes much later, it would surprise
  // them, and a second press of theirs would send twice. The waking goes on: a chunk that comes
  // late still wakes the island, and takes the notice away.
  Promise.race([wake(island).then(() => 'awake' as const), late]).then(
    (outcome) => {
      clearTimeout(deadline);
      if (outcome === 'awake') {
        setTimeout(replay, 0);
        return;
      }
      siteLog.error(
        `[islands] A press was dropped: ${island.getAttribute(ISLAND_ATTRIBUTE)} did not wake in ${WAKE_DEADLINE_MS} ms.`,
      );
      showFailure(island);
    },
    () => {
      clearTimeout(deadline);
      showFailure(island);
    },
  );
}
