import type {
  DailyEventObjectFatalError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
} from '@daily-co/daily-js';
import type { TimerScope } from '../timers';

/**
 * The network of a simulated call, as Daily's call machine reports it (daily-js 0.92's
 * `network-connection` and `network-quality-change`, typed against its index.d.ts): a lost
 * signalling connection is `interrupted`, then `connected` once it is back; one gone for
 * {@link SIMULATED_EJECT_AFTER_MS} ends the call as Daily's does, with its fatal
 * `connection-error` (`details.on: 'reconnect'`) and the meeting left. Its steps come from the
 * call's options (for stories and tests); the browser's `offline` and `online` cut and restore
 * the signalling too, so DevTools' offline switch shows it in `npm start`.
 */

/** One step of a simulated network, `at` milliseconds after the join (scaled as the plan is). */
export type SimulatedNetworkStep =
  | { at: number; signaling: 'interrupted' | 'connected' }
  | { at: number; quality: 'good' | 'low' }
  /** Daily gives up reconnecting now (as it does after {@link SIMULATED_EJECT_AFTER_MS}). */
  | { at: number; signaling: 'lost' };

/** How long Daily's call machine keeps reconnecting a lost signalling connection. */
export const SIMULATED_EJECT_AFTER_MS = 20_000;

type NetworkEvent =
  | DailyEventObjectNetworkConnectionEvent
  | DailyEventObjectNetworkQualityEvent
  | DailyEventObjectFatalError;

/** What a {@link SimulatedNetwork} works with: its call's. */
export interface SimulatedNetworkParts {
  timers: TimerScope;
  callClientId: string;
  emit(event: NetworkEvent): void;
  /** The connection is gone for good (after the fatal error): the call leaves the meeting. */
  lost(): void;
}

/** The network of one joined simulated call. */
export class SimulatedNetwork {
  readonly #parts: SimulatedNetworkParts;
  #interrupted = false;
  #cancelEjection: (() => void) | null = null;
  #stopWatching: () => void = () => {};

  /** Plays `steps` on the call's timers (`at` × `timeScale`), and follows the browser. */
  constructor(
    parts: SimulatedNetworkParts,
    steps: readonly SimulatedNetworkStep[],
    timeScale: number,
  ) {
    this.#parts = parts;
    for (const step of steps) {
      parts.timers.set(() => this.#play(step), Math.round(step.at * timeScale));
    }
    const target = globalThis.window;
    if (typeof target?.addEventListener !== 'function') return;
    const offline = () => this.#signaling(false);
    const online = () => this.#signaling(true);
    target.addEventListener('offline', offline);
    target.addEventListener('online', online);
    this.#stopWatching = () => {
      target.removeEventListener('offline', offline);
      target.removeEventListener('online', online);
    };
  }

  /** The call left: nothing more is reported (its timers are cleared with the call's). */
  dispose(): void {
    this.#stopWatching();
    this.#cancelEjection?.();
    this.#cancelEjection = null;
  }

  #play(step: SimulatedNetworkStep): void {
    if ('quality' in step) {
      this.#quality(step.quality === 'low');
    } else if (step.signaling === 'lost') {
      this.#signaling(false);
      this.#eject();
    } else {
      this.#signaling(step.signaling === 'connected');
    }
  }

  #signaling(up: boolean): void {
    if (up !== this.#interrupted) return;
    this.#interrupted = !up;
    const { callClientId, timers } = this.#parts;
    this.#parts.emit({
      action: 'network-connection',
      callClientId,
      type: 'signaling',
      event: up ? 'connected' : 'interrupted',
    });
    this.#cancelEjection?.();
    this.#cancelEjection = up ? null : timers.set(() => this.#eject(), SIMULATED_EJECT_AFTER_MS);
  }

  #quality(low: boolean): void {
    this.#parts.emit({
      action: 'network-quality-change',
      callClientId: this.#parts.callClientId,
      threshold: low ? 'low' : 'good',
      quality: low ? 30 : 100,
      networkState: low ? 'bad' : 'good',
      networkStateReasons: low ? ['recvPacketLoss'] : [],
      stats: {},
    });
  }

  /** Daily gives up: its fatal `connection-error`, then the meeting is left. */
  #eject(): void {
    this.#cancelEjection = null;
    const msg = 'The connection to the call was lost.';
    this.#parts.emit({
      action: 'error',
      callClientId: this.#parts.callClientId,
      errorMsg: msg,
      error: {
        type: 'connection-error',
        msg,
        details: { on: 'reconnect', sourceError: {} },
      },
    });
    this.dispose();
    this.#parts.lost();
  }
}
