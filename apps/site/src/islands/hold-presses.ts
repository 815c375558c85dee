import { HELD_EVENTS_GLOBAL, ISLAND_ATTRIBUTE, ISLAND_STATE_ATTRIBUTE } from './island-attributes';

/** A click on a button, or a form's submit, held until its island is awake. */
export interface HeldPress {
  type: 'click' | 'submit';
  /** The button clicked, or the form submitted. */
  target: Element;
  /** The button that submitted the form, when there was one. */
  submitter: HTMLElement | null;
}

/**
 * Where held presses go: an array until the loader runs (it takes what is queued), then the
 * loader's own handler, called with each press as it is held.
 */
export interface HeldPressQueue {
  push(press: HeldPress): unknown;
}

type WithQueue = { [HELD_EVENTS_GLOBAL]?: HeldPressQueue };

/** The island an event's target is in, while that island is not awake yet. */
export function sleepingIsland(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const island = target.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island && island.getAttribute(ISLAND_STATE_ATTRIBUTE) !== 'awake' ? island : null;
}

/**
 * The page's one press holder, run by its first script (an inline script in `<head>`, built from
 * this module: src/inline/hold-presses.ts) from the first byte of the page for as long as it is
 * open: a click on a button in an island that is not awake, or a form's submit there, has its
 * default action stopped and is queued; the loader replays it once the island is awake
 * (wake-islands.ts). Without it such a click would send the form natively, as a GET with the
 * visitor's details in the URL, or be lost. Links are left alone: they are plain links.
 */
export function holdPresses(window: Window): void {
  const queued: HeldPress[] = [];
  (window as WithQueue)[HELD_EVENTS_GLOBAL] = queued;
  const hold = (event: Event) => {
    if (!sleepingIsland(event.target)) return;
    const target = event.target as Element;
    const control =
      event.type === 'submit'
        ? target
        : target.closest('button, input[type="submit"], input[type="button"]');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Read at each press: the loader puts its own handler in the array's place.
    (window as WithQueue)[HELD_EVENTS_GLOBAL]?.push({
      type: event.type as HeldPress['type'],
      target: control,
      submitter: (event as SubmitEvent).submitter ?? null,
    });
  };
  window.document.addEventListener('click', hold, true);
  window.document.addEventListener('submit', hold, true);
}

/**
 * Takes the page's held presses over: hands `handle` each one queued so far, then each one held
 * from now on. Called once, by the loader, when the page's module script runs.
 */
export function takeHeldPresses(window: Window, handle: (press: HeldPress) => void): void {
  const global = window as WithQueue;
  const queued = global[HELD_EVENTS_GLOBAL];
  global[HELD_EVENTS_GLOBAL] = { push: handle };
  if (Array.isArray(queued)) for (const press of queued.splice(0)) handle(press);
}
