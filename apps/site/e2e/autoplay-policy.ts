import type { Page } from '@playwright/test';

/** How long after the visitor's last input play() is allowed: Chrome's transient activation. */
const GESTURE_WINDOW_MS = 5000;

/**
 * A browser that refuses to play sound outside a gesture, as iOS Safari does (and Chrome without
 * the visitor's interaction): `HTMLMediaElement.play()` rejects with a `NotAllowedError`
 * DOMException unless the visitor's own input (a trusted pointer, mouse, touch or key event, which
 * Playwright's `click()` sends and `dispatchEvent()` does not) came in the last 5 s, Chrome's
 * transient activation. Chromium's own policy cannot be provoked here: Playwright launches it with
 * `--autoplay-policy=no-user-gesture-required`, and without that flag this headless Chromium still
 * played a MediaStream and a WAV with no activation (tried: `--autoplay-policy=
 * document-user-activation-required`, with and without a capture). `navigator.userActivation`
 * cannot tell either: Playwright's `page.evaluate` runs as a user gesture. So this wraps the real
 * `play()`: after an input the browser's own runs; otherwise the rejection carries Chrome's message
 * for the case. `window.__autoplay.refused` counts the refusals.
 */
export async function refuseAutoplayOutsideGestures(page: Page): Promise<void> {
  await page.addInitScript((windowMs) => {
    const state = { refused: 0, inputAt: Number.NEGATIVE_INFINITY };
    Reflect.set(window, '__autoplay', state);
    for (const type of [
      'pointerdown',
      'pointerup',
      'mousedown',
      'mouseup',
      'click',
      'keydown',
      'touchend',
    ]) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) state.inputAt = performance.now();
        },
        { capture: true },
      );
    }
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (performance.now() - state.inputAt <= windowMs) return play.call(this);
      state.refused += 1;
      return Promise.reject(
        new DOMException(
          "play() failed because the user didn't interact with the document first. https://goo.gl/xX8pDD",
          'NotAllowedError',
        ),
      );
    };
  }, GESTURE_WINDOW_MS);
}

/** How many `play()` calls the policy refused so far. */
export function autoplayRefusals(page: Page): Promise<number> {
  return page.evaluate(() => (Reflect.get(window, '__autoplay') as { refused: number }).refused);
}
