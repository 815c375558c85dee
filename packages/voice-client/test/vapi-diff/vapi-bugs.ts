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
}

/**
 * Applies a scenario's bugs to Vapi's trace in order, each to what the ones before it left (and
 * a rerun to the options the ones before it ran with). Returns the fixed trace and what each
 * bug changed, for the caller to assert.
 */
export async function fixVapiTrace(
  trace: TraceEntry[],
  bugs: readonly VapiBug[],
  options: RunOptions,
  runVapi: (options: RunOptions) => Promise<TraceEntry[]>,
): Promise<{ trace: TraceEntry[]; changes: { name: string; changed: number }[] }> {
  let fixed = trace;
  let current = options;
  const changes: { name: string; changed: number }[] = [];
  for (const bug of bugs) {
    const result = await bug.fix(fixed, async (change) => {
      const changed = change(current);
      return { trace: await runVapi(changed), options: changed };
    });
    changes.push({ name: bug.name, changed: result.changed });
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

const isDaily = (entry: TraceEntry, method: string): entry is DailyEntry =>
  entry.kind === 'daily' && entry.method === method;

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
      /** The start's warm call object: asked for (the request is on its way), or created. */
      let warm: { state: 'requested' | 'failed' } | { state: 'created'; index: number } | null =
        null;
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
