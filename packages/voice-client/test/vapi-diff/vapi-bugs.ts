import { LISTENED_DAILY_EVENTS } from '../../src/daily/events';
import { IPHONE, type RunOptions } from './run';
import type { TraceEntry } from './trace';

/** What a {@link VapiBug} made of Vapi's trace. */
export interface Fixed {
  trace: TraceEntry[];
  /** How many entries it changed, dropped or added: 0 when Vapi does not show the bug. */
  changed: number;
  /** The options of the reference run the fix took its trace from, if it ran one. */
  options?: RunOptions;
}

/**
 * Runs `@vapi-ai/web` again on the same scenario, its options changed by `change` (on top of
 * any change an earlier bug of the scenario made).
 */
export type RerunVapi = (
  change: (options: RunOptions) => RunOptions,
) => Promise<{ trace: TraceEntry[]; options: RunOptions }>;

/**
 * A bug of `@vapi-ai/web` 2.7.1 that ours fixes, the only kind of difference the differential
 * test allows. `fix` rewrites Vapi's trace into what ours must do instead and counts what it
 * touched; a scenario that lists a bug asserts the count is not zero, so an exception can only
 * cover a difference Vapi really shows there. A fix may run Vapi again (`rerun`), in the same
 * scenario with one party answering differently: a hang is rewritten into what Vapi itself does
 * when the party that never answers fails at ours' deadline instead (see {@link hangs}).
 */
export interface VapiBug {
  name: string;
  fix(trace: TraceEntry[], rerun: RerunVapi): Fixed | Promise<Fixed>;
  /**
   * For a difference applied to every scenario: where Vapi's trace must show it (a scenario's
   * own bugs must show everywhere they are listed).
   */
  shownWhen?: (vapi: TraceEntry[]) => boolean;
}

/**
 * Applies a scenario's bugs to Vapi's trace in order, each to what the ones before it left (and
 * a rerun to the options the ones before it ran with). Returns the fixed trace and what each
 * bug changed, and whether it had to change something there (see {@link mustShow}), for the
 * caller to assert.
 */
export async function fixVapiTrace(
  trace: TraceEntry[],
  bugs: readonly VapiBug[],
  options: RunOptions,
  runVapi: (options: RunOptions) => Promise<TraceEntry[]>,
): Promise<{
  trace: TraceEntry[];
  changes: { name: string; changed: number; mustShow: boolean }[];
}> {
  let fixed = trace;
  let current = options;
  const changes: { name: string; changed: number; mustShow: boolean }[] = [];
  for (const bug of bugs) {
    // Judged on what this bug is given: an earlier one may have rewritten what it would change.
    const shows = mustShow(bug, fixed);
    const result = await bug.fix(fixed, async (change) => {
      const changed = change(current);
      return { trace: await runVapi(changed), options: changed };
    });
    changes.push({ name: bug.name, changed: result.changed, mustShow: shows });
    fixed = result.trace;
    if (result.options) current = result.options;
  }
  return { trace: fixed, changes };
}

type EventEntry = Extract<TraceEntry, { kind: 'event' }>;

const isEvent = (entry: TraceEntry, name?: string): entry is EventEntry =>
  entry.kind === 'event' && (name === undefined || entry.name === name);

/** Drops the entries after `from` that `drop` selects. */
function dropAfter(
  trace: TraceEntry[],
  from: number,
  drop: (entry: TraceEntry) => boolean,
): { trace: TraceEntry[]; changed: number } {
  if (from < 0) return { trace, changed: 0 };
  const kept = trace.filter((entry, index) => index <= from || !drop(entry));
  return { trace: kept, changed: trace.length - kept.length };
}

/**
 * Vapi's `stop()` sets its speech timer to null without clearing it, so `speech-end` still
 * fires up to a second after the call was stopped. Ours emits no `speech-end` after `stop()`
 * (or `end()`, which stops).
 */
export const speechEndAfterStop: VapiBug = {
  name: 'no speech-end after stop()',
  fix: (trace) =>
    dropAfter(
      trace,
      trace.findIndex(
        (entry) => entry.kind === 'call' && (entry.method === 'stop' || entry.method === 'end'),
      ),
      (entry) => isEvent(entry, 'speech-end'),
    ),
};

/**
 * Vapi emits `call-start` for every `listening` app message the assistant sends, so a second
 * one in the same call (an assistant that says it listens again after a transfer, say) starts
 * the call a second time for its listeners: a timer restarted, a call counted twice. Ours emits
 * `call-start` once per call, when the assistant first listens (session-phase.ts: `listening`
 * is reached once).
 */
export const callStartOncePerCall: VapiBug = {
  name: 'call-start once per call, however many listening messages the assistant sends',
  fix: (trace) =>
    dropAfter(
      trace,
      trace.findIndex((entry) => isEvent(entry, 'call-start')),
      (entry) => isEvent(entry, 'call-start'),
    ),
};

/**
 * The same timer survives `left-meeting` (Vapi's cleanup drops it without clearing it): ours
 * emits no `speech-end` once the meeting was left.
 */
export const speechEndAfterLeft: VapiBug = {
  name: 'no speech-end after the meeting left',
  fix: (trace) =>
    dropAfter(
      trace,
      trace.findIndex((entry) => entry.kind === 'daily-event' && entry.name === 'left-meeting'),
      (entry) => isEvent(entry, 'speech-end'),
    ),
};

/**
 * Vapi sums the remote levels as they come, so a level that is not a number makes
 * `volume-level` NaN and a negative one makes it negative. Ours leaves such levels out of the
 * sum (the native client's `SpeechDetector`), so `volume-level` stays within 0 to 1: 0 when no
 * level counts, which is what the scenario that lists this bug reports.
 */
export const volumeOfLevelsNotNumbers: VapiBug = {
  name: 'volume-level within 0 to 1 for levels that are not numbers',
  fix: (trace) => {
    let changed = 0;
    const fixed = trace.map((entry) => {
      if (!isEvent(entry, 'volume-level')) return entry;
      const [volume] = entry.args;
      if (typeof volume === 'number' && volume >= 0) return entry;
      changed += 1;
      return { ...entry, args: [0] };
    });
    return { trace: fixed, changed };
  },
};

/**
 * Vapi's phone test knows device names only (android, iphone, ipad, ipod, iemobile, blackberry,
 * bada): a browser that says `Mobile` and names none of them is not a phone to it, so its start
 * skips the wait for the permission prompt. Ours (`isMobileBrowser`, the native client's) takes
 * `Mobile` too. What ours must do is Vapi's own trace on a phone it knows: run again with an
 * iPhone's user agent (nothing else in the trace depends on the user agent).
 */
export const mobileByDeviceNameOnly: VapiBug = {
  name: "a browser that says only 'Mobile' is a phone",
  async fix(trace, rerun) {
    const reference = await rerun((options) => ({ ...options, userAgent: IPHONE }));
    const changed = reference.trace.filter(
      (entry, index) => JSON.stringify(entry) !== JSON.stringify(trace[index]),
    ).length;
    return { trace: reference.trace, changed, options: reference.options };
  },
};

/**
 * The page's `<audio>` elements, as a scenario step records them (see
 * `audioElementsInThePage` in scenarios.ts).
 */
export const AUDIO_ELEMENTS_NOTE = 'audio elements in the page: ';

/**
 * Vapi's `stop()` forgets the assistant's `<audio>` element but leaves it in the page (only
 * `participant-left`, which daily-js does not send after a destroy, removes it): one more
 * element, its track stopped, per call that played. Ours (the native client's `AudioOutput`)
 * removes it when the call ends: each count a scenario records is Vapi's less the elements its
 * earlier calls left behind.
 */
export const audioElementLeftBehind: VapiBug = {
  name: "the assistant's <audio> element leaves the page when the call ends",
  fix: (trace) => {
    let changed = 0;
    let leftBehind = 0;
    let played = false;
    const fixed = trace.map((entry) => {
      if (isEvent(entry, 'audio')) played = true;
      if (entry.kind === 'call' && entry.method === 'stop') {
        if (played) leftBehind += 1;
        played = false;
      }
      if (entry.kind !== 'step' || !entry.note.startsWith(AUDIO_ELEMENTS_NOTE)) return entry;
      const count = Number(entry.note.slice(AUDIO_ELEMENTS_NOTE.length));
      if (leftBehind === 0) return entry;
      changed += 1;
      return { ...entry, note: `${AUDIO_ELEMENTS_NOTE}${count - leftBehind}` };
    });
    return { trace: fixed, changed };
  },
};

/** The Daily calls with which a start sets up a joined call (after the join resolved). */
const CALL_SETUP = new Set([
  'startRecording',
  'startRemoteParticipantsAudioLevelObserver',
  'on',
  'updateInputSettings',
  'startLocalAudioLevelObserver',
]);

/**
 * `stop()` while the join is being answered (daily-js resolves it until `destroy()` has left):
 * Vapi's `start()` goes on with the call it is destroying, sets it up, reports
 * `call-start-success` and resolves with the web call. Ours sets nothing up and reports no
 * stage once `stop()` was called, and `start()` resolves with `null`.
 */
export const startGoesOnAfterStop: VapiBug = {
  name: 'stop() as the join lands: start() reports nothing more and sets nothing up',
  fix(trace) {
    const stopped = trace.findIndex((entry) => entry.kind === 'call' && entry.method === 'stop');
    const returned = trace.findIndex(
      (entry, index) => index > stopped && entry.kind === 'return' && entry.method === 'start',
    );
    if (stopped < 0 || returned < 0) return { trace, changed: 0 };
    let changed = 0;
    const fixed: TraceEntry[] = [];
    trace.forEach((entry, index) => {
      if (index <= stopped || index > returned) {
        fixed.push(entry);
      } else if (
        (isEvent(entry, 'call-start-progress') || isEvent(entry, 'call-start-success')) &&
        index < returned
      ) {
        changed += 1;
      } else if (entry.kind === 'daily' && CALL_SETUP.has(entry.method)) {
        changed += 1;
      } else if (index === returned && entry.kind === 'return' && entry.value !== null) {
        changed += 1;
        fixed.push({ ...entry, value: null });
      } else {
        fixed.push(entry);
      }
    });
    return { trace: fixed, changed };
  },
};

/**
 * Vapi's API client is one module-wide object: each `new Vapi(token, baseUrl)` overwrites its
 * token and base URL, so an instance constructed earlier sends the newest instance's token to
 * the newest base URL. Ours keeps both per instance: `from` is what the newest instance set
 * (what Vapi sends), `to` what the instance that starts was given (what ours sends).
 */
export function sharedApiClient(
  from: { token: string; baseUrl: string },
  to: { token: string; baseUrl: string },
): VapiBug {
  return {
    name: 'each instance keeps its own token and base URL',
    fix(trace) {
      let changed = 0;
      const fixed = trace.map((entry): TraceEntry => {
        if (entry.kind !== 'fetch' || !entry.url.startsWith(from.baseUrl)) return entry;
        if (entry.headers.authorization !== `Bearer ${from.token}`) return entry;
        changed += 1;
        return {
          ...entry,
          url: to.baseUrl + entry.url.slice(from.baseUrl.length),
          headers: { ...entry.headers, authorization: `Bearer ${to.token}` },
        };
      });
      return { trace: fixed, changed };
    },
  };
}

/**
 * Vapi's `removeAllListeners(event?)` hands `undefined` on explicitly, and the `events` package
 * clears every event only when called with no argument at all, so `removeAllListeners()`
 * removes nothing. Ours removes every listener: what the scenario's own listeners received
 * after that call is dropped, and `listenerCount` reads 0 from then on.
 */
export const removeAllListenersRemovesNothing: VapiBug = {
  name: 'removeAllListeners() with no argument removes every listener',
  fix(trace) {
    const from = trace.findIndex(
      (entry) =>
        entry.kind === 'call' && entry.method === 'removeAllListeners' && !entry.args.length,
    );
    if (from < 0) return { trace, changed: 0 };
    let changed = 0;
    const fixed: TraceEntry[] = [];
    trace.forEach((entry, index) => {
      if (index <= from) {
        fixed.push(entry);
      } else if (entry.kind === 'listener' || isEvent(entry)) {
        changed += 1;
      } else if (entry.kind === 'return' && entry.method === 'listenerCount' && entry.value !== 0) {
        changed += 1;
        fixed.push({ ...entry, value: 0 });
      } else {
        fixed.push(entry);
      }
    });
    return { trace: fixed, changed };
  },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message of a failed `POST /call/web`, as ours reports it: Vapi's own `serializeError`
 * fallback (`message || error || JSON.stringify`) applied to the response body, where Vapi
 * applies it to the `Response`.
 */
export function webCallErrorMessage(body: unknown): string {
  if (isObject(body)) {
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  return JSON.stringify(body);
}

/**
 * A failed `POST /call/web`: Vapi's HTTP client throws the `Response` itself (with the parsed
 * body as `error`), so `call-start-failed.error` is the body object, not a string, and the
 * `error` event's `error` is the `Response`'s fields. Ours reports a string: the
 * `call-start-failed` error is {@link webCallErrorMessage}, and the `error` event's `error` is
 * `{ message }` with it (what Vapi's `serializeError` makes of a string).
 */
export const failedWebCallError: VapiBug = {
  name: 'a failed /call/web reports a string error, not the Response object',
  fix(trace) {
    let changed = 0;
    const fixed = trace.map((entry): TraceEntry => {
      if (entry.kind !== 'event') return entry;
      if (entry.name === 'call-start-failed') {
        const payload = entry.args[0] as Record<string, unknown>;
        if (typeof payload.error === 'string') return entry;
        changed += 1;
        return { ...entry, args: [{ ...payload, error: webCallErrorMessage(payload.error) }] };
      }
      if (entry.name === 'error') {
        const payload = entry.args[0] as Record<string, unknown>;
        const error = payload.error as Record<string, unknown> | undefined;
        if (payload.type !== 'start-method-error' || !error || typeof error.message === 'string') {
          return entry;
        }
        changed += 1;
        return {
          ...entry,
          args: [{ ...payload, error: { message: webCallErrorMessage(error.error) } }],
        };
      }
      return entry;
    });
    return { trace: fixed, changed };
  },
};

/**
 * Daily's error events carry their text in `errorMsg` and a `{ type, msg }` object in `error`;
 * Vapi's `serializeError` takes `error` as the message, so its `message` (and what it derives
 * from it: `call-start-failed.error`, a progress event's `metadata.error`) is that object. Ours
 * carries the text, a string. `text` is the Daily error's `msg` this rewrite is for.
 */
export function dailyErrorMessage(text: string): VapiBug {
  return {
    name: `Daily errors carry a string message ("${text}")`,
    fix(trace) {
      let changed = 0;
      const isTheError = (value: unknown) => isObject(value) && value.msg === text;
      const rewrite = (value: unknown, key: string | undefined, derived: boolean): unknown => {
        if ((key === 'message' || derived) && isTheError(value)) {
          changed += 1;
          return text;
        }
        if (Array.isArray(value)) return value.map((item) => rewrite(item, undefined, false));
        if (!isObject(value)) return value;
        const out: Record<string, unknown> = {};
        for (const [name, item] of Object.entries(value)) {
          out[name] = rewrite(item, name, false);
        }
        return out;
      };
      const fixed = trace.map((entry): TraceEntry => {
        if (!isEvent(entry)) return entry;
        const payload = entry.args[0];
        if (!isObject(payload))
          return { ...entry, args: entry.args.map((a) => rewrite(a, undefined, false)) };
        const out: Record<string, unknown> = {};
        for (const [name, item] of Object.entries(payload)) {
          const derived = name === 'error' && entry.name === 'call-start-failed';
          out[name] =
            name === 'metadata' && isObject(item)
              ? Object.fromEntries(
                  Object.entries(item).map(([k, v]) => [k, rewrite(v, k, k === 'error')]),
                )
              : rewrite(item, name, derived);
        }
        return { ...entry, args: [out, ...entry.args.slice(1)] };
      });
      return { trace: fixed, changed };
    },
  };
}

const isCall = (entry: TraceEntry, method: string) =>
  entry.kind === 'call' && entry.method === method;
const isOutcome = (entry: TraceEntry, method: string) =>
  (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method;
const isStep = (entry: TraceEntry, note: string) => entry.kind === 'step' && entry.note === note;

/**
 * Whether the first call of `method` is never answered: no return or throw of it before its
 * next call, or the trace's end.
 */
export function neverReturns(trace: TraceEntry[], method: string): boolean {
  const called = trace.findIndex((entry) => isCall(entry, method));
  if (called < 0) return false;
  for (const entry of trace.slice(called + 1)) {
    if (isOutcome(entry, method)) return false;
    if (isCall(entry, method)) return true;
  }
  return true;
}

/** Where two traces first differ (their common length when one is the other's beginning). */
function partingIndex(a: TraceEntry[], b: TraceEntry[]): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (JSON.stringify(a[index]) !== JSON.stringify(b[index])) return index;
  }
  return length;
}

/** A wait in Vapi with no end, which ours bounds: see {@link hangs}. */
export interface Hang {
  /** What never comes, for the bug's name. */
  what: string;
  /** The method whose first call Vapi never answers. */
  method: 'start' | 'stop';
  /**
   * The note of the scenario's step during which ours' deadline passes (its last millisecond):
   * nothing may differ before it, and the reference must differ right after it.
   */
  deadline: string;
  /** The scenario, with the party that never answers failing (or answering) at the deadline. */
  answers: (options: RunOptions) => RunOptions;
  /** What ours does instead, for the bug's name. */
  ours: string;
}

/**
 * A party outside the page that never answers, which `@vapi-ai/web` waits for for ever and ours
 * stops waiting for at its deadline. The fix proves the hang and takes what ours must do from
 * Vapi itself:
 * 1. in Vapi's trace, the first call of `method` is never answered (else nothing changes);
 * 2. Vapi runs again with the party failing at ours' deadline instead (`answers`): the same
 *    failure ours reports at that moment (a rejection with ours' timeout error, the call
 *    machine's answer to the leave ours posts);
 * 3. the two traces are equal up to the step in which the deadline passes and part right after
 *    it: Vapi did everything the same until then, and the party's failure is the whole
 *    difference;
 * 4. the fixed trace is that second trace, Vapi's own handling of the failure (`changed`: what
 *    it has from the deadline on that the hanging trace has not, at least 1).
 */
export function hangs(hang: Hang): VapiBug {
  return {
    name: `${hang.what}: Vapi's ${hang.method}() waits for ever; ours ${hang.ours}`,
    async fix(trace, rerun) {
      if (!neverReturns(trace, hang.method)) return { trace, changed: 0 };
      const reference = await rerun(hang.answers);
      const at = trace.findIndex((entry) => isStep(entry, hang.deadline));
      const parted = partingIndex(trace, reference.trace);
      if (at < 0 || parted !== at + 1 || parted >= reference.trace.length) {
        throw new Error(
          `"${hang.what}": the reference run must part from Vapi's trace right after the step "${hang.deadline}" (entry ${at}), and parts at entry ${parted}`,
        );
      }
      // What the reference has from the deadline on that the hanging trace has not.
      const hanging = new Map<string, number>();
      for (const entry of trace.slice(parted)) {
        const key = JSON.stringify(entry);
        hanging.set(key, (hanging.get(key) ?? 0) + 1);
      }
      let changed = 0;
      for (const entry of reference.trace.slice(parted)) {
        const key = JSON.stringify(entry);
        const left = hanging.get(key) ?? 0;
        if (left > 0) hanging.set(key, left - 1);
        else changed += 1;
      }
      return { trace: reference.trace, changed, options: reference.options };
    },
  };
}

/**
 * A timeout names the stage it ended: `call-start-failed` and the `start-method-error` event of a
 * start that ran out of time carry the timeout's `stage` where Vapi's (which has no timeouts:
 * see {@link hangs}, whose reference fails with ours' timeout error) always say `'unknown'`.
 * `timeout` is that error.
 */
export function timeoutNamesItsStage(timeout: { message: string; stage?: string }): VapiBug {
  return {
    name: `a timeout names its stage in call-start-failed ("${timeout.message}")`,
    fix(trace) {
      let changed = 0;
      const fixed = trace.map((entry): TraceEntry => {
        if (!isEvent(entry)) return entry;
        const payload = entry.args[0] as Record<string, unknown>;
        const error = payload?.error as Record<string, unknown> | undefined;
        const ranOut =
          (entry.name === 'call-start-failed' && payload.error === timeout.message) ||
          (entry.name === 'error' &&
            payload.type === 'start-method-error' &&
            error?.code === 'timeout' &&
            error.message === timeout.message);
        if (!ranOut || payload.stage !== 'unknown') return entry;
        changed += 1;
        return { ...entry, args: [{ ...payload, stage: timeout.stage }, ...entry.args.slice(1)] };
      });
      return { trace: fixed, changed };
    },
  };
}

/** What a start does, in a trace: what it reports and what it asks of Daily and the page. */
const START_DOINGS = new Set<TraceEntry['kind']>(['event', 'daily', 'daily-event', 'dom']);

/**
 * `stop()` during a start (or a reconnect: `method`) ends it: ours abandons what the start waits
 * for (the `POST /call/web` is aborted, the phone's wait and the join are let go), reports
 * nothing more, sets nothing up, and the start resolves (with `value`) right after `stop()` has
 * resolved. Vapi's start waits for ever when what it waits for never comes (a join the stop cut
 * off), and otherwise carries on after the stop: it creates and joins a call after a stop during
 * the web call, and joins a call it no longer has after a stop during the phone's wait (a
 * `TypeError`, reported as a failed start). The fix drops what Vapi's start did after `stop()`
 * returned (the scenario must do nothing itself meanwhile but let time pass), up to its outcome
 * and the set-up it goes on with in the same moment (the local level observer once noise
 * cancellation is on), and puts the start's `value` right after `stop()`'s return.
 */
export function endsWithStop(method: 'start' | 'reconnect', value: null | undefined): VapiBug {
  return {
    name: `stop() during a ${method}: ${method}() resolves ${value} once stop() has returned, and nothing of it follows`,
    fix(trace) {
      const started = trace.findIndex((entry) => isCall(entry, method));
      const stopped = trace.findIndex((entry, index) => index > started && isCall(entry, 'stop'));
      const stopReturned = trace.findIndex(
        (entry, index) => index > stopped && isOutcome(entry, 'stop'),
      );
      if (started < 0 || stopped < 0 || stopReturned < 0) return { trace, changed: 0 };
      const outcome = trace.findIndex(
        (entry, index) => index > started && isOutcome(entry, method),
      );
      // A start that had ended before the stop.
      if (outcome >= 0 && outcome < stopped) return { trace, changed: 0 };
      const resolved: TraceEntry = { kind: 'return', method, value };
      // Where the scenario acts next after Vapi's start returned: its set-up runs until then.
      const nextAction = trace.findIndex(
        (entry, index) => index > outcome && (entry.kind === 'step' || entry.kind === 'call'),
      );
      const startsUntil = outcome < 0 ? -1 : nextAction < 0 ? trace.length : nextAction;
      let changed = 0;
      const fixed: TraceEntry[] = [];
      trace.forEach((entry, index) => {
        if (index === outcome) {
          if (index !== stopReturned + 1 || JSON.stringify(entry) !== JSON.stringify(resolved)) {
            changed += 1;
          }
        } else if (index > stopReturned && index < startsUntil && START_DOINGS.has(entry.kind)) {
          changed += 1;
        } else {
          fixed.push(entry);
        }
        if (index === stopReturned) fixed.push(resolved);
      });
      if (outcome < 0) changed += 1;
      return { trace: fixed, changed };
    },
  };
}

/** {@link endsWithStop} for `start()`, which resolves `null`. */
export const startEndsWithStop: VapiBug = endsWithStop('start', null);

type DailyEntry = Extract<TraceEntry, { kind: 'daily' }>;

const isDaily = (entry: TraceEntry | undefined, method: string): entry is DailyEntry =>
  entry?.kind === 'daily' && entry.method === method;

/** daily-js's answer to a `load()` of the call machine's bundle: `loading`, then `loaded`. */
const BUNDLE_LOAD_EVENTS = ['loading', 'loaded'];
/** daily-js's events of a `destroy()` of a call object that never joined. */
const DESTROY_EVENTS = ['left-meeting', 'call-instance-destroyed'];

/** The fake daily-js's name for the `index`-th call object it created. */
const callClientId = (index: number) => `call-client-${index}`;

/** A daily-js event of call object `index`, as the fake delivers it. */
const dailyEvent = (name: string, index: number): TraceEntry => ({
  kind: 'daily-event',
  name,
  payload: { action: name, callClientId: callClientId(index) },
});

/**
 * The drop-in prepares each call beside `POST /call/web` (`VapiOptions.warmUp`, on by default),
 * where Vapi does everything after it: its call starts sooner, and the order of its calls into
 * daily-js differs. The fix moves Vapi's Daily calls to where the warm-up makes them, for each
 * `start()` that sends the request:
 * - right after the request: the call object's creation with the options of a call without a
 *   recording, and the call machine's `load()` (daily-js answers `loading`, `loaded`);
 * - where Vapi creates its call object: nothing when it has those options (the start takes the
 *   warm one, and its join loads nothing: Vapi's `loading` and `loaded` after the join go);
 *   for a recording, which needs video, the warm one's `destroy()` first;
 * - a start that ends before it creates one (a failed web call, a `stop()`): the warm one's
 *   `destroy()` when the start gives up (its failure reported, or `stop()` called).
 * Each call object the warm-up creates is one more in daily-js's count, so the ids in the
 * events of the later ones move up. Without a microphone in the page (jsdom has none) the
 * warm-up asks for none, so it opens none either (`startCamera()`). The warm call object's
 * options are those Vapi creates its own with in the scenario, without video (the defaults when
 * it creates none).
 */
export const connectionWarmup: VapiBug = warmUpFix(false);

/**
 * {@link connectionWarmup} in a page with a microphone: once its call machine has loaded, the
 * warm call object opens the microphone the visitor allowed (`startCamera()`).
 */
export const connectionWarmupWithMicrophone: VapiBug = warmUpFix(true);

function warmUpFix(microphone: boolean): VapiBug {
  return {
    name: `the call object is created and its call machine loaded${microphone ? ' and the microphone opened' : ''} beside POST /call/web`,
    fix(trace) {
      const reference = trace.find((entry) => isDaily(entry, 'createCallObject'));
      const options = (reference as DailyEntry | undefined)?.args[0] as
        | Record<string, unknown>
        | undefined;
      const audioOnly = {
        audioSource: options?.audioSource ?? true,
        videoSource: false,
        dailyConfig: options?.dailyConfig ?? {},
        ...(options?.startAudioOff ? { startAudioOff: options.startAudioOff } : {}),
      };
      const fixed: TraceEntry[] = [];
      let changed = 0;
      const add = (...entries: TraceEntry[]) => {
        fixed.push(...entries);
        changed += entries.length;
      };
      /** Ours' count of call objects, and which of ours each of Vapi's is. */
      let created = 0;
      const ours = new Map<string, string>();
      let vapiCreated = 0;
      /**
       * The start's warm call object: asked for (the request is on its way), or created; a
       * reconnect's is the one it creates (it knows its web call), whose load starts at once.
       */
      let warm:
        | { state: 'requested' | 'failed' | 'reconnect' }
        | { state: 'created'; index: number }
        | null = null;
      /** Vapi's join of a taken warm call object loads nothing: its bundle events go. */
      let joinLoadToDrop = 0;
      /** What daily-js answers the warm call object's load with. */
      let loadEvents: string[] = [];
      const destroyWarm = (index: number) =>
        add(
          { kind: 'daily', method: 'destroy', args: [] },
          ...DESTROY_EVENTS.map((name) => dailyEvent(name, index)),
        );
      /** The warm-up's creation, waiting for the outcomes that settle before it. */
      let creation: TraceEntry[] | null = null;
      for (const [index, entry] of trace.entries()) {
        if (creation && entry.kind !== 'return' && entry.kind !== 'throw') {
          add(...creation);
          creation = null;
        }
        if (isCall(entry, 'start')) warm = { state: 'requested' };
        if (isCall(entry, 'reconnect')) warm = { state: 'reconnect' };
        if (
          joinLoadToDrop > 0 &&
          entry.kind === 'daily-event' &&
          BUNDLE_LOAD_EVENTS.includes(entry.name)
        ) {
          joinLoadToDrop -= 1;
          changed += 1;
          continue;
        }
        if (isDaily(entry, 'createCallObject')) {
          vapiCreated += 1;
          const args = entry.args[0] as Record<string, unknown>;
          if (warm?.state === 'reconnect' && !createdAndReported(trace, index)) {
            // daily-js refuses it: the warm-up's attempt, then the reconnect's own.
            fixed.push(renumbered(entry, ours));
            add(renumbered(entry, ours));
            warm = null;
            continue;
          }
          if (warm?.state === 'reconnect') {
            // The reconnect's own call object, its call machine loaded at once: what daily-js
            // answers the join's load with in Vapi's trace answers this load (a load that failed
            // is done again by the join, so its events stay there too).
            created += 1;
            ours.set(callClientId(vapiCreated), callClientId(created));
            fixed.push(renumbered(entry, ours));
            const outcome = loadOutcome(trace, index, callClientId(vapiCreated));
            add(
              { kind: 'daily', method: 'load', args: [] },
              ...outcome.map((e) => renumbered(e, ours)),
            );
            if (outcome.some((e) => isDailyEvent(e, 'loaded'))) joinLoadToDrop = outcome.length;
            warm = null;
            continue;
          }
          if (warm?.state === 'failed') {
            // daily-js refused the warm one too: the start creates its own, as Vapi does.
            warm = null;
          } else if (warm?.state === 'created' && args.videoSource === false) {
            ours.set(callClientId(vapiCreated), callClientId(warm.index));
            warm = null;
            changed += 1;
            joinLoadToDrop = loadEvents.length;
            continue;
          }
          if (warm?.state === 'created') destroyWarm(warm.index);
          warm = null;
          created += 1;
          ours.set(callClientId(vapiCreated), callClientId(created));
        }
        if (
          warm?.state === 'created' &&
          (isCall(entry, 'stop') || isEvent(entry, 'error') || isEvent(entry, 'call-start-failed'))
        ) {
          // The failure is reported on `call-start-failed`, then on `error`: the start gives up
          // after both.
          if (!isEvent(entry, 'call-start-failed')) {
            fixed.push(entry);
            destroyWarm(warm.index);
            warm = null;
            continue;
          }
        }
        fixed.push(renumbered(entry, ours));
        if (warm?.state === 'requested' && entry.kind === 'fetch') {
          // A few microtasks after the request leaves: the outcomes of calls that settle sooner
          // (a second start() refused at once) come first.
          const create: TraceEntry = {
            kind: 'daily',
            method: 'createCallObject',
            args: [audioOnly],
          };
          if (creationFails(trace, index)) {
            // daily-js refuses it (the scenario's createCallObject throws): nothing to load.
            warm = { state: 'failed' };
            creation = [create];
          } else {
            created += 1;
            warm = { state: 'created', index: created };
            loadEvents = bundleEvents(trace, index);
            creation = [
              create,
              { kind: 'daily', method: 'load', args: [] },
              ...loadEvents.map((name) => dailyEvent(name, created)),
              ...(microphone && loadEvents.includes('loaded')
                ? [{ kind: 'daily', method: 'startCamera', args: [] } as TraceEntry]
                : []),
            ];
          }
        }
      }
      if (creation) add(...creation);
      return { trace: fixed, changed };
    },
  };
}

/**
 * Whether Vapi's trace must show `bug`'s change: each bug a scenario names must, and the warm-up
 * wherever a start sent `POST /call/web` (it changes nothing else).
 */
export function mustShow(bug: VapiBug, vapi: TraceEntry[]): boolean {
  if (bug.shownWhen) return bug.shownWhen(vapi);
  const warmUp = bug === connectionWarmup || bug === connectionWarmupWithMicrophone;
  return !warmUp || vapi.some((entry) => entry.kind === 'fetch');
}

/**
 * What daily-js answers a load of the call machine with in the scenario (`loading`, and
 * `loaded` unless its bundle never starts): the events of the call object the start whose
 * request is at `from` creates, or else of any the scenario creates.
 */
function bundleEvents(trace: TraceEntry[], from: number): string[] {
  const creation = trace.findIndex(
    (entry, index) => index > from && isDaily(entry, 'createCallObject'),
  );
  const created = trace
    .slice(0, creation < 0 ? undefined : creation + 1)
    .filter((entry) => isDaily(entry, 'createCallObject')).length;
  const id = callClientId(creation < 0 ? 1 : created);
  const events = trace
    .filter(
      (entry): entry is Extract<TraceEntry, { kind: 'daily-event' }> =>
        entry.kind === 'daily-event' &&
        BUNDLE_LOAD_EVENTS.includes(entry.name) &&
        (entry.payload as { callClientId?: unknown }).callClientId === id,
    )
    .map((entry) => entry.name);
  return events.length > 0 ? events.slice(0, BUNDLE_LOAD_EVENTS.length) : BUNDLE_LOAD_EVENTS;
}

/** Whether the call object created at `index` was (its stage reports `completed`). */
function createdAndReported(trace: TraceEntry[], index: number): boolean {
  for (const entry of trace.slice(index + 1)) {
    if (entry.kind === 'call' || entry.kind === 'return' || entry.kind === 'throw') return false;
    if (!isEvent(entry, 'call-start-progress')) continue;
    const progress = entry.args[0] as { stage?: string; status?: string };
    if (progress.stage === 'daily-call-object-creation') return progress.status === 'completed';
  }
  return false;
}

/**
 * What daily-js answered the first load of call object `id` (created at `from`) with: its events
 * from `loading` to `loaded`, or to the fatal `error` of a load that failed.
 */
function loadOutcome(trace: TraceEntry[], from: number, id: string): TraceEntry[] {
  const of = (entry: TraceEntry) =>
    entry.kind === 'daily-event' &&
    (entry.payload as { callClientId?: unknown }).callClientId === id;
  const start = trace.findIndex(
    (entry, index) => index > from && of(entry) && isDailyEvent(entry, 'loading'),
  );
  if (start < 0) return [];
  const events: TraceEntry[] = [];
  for (const entry of trace.slice(start)) {
    if (!of(entry)) continue;
    events.push(entry);
    if (isDailyEvent(entry, 'loaded') || isDailyEvent(entry, 'error')) break;
  }
  return events;
}

/**
 * Whether the start whose request is at `from` fails to create its call object: its stage
 * `daily-call-object-creation` reports `failed`.
 */
function creationFails(trace: TraceEntry[], from: number): boolean {
  for (const entry of trace.slice(from + 1)) {
    if (isCall(entry, 'start')) return false;
    if (!isEvent(entry, 'call-start-progress')) continue;
    const progress = entry.args[0] as { stage?: string; status?: string };
    if (progress.stage === 'daily-call-object-creation' && progress.status !== 'started') {
      return progress.status === 'failed';
    }
  }
  return false;
}

/**
 * `entry` with the call object ids in Daily's payloads replaced as `ours` says: those daily-js
 * delivers, and those the client forwards (the recording and network events, Daily's errors).
 */
function renumbered(entry: TraceEntry, ours: Map<string, string>): TraceEntry {
  const renumber = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renumber);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        key === 'callClientId' && typeof field === 'string'
          ? (ours.get(field) ?? field)
          : renumber(field),
      ]),
    );
  };
  if (entry.kind === 'daily-event') return { ...entry, payload: renumber(entry.payload) };
  if (entry.kind === 'event') return { ...entry, args: entry.args.map(renumber) };
  return entry;
}

/**
 * Vapi's `EventEmitter` throws when an `error` event has no listener, from wherever it is
 * emitted: out of `start()` (a validation error), out of its start's failure handling (which then
 * skips its clean-up: the client stays "started" and refuses every later start), out of Daily's
 * event dispatch. Ours drops an `error` event nobody listens to: the call goes on exactly as if
 * one listened. What ours must do is Vapi's own trace with an `error` listener, its `error`
 * events left out (the scenario records none).
 */
export const unlistenedErrorDropped: VapiBug = {
  name: 'an error event nobody listens to is dropped, never thrown into the call',
  async fix(trace, rerun) {
    const reference = await rerun((options) => ({
      ...options,
      listen: [...(options.listen ?? []), 'error'],
    }));
    const fixed = reference.trace.filter((entry) => !isEvent(entry, 'error'));
    const changed = Math.max(fixed.length, trace.length) - sameFromStart(fixed, trace);
    return { trace: fixed, changed, options: reference.options };
  },
};

/** How many entries two traces share from the start. */
function sameFromStart(a: TraceEntry[], b: TraceEntry[]): number {
  let index = 0;
  while (
    index < a.length &&
    index < b.length &&
    JSON.stringify(a[index]) === JSON.stringify(b[index])
  ) {
    index += 1;
  }
  return index;
}

/**
 * Vapi joins the base URL and the path as they are: a base URL given with a trailing slash
 * (`https://api.example.test/`) makes `https://api.example.test//call/web`, which a server may
 * not route. Ours (the provider client, `@org/provider-api`) drops the trailing slash.
 */
export const baseUrlSlashNotDoubled: VapiBug = {
  name: "a base URL's trailing slash is not doubled",
  fix(trace) {
    let changed = 0;
    const fixed = trace.map((entry): TraceEntry => {
      if (entry.kind !== 'fetch' || !/[^:/]\/\/call\/web$/.test(entry.url)) return entry;
      changed += 1;
      return { ...entry, url: entry.url.replace(/\/\/call\/web$/, '/call/web') };
    });
    return { trace: fixed, changed };
  },
};

/**
 * Vapi's constructor takes `startAudioOff` among Daily's factory options but never passes it to
 * daily-js: the microphone starts on. Ours passes it, and daily-js joins with the microphone off
 * (the local participant's `audio` false, its audio track `off`, as daily-js reports a muted
 * participant; the fake does the same: `@org/daily-fake`'s `localParticipant`).
 */
export const startAudioOffPassed: VapiBug = {
  name: 'startAudioOff reaches daily-js, which joins muted',
  fix(trace) {
    let changed = 0;
    let muted = false;
    const fixed = trace.map((entry): TraceEntry => {
      if (isCallOf(entry, 'createCallObject')) {
        const [options] = (entry as DailyEntry).args as [Record<string, unknown>];
        muted = isObject(options?.dailyConfig);
        if (!muted) return entry;
        changed += 1;
        return { ...entry, args: [{ ...options, startAudioOff: true }] } as TraceEntry;
      }
      if (!muted || !isDailyEvent(entry, 'joined-meeting')) return entry;
      const payload = entry.payload as { participants: { local: Record<string, unknown> } };
      const local = payload.participants.local;
      const tracks = local.tracks as Record<string, Record<string, unknown>>;
      changed += 1;
      return {
        ...entry,
        payload: {
          ...payload,
          participants: {
            ...payload.participants,
            local: {
              ...local,
              audio: false,
              tracks: { ...tracks, audio: { ...tracks.audio, state: 'off' } },
            },
          },
        },
      };
    });
    return { trace: fixed, changed };
  },
};

/** What ours' provider client says of a 2xx answer that is not a web call (`@org/provider-api`). */
export const NOT_A_WEB_CALL = 'The voice provider answered without a call id and webCallUrl.';

/**
 * A web call the provider answered without a room URL: Vapi takes it, creates a call object and
 * joins, and daily-js rejects the join ("No room URL has been provided"). Ours' provider client
 * (`@org/provider-api`) refuses an answer that is not a web call (no `id` or `webCallUrl`): the
 * start fails in `web-call-creation`, with that message, before any call object exists (so the
 * call objects of later starts count one fewer).
 */
export const webCallWithoutRoom: VapiBug = {
  name: 'a web call without a room URL fails the start before any call object',
  fix(trace) {
    let fixed = trace;
    let changed = 0;
    for (;;) {
      const join = fixed.findIndex(
        (entry) =>
          isCallOf(entry, 'join') &&
          !(entry as DailyEntry).args.some((a) => isObject(a) && a.url !== undefined),
      );
      if (join < 0) break;
      const fetched = fixed.slice(0, join).findLastIndex((entry) => entry.kind === 'fetch');
      const returned = fixed.findIndex((entry, index) => index > join && isOutcome(entry, 'start'));
      const failed = fixed.findIndex(
        (e, i) => i > join && i < returned && isEvent(e, 'call-start-failed'),
      );
      const reported = fixed.findIndex(
        (e, i) =>
          i > failed &&
          i < returned &&
          isEvent(e, 'error') &&
          (e.args[0] as { type?: unknown }).type === 'start-method-error',
      );
      if (fetched < 0 || returned < 0 || failed < 0 || reported < 0) break;
      const failure = fixed[failed] as EventEntry;
      const report = fixed[reported] as EventEntry;
      const removedId = fixed
        .slice(fetched, returned)
        .filter((e) => isCallOf(e, 'createCallObject')).length;
      const before = fixed.slice(0, fetched).filter((e) => isCallOf(e, 'createCallObject')).length;
      const replacement: TraceEntry[] = [
        {
          ...failure,
          args: [
            {
              ...(failure.args[0] as object),
              error: NOT_A_WEB_CALL,
              errorStack: 'No stack trace available',
            },
          ],
        },
        {
          ...report,
          args: [{ ...(report.args[0] as object), error: { message: NOT_A_WEB_CALL } }],
        },
      ];
      changed += returned - fetched - 1 + replacement.length;
      const shifted = new Map<string, string>();
      const total = fixed.filter((e) => isCallOf(e, 'createCallObject')).length;
      for (let n = before + removedId + 1; n <= total; n += 1) {
        shifted.set(callClientId(n), callClientId(n - removedId));
      }
      fixed = [
        ...fixed.slice(0, fetched + 1),
        ...replacement,
        ...fixed.slice(returned).map((entry) => renumbered(entry, shifted)),
      ];
    }
    return { trace: fixed, changed };
  },
};

/**
 * A call machine that fails to load: daily-js emits its fatal `error` (`error.msg` "Failed to
 * load call object bundle.") and rejects the load with the long text of `errorMsg`; Vapi reports
 * that text, and its reconnect rejects with it. Ours fails the start with Daily's error, as it
 * fails any start Daily's `error` ends: its failure reports Daily's event (the text its `msg`),
 * and the reconnect rejects with that event.
 */
export const loadFailureIsDailysError: VapiBug = {
  name: "a call machine that fails to load is reported with Daily's error event",
  fix(trace) {
    let changed = 0;
    const fixed = [...trace];
    for (const [index, entry] of trace.entries()) {
      if (!isDailyEvent(entry, 'error')) continue;
      const event = entry.payload as { errorMsg?: unknown; error?: { msg?: unknown } };
      const { errorMsg } = event;
      const text = event.error?.msg;
      if (typeof errorMsg !== 'string' || typeof text !== 'string' || errorMsg === text) continue;
      const daily = { message: text, ...(entry.payload as object) };
      for (let at = index + 1; at < fixed.length; at += 1) {
        const later = fixed[at] as TraceEntry;
        if (isCall(later, 'start') || isCall(later, 'reconnect')) break;
        if (
          isEvent(later, 'call-start-failed') &&
          (later.args[0] as { error?: unknown }).error === errorMsg
        ) {
          fixed[at] = {
            ...later,
            args: [
              { ...(later.args[0] as object), error: text, errorStack: 'No stack trace available' },
            ],
          };
          changed += 1;
        } else if (
          isEvent(later, 'error') &&
          (later.args[0] as { error?: { message?: unknown } }).error?.message === errorMsg
        ) {
          fixed[at] = { ...later, args: [{ ...(later.args[0] as object), error: daily }] };
          changed += 1;
        } else if (later.kind === 'throw' && later.error === errorMsg) {
          fixed[at] = { ...later, error: entry.payload };
          changed += 1;
        }
      }
    }
    return { trace: fixed, changed };
  },
};

/**
 * Vapi reports its noise-cancellation stage `completed` when it asked for it, and a failure of
 * it later, after `call-start-success`, on `error` (`audio-processing-setup-error`). Ours waits
 * for Daily's answer within the stage: a failure is the stage's (`failed`, with its error, then
 * the same `error` event), before `call-start-success`; the call goes on either way.
 */
export const noiseCancellationFailsInItsStage: VapiBug = {
  name: "a noise-cancellation failure is its stage's, before call-start-success",
  fix(trace) {
    let changed = 0;
    const fixed = [...trace];
    for (let index = 0; index < fixed.length; index += 1) {
      const entry = fixed[index] as TraceEntry;
      if (!isEvent(entry, 'call-start-progress')) continue;
      const progress = entry.args[0] as { stage?: string; status?: string };
      if (progress.stage !== 'audio-processing-setup' || progress.status !== 'completed') continue;
      const failure = fixed.findIndex(
        (e, at) =>
          at > index &&
          isEvent(e, 'error') &&
          (e.args[0] as { type?: unknown }).type === 'audio-processing-setup-error',
      );
      if (failure < 0) continue;
      const report = fixed[failure] as EventEntry;
      const error = (report.args[0] as { error: { message: string } }).error;
      fixed.splice(failure, 1);
      fixed.splice(
        index,
        1,
        {
          ...entry,
          args: [
            { ...(entry.args[0] as object), status: 'failed', metadata: { error: error.message } },
          ],
        },
        report,
      );
      changed += 2;
    }
    return { trace: fixed, changed };
  },
};

/*
 * One engine behind both faces. The drop-in runs its calls on the engine the native client runs
 * on (src/call-engine.ts), which decides each of these once for both faces; each is either
 * something no consumer can observe (the order Daily's listeners are registered in), or an
 * improvement on Vapi, named here. They apply to every scenario, after the scenario's own bugs
 * and the warm-up: `shownWhen` says where Vapi's trace must show each.
 */

/** The entries ours registers (or removes) its Daily listeners with: the Daily adapter's. */
const adapterListeners = (method: 'on' | 'off'): TraceEntry[] =>
  LISTENED_DAILY_EVENTS.map((name) => ({ kind: 'daily', method, args: [name, '<function>'] }));

const isCallOf = (entry: TraceEntry | undefined, method: string): boolean => isDaily(entry, method);

/**
 * daily-js loads its call machine with a `<script>` (`dailyConfig.avoidEval`) unless the client
 * says otherwise, where Vapi lets it `eval` the bundle, which a Content-Security-Policy without
 * `'unsafe-eval'` refuses: the call never loads. Ours adds `avoidEval: true` to the `dailyConfig`
 * it was given (`{ avoidEval: false }` is kept).
 */
export const avoidEvalByDefault: VapiBug = {
  name: 'daily-js loads its call machine without eval by default (a strict CSP runs it)',
  shownWhen: (vapi) =>
    vapi.some((entry) => isCallOf(entry, 'createCallObject') && lacksAvoidEval(entry)),
  fix(trace) {
    let changed = 0;
    const fixed = trace.map((entry): TraceEntry => {
      if (!isCallOf(entry, 'createCallObject') || !lacksAvoidEval(entry)) return entry;
      changed += 1;
      const [options, ...rest] = (entry as DailyEntry).args as [Record<string, unknown>];
      const dailyConfig = options.dailyConfig as Record<string, unknown>;
      return {
        ...entry,
        args: [{ ...options, dailyConfig: { avoidEval: true, ...dailyConfig } }, ...rest],
      } as TraceEntry;
    });
    return { trace: fixed, changed };
  },
};

/** Whether a call object is created with a `dailyConfig` that says nothing of `eval`. */
function lacksAvoidEval(entry: TraceEntry): boolean {
  const options = (entry as DailyEntry).args[0] as { dailyConfig?: Record<string, unknown> };
  return isObject(options?.dailyConfig) && options.dailyConfig.avoidEval === undefined;
}

/**
 * Vapi looks up the call object's iframe after creating it (`call.iframe()?.style…` hides it);
 * a call object (daily-js's call-object mode) has none, so the lookup answers `null` and does
 * nothing. Ours does not ask. Not observable.
 */
export const noIframeLookup: VapiBug = {
  name: 'no iframe() lookup (a call object has no iframe)',
  shownWhen: (vapi) => vapi.some((entry) => isCallOf(entry, 'iframe')),
  fix(trace) {
    const fixed = trace.filter((entry) => !isCallOf(entry, 'iframe'));
    return { trace: fixed, changed: trace.length - fixed.length };
  },
};

/**
 * Vapi registers its Daily handlers in two goes (a start adds the media ones after the join)
 * and never removes them; ours' Daily adapter (src/daily/events.ts) registers one handler per
 * event it reads, all at once where Vapi registers its first (once the call object's stage has
 * reported), and removes them all when the call is released, before its recording stops and its
 * call object is destroyed. The order listeners are registered in is not observable.
 */
export const listenersOfTheDailyAdapter: VapiBug = {
  name: "the Daily adapter's listeners: registered at once, removed at the end",
  shownWhen: (vapi) => vapi.some((entry) => isCallOf(entry, 'on')),
  fix(trace) {
    let changed = 0;
    const fixed: TraceEntry[] = [];
    /** A call object listened to, whose release is still to come. */
    let listening = false;
    /** Whether Vapi has registered a handler on the newest call object. */
    let registered = true;
    for (const [index, entry] of trace.entries()) {
      if (isCallOf(entry, 'createCallObject')) registered = false;
      if (isRegistration(trace, index)) {
        changed += 1;
        if (!registered) {
          registered = true;
          listening = true;
          fixed.push(...adapterListeners('on'));
          changed += LISTENED_DAILY_EVENTS.length;
        }
        continue;
      }
      if (listening && isCallOf(entry, 'destroy')) {
        listening = false;
        // Before the recording stops: the listeners go first.
        let at = fixed.length;
        while (at > 0 && isCallOf(fixed[at - 1] as TraceEntry, 'stopRecording')) at -= 1;
        fixed.splice(at, 0, ...adapterListeners('off'));
        changed += LISTENED_DAILY_EVENTS.length;
      }
      fixed.push(entry);
    }
    return { trace: fixed, changed };
  },
};

/**
 * Whether the entry at `index` is one of Vapi's handler registrations: an `on` or `once` in a run
 * of them (Vapi registers its handlers in runs of four or more; a scenario's own listener, added
 * on the call object, stands alone).
 */
function isRegistration(trace: TraceEntry[], index: number): boolean {
  const registers = (entry: TraceEntry | undefined) =>
    entry !== undefined && (isCallOf(entry, 'on') || isCallOf(entry, 'once'));
  return registers(trace[index]) && (registers(trace[index - 1]) || registers(trace[index + 1]));
}

/**
 * Vapi's `join()` loads Daily's call machine itself (daily-js answers `loading`, `loaded`) and
 * then joins; ours calls `load()` first, so that the call machine and the join each have their
 * own bound (`timeouts.callMachine`, `timeouts.join`), then `join()`. The same call machine, the
 * same join; only the call that loads it differs.
 */
export const explicitLoadBeforeJoin: VapiBug = {
  name: 'an explicit load() before join(), each with its own bound',
  shownWhen: (vapi) =>
    vapi.some(
      (entry, index) =>
        isCallOf(entry, 'join') && isDailyEvent(vapi[index + 1] as TraceEntry, 'loading'),
    ),
  fix(trace) {
    let changed = 0;
    const fixed: TraceEntry[] = [];
    for (let index = 0; index < trace.length; index += 1) {
      const entry = trace[index] as TraceEntry;
      if (!isCallOf(entry, 'join') || !isDailyEvent(trace[index + 1] as TraceEntry, 'loading')) {
        fixed.push(entry);
        continue;
      }
      changed += 2;
      fixed.push({ kind: 'daily', method: 'load', args: [] }, trace[index + 1] as TraceEntry);
      index += 1;
      const loaded = isDailyEvent(trace[index + 1] as TraceEntry, 'loaded');
      if (loaded) {
        fixed.push(trace[index + 1] as TraceEntry);
        index += 1;
      }
      // The join follows a load that resolved (a bundle that never starts still resolves it:
      // daily-js then says `joining-meeting`); after one that failed, none is made.
      if (loaded || isDailyEvent(trace[index + 1] as TraceEntry, 'joining-meeting')) {
        fixed.push(entry);
      }
    }
    return { trace: fixed, changed };
  },
};

const isDailyEvent = (
  entry: TraceEntry | undefined,
  name: string,
): entry is Extract<TraceEntry, { kind: 'daily-event' }> =>
  entry?.kind === 'daily-event' && entry.name === name;

/**
 * Vapi starts the microphone level observer a few turns after its start has resolved (its
 * noise-cancellation update's `then`); ours starts it as the start completes, right before
 * `start()` resolves. When a promise settles against a call into daily-js is not observable.
 */
export const localObserverAsTheStartCompletes: VapiBug = {
  name: 'the microphone level observer starts as the start completes',
  shownWhen: (vapi) =>
    vapi.some(
      (entry, index) =>
        isCallOf(entry, 'startLocalAudioLevelObserver') &&
        isStartOutcome(vapi[index - 1] as TraceEntry),
    ),
  fix(trace) {
    let changed = 0;
    const fixed = [...trace];
    for (let index = 1; index < fixed.length; index += 1) {
      const entry = fixed[index] as TraceEntry;
      if (!isCallOf(entry, 'startLocalAudioLevelObserver')) continue;
      if (!isStartOutcome(fixed[index - 1] as TraceEntry)) continue;
      fixed[index] = fixed[index - 1] as TraceEntry;
      fixed[index - 1] = entry;
      changed += 1;
    }
    return { trace: fixed, changed };
  },
};

const isStartOutcome = (entry: TraceEntry | undefined): boolean =>
  entry?.kind === 'return' && (entry.method === 'start' || entry.method === 'reconnect');

/**
 * How a call ends, once, in ours: when it is stopped (`stop()`, `end()`) or its start fails, the
 * engine reports the end of a call that had joined at once (`call-end`, and the visitor's ended
 * status unless the server sent its own: before the failure's report, for a start that failed
 * after joining), stops its recording and destroys the call object, once; a call that never
 * joined reports no end. Vapi leaves its Daily handlers on while it destroys the call object:
 * the `left-meeting` of that destroy reaches its handler, which reports the end then (even of a
 * call that never joined, or whose start failed), stops the recording and destroys the call
 * object a second time (daily-js leaves again at once and says `call-instance-destroyed` again).
 */
export const theEndReportedOnce: VapiBug = {
  name: 'a stopped or failed call reports its end once, at once (none if it never joined), and is destroyed once',
  shownWhen: (vapi) => endWindows(vapi).length > 0,
  fix(trace) {
    let fixed = trace;
    let changed = 0;
    // From the last window back, so that the indices of the earlier ones hold.
    for (const window of endWindows(trace).reverse()) {
      const result = rewriteEnd(fixed, window);
      fixed = result.trace;
      changed += result.changed;
    }
    return { trace: fixed, changed };
  },
};

/** Where a call ends by its own hand in Vapi's trace, and what Vapi's handler did then. */
interface EndWindow {
  /** The entry that ends it: a `stop()` or `end()` call, or the `call-start-failed` event. */
  from: number;
  /** The first destroy of the call object. */
  destroy: number;
  /** What Vapi's handler did on the `left-meeting` of that destroy. */
  handler: { callEnd: number | null; message: number | null; stopRecording: number | null };
  /** The second destroy (Vapi's cleanup), and the `call-instance-destroyed` it adds. */
  again: number;
  againDestroyed: number;
  /** Whether the call had joined (daily-js said `joined-meeting`) before it ended. */
  joined: boolean;
}

function endWindows(trace: TraceEntry[]): EndWindow[] {
  const windows: EndWindow[] = [];
  for (const [from, entry] of trace.entries()) {
    const ends =
      isCall(entry, 'stop') || isCall(entry, 'end') || isEvent(entry, 'call-start-failed');
    if (!ends) continue;
    // Until the stop returns, the failed start settles, or (for end(), which returns at once)
    // the scenario acts again.
    const closes = (candidate: TraceEntry): boolean => {
      if (isCall(entry, 'stop')) return isOutcome(candidate, 'stop');
      if (isCall(entry, 'end')) return candidate.kind === 'step' || candidate.kind === 'call';
      return isOutcome(candidate, 'start') || isOutcome(candidate, 'reconnect');
    };
    const next = (test: (e: TraceEntry) => boolean, after: number) => {
      for (let index = after + 1; index < trace.length; index += 1) {
        const candidate = trace[index] as TraceEntry;
        if (test(candidate)) return index;
        if (closes(candidate)) return -1;
      }
      return -1;
    };
    const destroy = next((e) => isCallOf(e, 'destroy'), from);
    if (destroy < 0) continue;
    const left = next((e) => isDailyEvent(e, 'left-meeting'), destroy);
    if (left < 0) continue;
    // What Vapi's left-meeting handler did (a scenario's own rewrite may have dropped its events).
    let at = left + 1;
    const callEnd = isEvent(trace[at] as TraceEntry, 'call-end') ? at++ : null;
    const message = callEnd !== null && isEvent(trace[at] as TraceEntry, 'message') ? at++ : null;
    const stopRecording = isCallOf(trace[at] as TraceEntry, 'stopRecording') ? at++ : null;
    if (!isCallOf(trace[at] as TraceEntry, 'destroy')) continue;
    const again = at;
    const againDestroyed = next((e) => isDailyEvent(e, 'call-instance-destroyed'), again);
    if (againDestroyed < 0) continue;
    const created = trace.slice(0, from).findLastIndex((e) => isCallOf(e, 'createCallObject'));
    const joined = trace.slice(created + 1, from).some((e) => isDailyEvent(e, 'joined-meeting'));
    windows.push({
      from,
      destroy,
      handler: { callEnd, message, stopRecording },
      again,
      againDestroyed,
      joined,
    });
  }
  return windows;
}

function rewriteEnd(
  trace: TraceEntry[],
  window: EndWindow,
): { trace: TraceEntry[]; changed: number } {
  const { handler } = window;
  const moved = [handler.callEnd, handler.message].filter((index) => index !== null) as number[];
  const dropped = new Set([...moved, window.again, window.againDestroyed]);
  if (handler.stopRecording !== null) dropped.add(handler.stopRecording);
  const fixed: TraceEntry[] = [];
  const failed = isEvent(trace[window.from] as TraceEntry, 'call-start-failed');
  for (const [index, entry] of trace.entries()) {
    // A failed start that had joined reports the end before its failure.
    if (failed && index === window.from && window.joined) {
      fixed.push(...moved.map((at) => trace[at] as TraceEntry));
    }
    if (index === window.destroy) {
      if (!failed && window.joined) fixed.push(...moved.map((at) => trace[at] as TraceEntry));
      if (handler.stopRecording !== null) fixed.push(trace[handler.stopRecording] as TraceEntry);
    }
    if (!dropped.has(index)) fixed.push(entry);
  }
  return { trace: fixed, changed: dropped.size + (window.joined ? moved.length : 0) };
}

/**
 * Daily's fatal `error` during a call ends it in ours: the call object is in its `error` state
 * and will not recover, so the engine reports the end at once (`call-end`, and the visitor's
 * ended status unless the server sent its own), stops the recording and destroys the call
 * object, as it does for any end. Vapi only reports the error (and stops the recording): its
 * call goes on "started" until the meeting is left, and a new start is refused meanwhile. What
 * Vapi's handler does on a later `left-meeting` of that call then happened already.
 */
export const fatalErrorEndsTheCall: VapiBug = {
  name: "a fatal Daily error ends the call: call-end, the visitor's ended status, the call object destroyed",
  shownWhen: (vapi) => fatalWindows(vapi).length > 0,
  fix(trace) {
    let fixed = trace;
    let changed = 0;
    for (const window of fatalWindows(trace).reverse()) {
      const result = rewriteFatal(fixed, window);
      fixed = result.trace;
      changed += result.changed;
    }
    return { trace: fixed, changed };
  },
};

/** A fatal error during a live call, in Vapi's trace. */
interface FatalWindow {
  /** Vapi's `error` event (`daily-error`), right after Daily's. */
  reported: number;
  /** Vapi's `stopRecording()` right after it, if the call records. */
  stopRecording: number | null;
  /** What Vapi did on the call's later `left-meeting`: its end, to drop. */
  later: number[];
  /** The call object's id, for the `call-instance-destroyed` of its destroy. */
  callClientId: string;
  /** Whether the server had sent its own ended status in this call. */
  serverEnded: boolean;
}

function fatalWindows(trace: TraceEntry[]): FatalWindow[] {
  const windows: FatalWindow[] = [];
  for (const [index, entry] of trace.entries()) {
    if (!isDailyEvent(entry, 'error')) continue;
    const reported = index + 1;
    const event = trace[reported] as TraceEntry;
    if (!isEvent(event, 'error') || (event.args[0] as { type?: unknown }).type !== 'daily-error') {
      continue;
    }
    // A live call: the start that made it has returned.
    const started = trace
      .slice(0, index)
      .findLastIndex((e) => isCall(e, 'start') || isCall(e, 'reconnect'));
    const returned = trace
      .slice(started, index)
      .some((e) => e.kind === 'return' && (e.method === 'start' || e.method === 'reconnect'));
    if (started < 0 || !returned) continue;
    const stopRecording = isCallOf(trace[reported + 1] as TraceEntry, 'stopRecording')
      ? reported + 1
      : null;
    const callClientId = String((entry.payload as { callClientId?: unknown }).callClientId);
    const later: number[] = [];
    const left = trace.findIndex(
      (e, at) =>
        at > reported &&
        isDailyEvent(e, 'left-meeting') &&
        (e as { payload: { callClientId?: unknown } }).payload.callClientId === callClientId,
    );
    if (left >= 0) {
      for (let at = left + 1; at < trace.length; at += 1) {
        const next = trace[at] as TraceEntry;
        const handled =
          isEvent(next, 'call-end') ||
          isEvent(next, 'message') ||
          isCallOf(next, 'stopRecording') ||
          isCallOf(next, 'destroy') ||
          isDailyEvent(next, 'call-instance-destroyed');
        if (!handled) break;
        later.push(at);
      }
    }
    const serverEnded = trace
      .slice(started, index)
      .some(
        (e) =>
          isEvent(e, 'message') &&
          (e.args[0] as { type?: unknown; status?: unknown }).type === 'status-update' &&
          (e.args[0] as { status?: unknown }).status === 'ended',
      );
    windows.push({ reported, stopRecording, later, callClientId, serverEnded });
  }
  return windows;
}

function rewriteFatal(
  trace: TraceEntry[],
  window: FatalWindow,
): { trace: TraceEntry[]; changed: number } {
  const end: TraceEntry[] = [
    { kind: 'event', name: 'call-end', args: [] },
    ...(window.serverEnded
      ? []
      : [
          {
            kind: 'event',
            name: 'message',
            args: [{ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' }],
          } as TraceEntry,
        ]),
    ...(window.stopRecording === null ? [] : [trace[window.stopRecording] as TraceEntry]),
    { kind: 'daily', method: 'destroy', args: [] },
    {
      kind: 'daily-event',
      name: 'call-instance-destroyed',
      payload: { action: 'call-instance-destroyed', callClientId: window.callClientId },
    },
  ];
  const dropped = new Set([
    ...window.later,
    ...(window.stopRecording === null ? [] : [window.stopRecording]),
  ]);
  const fixed: TraceEntry[] = [];
  for (const [index, entry] of trace.entries()) {
    if (!dropped.has(index)) fixed.push(entry);
    if (index === window.reported) fixed.push(...end);
  }
  return { trace: fixed, changed: end.length + window.later.length };
}

/** Every scenario's engine differences, in the order they rewrite Vapi's trace. */
export const ENGINE_DIFFERENCES: readonly VapiBug[] = [
  fatalErrorEndsTheCall,
  theEndReportedOnce,
  avoidEvalByDefault,
  noIframeLookup,
  listenersOfTheDailyAdapter,
  explicitLoadBeforeJoin,
  localObserverAsTheStartCompletes,
];
