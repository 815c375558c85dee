import { LISTENER_LIMIT_DEFAULT } from './constants';
import type { Logger } from './logger';

/** A map of event name to the argument list its listeners receive. */
export type EventMap = { [event: string]: unknown[] };

// The constraint is EventMap written out: EventMap is internal, and a public type should not
// name it.
/** A listener for one event of `Events`. */
export type Listener<Events extends { [event: string]: unknown[] }, K extends keyof Events> = (
  ...args: Events[K]
) => void;

/** Removes the listener it was returned for. Calling it twice is harmless. */
export type Detach = () => void;

/**
 * A typed stream of events, as the call engine hands them to a face: a throwing listener is
 * logged, never allowed to break the stream or the other listeners. The `./vapi` drop-in runs its
 * engine on this alone (its own listener API is `EventEmitter`'s); {@link Emitter} adds what the
 * native face's public API offers.
 */
export class EventStream<Events extends EventMap> {
  // Listeners of different events have different types; each is only ever called with its own.
  readonly #listeners = new Map<keyof Events, Set<unknown>>();
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Adds `listener`; returns the function that removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events, K>): Detach {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    return () => this.off(event, listener);
  }

  /** Removes `listener` from `event`. */
  off<K extends keyof Events>(event: K, listener: Listener<Events, K>): void {
    const set = this.#listeners.get(event);
    set?.delete(listener);
    if (set?.size === 0) this.#listeners.delete(event);
  }

  /** Removes every listener of `event`, or of every event. */
  removeAllListeners(event?: keyof Events): void {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
  }

  /** How many listeners `event` has, or all events together. */
  listenerCount(event?: keyof Events): number {
    if (event !== undefined) return this.#listeners.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.#listeners.values()) total += set.size;
    return total;
  }

  /** Calls every listener of `event` with `args`, in the order they were added. */
  emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set] as Listener<Events, K>[]) {
      try {
        listener(...args);
      } catch (error) {
        this.#logger.error(`A "${String(event)}" listener threw`, error);
      }
    }
  }
}

/**
 * A small typed event emitter: an {@link EventStream} with `once()`, whose `on()` logs a leak
 * warning past `limit` listeners on one event.
 */
export class Emitter<Events extends EventMap> extends EventStream<Events> {
  readonly #logger: Logger;
  readonly #limit: number;

  constructor(logger: Logger, limit = LISTENER_LIMIT_DEFAULT) {
    super(logger);
    this.#logger = logger;
    this.#limit = limit;
  }

  /** Adds `listener`; returns the function that removes it. */
  override on<K extends keyof Events>(event: K, listener: Listener<Events, K>): Detach {
    const detach = super.on(event, listener);
    if (this.listenerCount(event) > this.#limit) {
      this.#logger.warn(`More than ${this.#limit} listeners on "${String(event)}": a leak?`);
    }
    return detach;
  }

  /** Adds a listener that removes itself after its first call. */
  once<K extends keyof Events>(event: K, listener: Listener<Events, K>): Detach {
    const wrapper: Listener<Events, K> = (...args) => {
      detach();
      listener(...args);
    };
    const detach = this.on(event, wrapper);
    return detach;
  }
}
