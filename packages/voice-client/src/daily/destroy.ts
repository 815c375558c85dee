import type { VoiceCallObject } from '../call-object';
import type { Logger } from '../logger';
import { formatDuration, type TimerApi } from '../timers';

/** How long, once the leave was answered in the call machine's place, daily-js gets to finish. */
const AFTER_ANSWER_MS = 1000;

/** What {@link destroyCallObject} needs. */
export interface DestroyOptions {
  timers: TimerApi;
  /** How long to wait for `destroy()` before answering its leave (`CallTimeouts.destroy`). */
  timeoutMs: number;
  logger: Logger;
}

/**
 * Destroys `call`, waiting a bounded time; never rejects. daily-js's `destroy()` awaits
 * `leave()` (daily-esm.js: `try{yield this.leave()}catch(e){}`), and once the call machine's
 * bundle has loaded, `leave()` posts `leave-meeting` to the call machine and waits for its
 * `left-meeting` with no bound (`e._resolveLeave=t,e.sendMessageToCallMachine(…)`). A bundle that
 * loaded but never started (served empty, or an HTML page in its place) never answers, and the
 * call object would then hold daily-js's one-call-per-page slot for good. So after `timeoutMs`
 * this answers for the call machine (see {@link answerLeave}), gives daily-js a moment to finish,
 * and otherwise gives up, logging it: the caller goes on either way.
 */
export async function destroyCallObject(
  call: VoiceCallObject,
  { timers, timeoutMs, logger }: DestroyOptions,
): Promise<void> {
  let destroying: Promise<void>;
  try {
    // Called in the caller's task, as daily-js's own callers do.
    destroying = call.destroy();
  } catch (error) {
    destroying = Promise.reject(error);
  }
  const destroyed = destroying.catch((error: unknown) =>
    logger.error('Could not destroy the call object', error),
  );
  if (await settlesWithin(destroyed, timeoutMs, timers)) return;
  const answered = answerLeave(call);
  if (answered && (await settlesWithin(destroyed, AFTER_ANSWER_MS, timers))) {
    logger.warn(
      `Daily's call machine did not answer the leave within ${formatDuration(timeoutMs)}; the call object was destroyed.`,
    );
    return;
  }
  logger.error(
    `The call object was not destroyed within ${formatDuration(timeoutMs)}; the client let go of it.`,
  );
}

/** Whether `promise` settles within `ms`; leaves no timer behind. */
function settlesWithin(promise: Promise<unknown>, ms: number, timers: TimerApi): Promise<boolean> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      timers.clearTimeout(handle);
      resolve(true);
    });
  });
}

/**
 * Posts the call machine's answer to a leave, for a daily-js call object (one with a
 * `callClientId`) in a page: the message daily-js's call machine sends (`sendMessageToDailyJs`:
 * `what: 'iframe-call-message'`, `from: 'embedded'`, the client's id, to the page's own origin),
 * which daily-js's `left-meeting` case handles by resolving the pending leave (`_resolveLeave`).
 * Whether it was posted.
 */
function answerLeave(call: VoiceCallObject): boolean {
  const callClientId: unknown = Reflect.get(call, 'callClientId');
  const page = globalThis.window;
  if (typeof callClientId !== 'string' || typeof page?.postMessage !== 'function') return false;
  // daily-esm.js `_targetOriginFromWindowLocation`.
  const origin = page.location.protocol === 'file:' ? '*' : page.location.origin;
  try {
    page.postMessage(
      { what: 'iframe-call-message', from: 'embedded', callClientId, action: 'left-meeting' },
      origin,
    );
    return true;
  } catch {
    // An opaque origin ('null') is no target; daily-js's own messages could not reach it either.
    return false;
  }
}
