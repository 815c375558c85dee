import type { TimerScope } from './timers';

/**
 * How the call's connection is, as both faces' listeners and the widget see it:
 * - `ok`: nothing to say.
 * - `weak`: Daily has rated the connection's quality `low` or `very-low` for 5 s without a
 *   break: the call goes on, and may sound choppy.
 * - `reconnecting`: a link of the call (Daily's signalling, its media server, or a peer) has been
 *   interrupted for longer than 1 s, or the browser says it is offline (that counts at once).
 *   Daily reconnects by itself; until then the visitor hears nothing new.
 */
export type ConnectionState = 'ok' | 'weak' | 'reconnecting';

/** The links of a call that daily-js reports on (`network-connection`'s `type`), and the browser's own. */
export type CallLink = 'signaling' | 'sfu' | 'peer-to-peer' | 'browser';

/**
 * How long an interruption may last before it is shown: signalling blips of a few hundred
 * milliseconds are common on mobile data, and LiveKit's guidance is not to show them.
 */
export const RECONNECTING_GRACE_MS = 1000;

/** How long Daily's quality threshold must stay low before the connection is called weak. */
export const WEAK_AFTER_MS = 5000;

/**
 * The one writer of a call's {@link ConnectionState}: it hears which links are up or down and how
 * Daily rates the quality, and reports each change of state once. Its grace and its patience with
 * a low quality run on the call's timers (cleared with the call), so a test moves them on its own
 * clock.
 */
export class ConnectionWatch {
  readonly #timers: TimerScope;
  readonly #report: (to: ConnectionState, from: ConnectionState) => void;
  /** The links down now. */
  readonly #down = new Set<CallLink>();
  /** Whether the interruption now under way has outlasted the grace. */
  #longDown = false;
  #cancelGrace: (() => void) | null = null;
  /** Whether the quality has been low for {@link WEAK_AFTER_MS}. */
  #weak = false;
  #cancelWeak: (() => void) | null = null;
  #state: ConnectionState = 'ok';

  constructor(timers: TimerScope, report: (to: ConnectionState, from: ConnectionState) => void) {
    this.#timers = timers;
    this.#report = report;
  }

  /** The connection's state now. */
  get state(): ConnectionState {
    return this.#state;
  }

  /** Whether any link is down now, shown yet or not (an end now is the connection's). */
  get interrupted(): boolean {
    return this.#down.size > 0;
  }

  /** A link went down (`up: false`) or came back; the browser's link counts at once. */
  link(link: CallLink, up: boolean): void {
    const wasDown = this.#down.size > 0;
    if (up) this.#down.delete(link);
    else this.#down.add(link);
    if (this.#down.size === 0) {
      this.#cancelGrace?.();
      this.#cancelGrace = null;
      this.#longDown = false;
    } else if (link === 'browser' && !up) {
      this.#longDown = true;
    } else if (!wasDown) {
      this.#cancelGrace = this.#timers.set(() => {
        this.#cancelGrace = null;
        this.#longDown = true;
        this.#update();
      }, RECONNECTING_GRACE_MS);
    }
    this.#update();
  }

  /**
   * Listens to the browser's `offline` and `online` (an `offline` shows at once: the browser
   * knows); a browser offline already counts from now. Returns the detach; nothing outside a
   * browser.
   */
  watchBrowser(): () => void {
    const target = globalThis.window;
    if (typeof target?.addEventListener !== 'function') return () => {};
    const offline = () => this.link('browser', false);
    const online = () => this.link('browser', true);
    target.addEventListener('offline', offline);
    target.addEventListener('online', online);
    if (globalThis.navigator?.onLine === false) offline();
    return () => {
      target.removeEventListener('offline', offline);
      target.removeEventListener('online', online);
    };
  }

  /** Daily's rating of the quality: `low` (its `low` or `very-low` threshold) or not. */
  quality(low: boolean): void {
    if (!low) {
      this.#cancelWeak?.();
      this.#cancelWeak = null;
      this.#weak = false;
    } else if (!this.#weak && !this.#cancelWeak) {
      this.#cancelWeak = this.#timers.set(() => {
        this.#cancelWeak = null;
        this.#weak = true;
        this.#update();
      }, WEAK_AFTER_MS);
    }
    this.#update();
  }

  #update(): void {
    const from = this.#state;
    const to: ConnectionState = this.#longDown ? 'reconnecting' : this.#weak ? 'weak' : 'ok';
    if (to === from) return;
    this.#state = to;
    this.#report(to, from);
  }
}
