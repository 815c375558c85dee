// biome-ignore-all lint/suspicious/noExplicitAny: listeners take any arguments, as `EventEmitter`'s do.
type Listener = (...args: any[]) => void;
type Entry = Listener & { listener?: Listener };
type Name<Events> = keyof Events & (string | symbol);

/**
 * The part of the `events` package's `EventEmitter` (3.3.0, what `@vapi-ai/web` extends in the
 * browser) that a Vapi client is used through, with its semantics: listeners run in order with
 * the emitter as `this`; `off()` removes the most recently added match, `once()` listeners
 * included; `emit('error')` with no `error` listener throws (the payload if it is an `Error`,
 * else `Error('Unhandled error. (…)')` with the payload as `context`); `removeAllListeners()`
 * clears every event only when called with no argument at all. It does not emit `newListener`
 * or `removeListener` and has no listener-count warning.
 */
export class EventEmitter<
  Events extends { [E in keyof Events]: Listener } = Record<string, Listener>,
> {
  readonly #events = new Map<string | symbol, Entry[]>();
  #max = 10;

  #add(type: string | symbol, listener: Entry, prepend: boolean): this {
    const list = this.#events.get(type) ?? [];
    if (prepend) list.unshift(listener);
    else list.push(listener);
    this.#events.set(type, list);
    return this;
  }

  #wrap(type: string | symbol, listener: Listener): Entry {
    let fired = false;
    const wrapper: Entry = (...args) => {
      if (fired) return;
      fired = true;
      this.removeListener(type as Name<Events>, wrapper as Events[Name<Events>]);
      listener.apply(this, args);
    };
    wrapper.listener = listener;
    return wrapper;
  }

  /** Adds `listener` for `type`. */
  on<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.#add(type, listener, false);
  }

  /** Adds `listener` for `type` (alias of {@link on}). */
  addListener<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.#add(type, listener, false);
  }

  /** Adds `listener` for `type` ahead of the others. */
  prependListener<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.#add(type, listener, true);
  }

  /** Adds `listener` for the next `type` event only. */
  once<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.#add(type, this.#wrap(type, listener), false);
  }

  /** Adds `listener` for the next `type` event only, ahead of the others. */
  prependOnceListener<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.#add(type, this.#wrap(type, listener), true);
  }

  /** Removes the most recently added `listener` of `type`, `once()` listeners included. */
  removeListener<E extends Name<Events>>(type: E, listener: Events[E]): this {
    const list = this.#events.get(type);
    if (!list) return this;
    for (let index = list.length - 1; index >= 0; index -= 1) {
      if (list[index] === listener || list[index]?.listener === listener) {
        list.splice(index, 1);
        break;
      }
    }
    if (list.length === 0) this.#events.delete(type);
    return this;
  }

  /** Removes `listener` of `type` (alias of {@link removeListener}). */
  off<E extends Name<Events>>(type: E, listener: Events[E]): this {
    return this.removeListener(type, listener);
  }

  /** Removes every listener of `type`, or of every event when called with no argument. */
  removeAllListeners(...type: [type?: Name<Events>]): this {
    // The `events` package tells the two apart by argument count: `(undefined)` clears nothing.
    if (type.length === 0) this.#events.clear();
    else this.#events.delete(type[0] as Name<Events>);
    return this;
  }

  /**
   * Calls the listeners of `type` with `args`; whether there were any.
   * @throws the payload (or an `Error` wrapping it) for an `error` event nobody listens to.
   */
  emit<E extends Name<Events>>(type: E, ...args: Parameters<Events[E]>): boolean {
    const list = this.#events.get(type);
    if (!list) {
      if (type !== 'error') return false;
      const error = args[0];
      if (error instanceof Error) throw error;
      const unhandled = new Error(`Unhandled error.${error ? ` (${error.message})` : ''}`);
      (unhandled as Error & { context?: unknown }).context = error;
      throw unhandled;
    }
    for (const listener of [...list]) listener.apply(this, args);
    return true;
  }

  /** How many listeners `type` has. */
  listenerCount(type: Name<Events>): number {
    return this.#events.get(type)?.length ?? 0;
  }

  /** The listeners of `type`, `once()` ones unwrapped. */
  listeners<E extends Name<Events>>(type: E): Events[E][] {
    return (this.#events.get(type) ?? []).map((entry) => (entry.listener ?? entry) as Events[E]);
  }

  /** The listeners of `type` as stored, `once()` wrappers included. */
  rawListeners(type: Name<Events>): ((...args: any[]) => void)[] {
    return [...(this.#events.get(type) ?? [])];
  }

  /** The events that have listeners. */
  eventNames(): Name<Events>[] {
    return [...this.#events.keys()] as Name<Events>[];
  }

  /** Sets the listener count above which `EventEmitter` would warn (kept for compatibility). */
  setMaxListeners(count: number): this {
    this.#max = count;
    return this;
  }

  /** The count set by {@link setMaxListeners} (default 10). */
  getMaxListeners(): number {
    return this.#max;
  }
}
