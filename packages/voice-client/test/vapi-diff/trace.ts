/**
 * The trace both clients leave in a differential scenario: every event they emit, every call
 * they make into daily-js, every request they send through `fetch`, what the scenario asked of
 * them and what it got back, in the order it happened. Values are copied when recorded (an
 * audio element's volume, say, can change later) into plain data that `toEqual` compares.
 */

/** One thing that happened, in order. */
export type TraceEntry =
  /** A public method the scenario called on the client. */
  | { kind: 'call'; method: string; args: unknown[] }
  /** What that method returned (synchronously, or the value its promise resolved with). */
  | { kind: 'return'; method: string; value: unknown }
  /** What it threw (synchronously, or what its promise rejected with). */
  | { kind: 'throw'; method: string; error: unknown }
  /** An event the client emitted to its listeners. */
  | { kind: 'event'; name: string; args: unknown[] }
  /** An event a listener the scenario added itself received (the listener API scenario). */
  | { kind: 'listener'; id: string; name: string; args: unknown[] }
  /** A call into the fake daily-js: `createCallObject` or a call-object method. */
  | { kind: 'daily'; method: string; args: unknown[] }
  /** An event the fake call object delivered to the client's Daily listeners. */
  | { kind: 'daily-event'; name: string; payload: unknown }
  /** A request through the fake `fetch`. */
  | { kind: 'fetch'; method: string; url: string; headers: Record<string, string>; body: unknown }
  /** The page played an `<audio>` element (the assistant's voice). */
  | { kind: 'dom'; action: 'play'; element: unknown }
  /** A marker the scenario wrote, so a diff reads as a story. */
  | { kind: 'step'; note: string };

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const DURATION_KEYS = new Set(['duration', 'totalDuration', 'delaySeconds']);
const STACK_KEYS = new Set(['stack', 'errorStack']);

/**
 * Copies a value into plain data, keeping what a consumer could observe: an element's playback
 * state, an error's fields, a class instance's own fields (and its class name).
 */
export function snapshot(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'function') return '<function>';
  if (typeof value !== 'object') return value;
  if (seen.has(value)) return '<cycle>';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => snapshot(item, seen));
    if (value instanceof Date) return value.toISOString();
    if (typeof HTMLMediaElement !== 'undefined' && value instanceof HTMLMediaElement) {
      return {
        $element: value.tagName.toLowerCase(),
        participantId: value.dataset.participantId,
        volume: value.volume,
        muted: value.muted,
        autoplay: value.autoplay,
        srcObject: snapshot((value as { srcObject?: unknown }).srcObject ?? null, seen),
        inDocument: value.isConnected,
      };
    }
    if (typeof Response !== 'undefined' && value instanceof Response) {
      return { $class: 'Response', status: value.status, ...plainFields(value, seen) };
    }
    const prototype = Object.getPrototypeOf(value) as object | null;
    if (value instanceof Error) {
      const fields: Record<string, unknown> = {
        $error: value.constructor.name,
        name: value.name,
        message: value.message,
      };
      for (const key of Object.getOwnPropertyNames(value)) {
        if (key === 'message') continue;
        fields[key] = snapshot((value as unknown as Record<string, unknown>)[key], seen);
      }
      return fields;
    }
    if (prototype === Object.prototype || prototype === null) return plainFields(value, seen);
    return { $class: value.constructor.name, ...plainFields(value, seen) };
  } finally {
    seen.delete(value);
  }
}

function plainFields(value: object, seen: WeakSet<object>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) fields[key] = snapshot(item, seen);
  return fields;
}

/**
 * Replaces what differs from run to run and nothing else: ISO timestamps, durations (wall-clock
 * measurements), stack traces.
 */
export function normalise(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (ISO.test(value)) return '<iso>';
    if (key !== undefined && STACK_KEYS.has(key) && value.includes('\n')) return '<stack>';
    return value;
  }
  if (typeof value === 'number' && key !== undefined && DURATION_KEYS.has(key)) {
    return '<duration>';
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = normalise(item, name);
    return out;
  }
  return value;
}

/** The recorder: one per client run. */
export class Trace {
  readonly entries: TraceEntry[] = [];

  /** Records an entry, copying and normalising its values now. */
  push(entry: TraceEntry): void {
    this.entries.push(normalise(snapshot(entry)) as TraceEntry);
  }

  /**
   * Records an entry now whose `field` is known only later (a request's body, read from its
   * stream): the entry takes its place in the order now, and the returned function fills the
   * field in when it is known.
   */
  pushPending<K extends TraceEntry['kind'], F extends string>(
    entry: Omit<Extract<TraceEntry, { kind: K }>, F> & { kind: K },
    field: F,
  ): (value: unknown) => void {
    const recorded = normalise(snapshot(entry)) as Record<string, unknown>;
    this.entries.push(recorded as TraceEntry);
    return (value) => {
      recorded[field] = normalise(snapshot(value), field);
    };
  }

  /** A marker in the story. */
  step(note: string): void {
    this.push({ kind: 'step', note });
  }

  /**
   * Calls a public method of the client and records the call and its outcome; a promise's
   * outcome is recorded when it settles, so it lands where it happened among the events.
   */
  invoke(target: object, method: string, ...args: unknown[]): unknown {
    this.push({ kind: 'call', method, args });
    const fn = (target as Record<string, unknown>)[method];
    let result: unknown;
    try {
      if (typeof fn !== 'function') throw new TypeError(`${method} is not a function`);
      result = fn.apply(target, args);
    } catch (error) {
      this.push({ kind: 'throw', method, error });
      return undefined;
    }
    // Chained methods (`on`, `once`…) return the client itself; its internals are not the point.
    const shown = (value: unknown) => (value === target ? '<the client>' : value);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => this.push({ kind: 'return', method, value: shown(value) }),
        (error: unknown) => this.push({ kind: 'throw', method, error }),
      );
    }
    this.push({ kind: 'return', method, value: shown(result) });
    return result;
  }

  /** Entries of one kind. */
  only<K extends TraceEntry['kind']>(kind: K): Extract<TraceEntry, { kind: K }>[] {
    return this.entries.filter(
      (entry): entry is Extract<TraceEntry, { kind: K }> => entry.kind === kind,
    );
  }

  /** Event names, in order (for reading a failure). */
  eventNames(): string[] {
    return this.only('event').map((entry) => entry.name);
  }
}

/**
 * Where two traces part, in one line each side, so a failing comparison says first what the
 * full diff below it shows.
 */
export function firstDifference(ours: TraceEntry[], vapi: TraceEntry[]): string {
  const length = Math.max(ours.length, vapi.length);
  for (let index = 0; index < length; index += 1) {
    const a = JSON.stringify(ours[index]);
    const b = JSON.stringify(vapi[index]);
    if (a !== b) {
      return `traces part at entry ${index}:\n  ours: ${a}\n  vapi: ${b}`;
    }
  }
  return 'traces are equal';
}
