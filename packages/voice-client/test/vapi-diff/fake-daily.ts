import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { FakeCallObject, FakeDaily, type FakeDailyObserver } from '@org/daily-fake';
import type { Trace } from './trace';

/*
 * The differential test's daily-js is `@org/daily-fake`, the one fake of Daily: this file only
 * shapes it as a module both clients load (the same object is `@vapi-ai/web`'s
 * `require('@daily-co/daily-js')` and our `import('@daily-co/daily-js')`), gives each run a
 * fresh one, and writes what it is asked and delivers into the run's trace.
 */

/**
 * Daily failing at a set moment instead of hanging: what a hang in `@vapi-ai/web` is compared
 * with (see `hangs` in vapi-bugs.ts). Neither is daily-js behaviour the fake models; each stands
 * for the party outside the page answering at that moment.
 */
export interface DailyAnswers {
  /**
   * `join()` rejects with `error` `afterMs` after it was called, whatever the call machine does
   * meanwhile (its own answer, if one comes later, goes nowhere).
   */
  joinRejects?: { afterMs: number; error: unknown };
  /**
   * The call machine answers a leave that waits for it: `afterMs` after `destroy()` was called,
   * if the call object's leave still waits, the page gets the call machine's `left-meeting`
   * message (`window.postMessage`, as daily-js's call machine sends it).
   */
  leaveAnswered?: { afterMs: number };
}

/** Writes the fake's method calls and delivered events into one run's trace. */
class TraceObserver implements FakeDailyObserver {
  readonly #trace: Trace;
  readonly #answers: DailyAnswers;

  constructor(trace: Trace, answers: DailyAnswers) {
    this.#trace = trace;
    this.#answers = answers;
  }

  call(callObject: FakeCallObject | null, method: string, args: unknown[]): void {
    this.#trace.push({ kind: 'daily', method, args });
    const answered = this.#answers.leaveAnswered;
    if (callObject && method === 'destroy' && answered) {
      setTimeout(() => {
        if (!callObject.leavePending) return;
        window.postMessage(
          {
            what: 'iframe-call-message',
            from: 'embedded',
            callClientId: callObject.callClientId,
            action: 'left-meeting',
          },
          window.location.origin,
        );
      }, answered.afterMs);
    }
  }

  event(_callObject: FakeCallObject, event: { action: string }): void {
    this.#trace.push({ kind: 'daily-event', name: event.action, payload: event });
  }
}

let current: FakeDaily | null = null;

/**
 * Starts a run: a fresh fake (no call objects, the default script) recording on `trace`. The
 * call machine answers a join without delay: the scenarios' clock is a fake one that only the
 * scenario moves, as it did before this fake was shared.
 */
export function resetFakeDaily(trace: Trace, answers: DailyAnswers = {}): FakeDaily {
  const { joinRejects } = answers;
  current = new FakeDaily({
    observer: new TraceObserver(trace, answers),
    script: { joinDelayMs: 0 },
    callObject: (host, options, callClientId) => {
      const call = new FakeCallObject(host, options, callClientId);
      if (joinRejects) rejectJoinAfter(call, joinRejects.afterMs, joinRejects.error);
      return call;
    },
  });
  return current;
}

/** Makes `call.join()` reject with `error` `afterMs` after the call, unless it settled before. */
function rejectJoinAfter(call: FakeCallObject, afterMs: number, error: unknown): void {
  const join = call.join.bind(call);
  call.join = (options) => {
    const joined = join(options);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(error), afterMs);
      joined.then(
        (participants) => {
          clearTimeout(timer);
          resolve(participants);
        },
        (failure: unknown) => {
          clearTimeout(timer);
          reject(failure);
        },
      );
    });
  };
}

/** The current (or, once it is over, the last) run's fake; using it before any run is a bug. */
export function currentFakeDaily(): FakeDaily {
  if (!current) throw new Error('fake daily-js used outside a differential run');
  return current;
}

/**
 * What both clients use of daily-js's default export (`DailyIframe`): `createCallObject()`,
 * answered by the current run's fake.
 */
const dailyIframe = {
  createCallObject: (options?: DailyFactoryOptions): FakeCallObject =>
    currentFakeDaily().createCallObject(options),
};

/**
 * The module as daily-js's CommonJS build exports it (`module.exports = DailyIframe`, no
 * `__esModule`), for `@vapi-ai/web`'s `require`.
 */
export const fakeDailyCommonJs = dailyIframe;

/** The module as its ESM build exports it (`export default DailyIframe`), for `vi.mock`. */
export const fakeDailyEsm = { default: dailyIframe };

/** A stand-in for a `MediaStreamTrack` (Node has none); its `id` shows in traces. */
export class FakeTrack {
  readonly id: string;
  readonly kind: 'audio' | 'video';
  constructor(id: string, kind: 'audio' | 'video') {
    this.id = id;
    this.kind = kind;
  }
}

/** A stand-in for `MediaStream`, installed as the global by the scenario runner. */
export class FakeMediaStream {
  readonly tracks: unknown[];
  constructor(tracks: unknown[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): unknown[] {
    return [...this.tracks];
  }
  getAudioTracks(): unknown[] {
    return this.tracks.filter((track) => (track as FakeTrack).kind === 'audio');
  }
  getVideoTracks(): unknown[] {
    return this.tracks.filter((track) => (track as FakeTrack).kind === 'video');
  }
}
