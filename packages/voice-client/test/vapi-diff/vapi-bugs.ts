import type { TraceEntry } from './trace';

/**
 * A bug of `@vapi-ai/web` 2.7.1 that ours fixes, the only kind of difference the differential
 * test allows. `fix` rewrites Vapi's trace into what ours must do instead and counts what it
 * touched; a scenario that lists a bug asserts the count is not zero, so an exception can only
 * cover a difference Vapi really shows there.
 */
export interface VapiBug {
  name: string;
  fix(trace: TraceEntry[]): { trace: TraceEntry[]; changed: number };
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
