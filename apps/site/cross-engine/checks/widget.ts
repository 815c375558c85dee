// The voice widget of /demo (@org/ui's VoiceWidget), as the call checks watch it.
import type { CrossPage } from '../engine';
import { waitUntil } from '../wait';

/** The voice widget's section, whose `data-state` is the call's state. */
export const WIDGET = 'section.org-voice';

/**
 * Records every `data-state` the widget takes from now on, on the page itself: on a busy machine
 * `connecting` can be over before a poll from the test would see it.
 */
export function recordWidgetStates(widget: string): void {
  const states: string[] = [];
  Reflect.set(window, '__widgetStates', states);
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target instanceof Element && target.matches(widget)) {
        states.push(target.getAttribute('data-state') ?? '');
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

export function widgetState(page: CrossPage): Promise<string | null> {
  return page.evaluate(
    (widget) => document.querySelector(widget)?.getAttribute('data-state') ?? null,
    WIDGET,
  );
}

export async function waitForWidgetState(page: CrossPage, state: string, timeout?: number) {
  await waitUntil(
    `the call to be ${state}`,
    () => widgetState(page),
    (now) => now === state,
    timeout,
  );
}

/** The states {@link recordWidgetStates} recorded so far. */
export function widgetStates(page: CrossPage): Promise<string[]> {
  return page.evaluate(() => (Reflect.get(window, '__widgetStates') as string[] | undefined) ?? []);
}
