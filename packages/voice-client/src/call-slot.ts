import { cancelledError, raceSignal } from './timers';
import { VoiceClientError } from './voice-client-error';

/** Who holds a slot: its owner (a call session) and, once it is closing, the end of that. */
interface Holder {
  readonly owner: object;
  closing: Promise<void> | null;
}

/**
 * The one call a page may hold. daily-js refuses a second call object while one lives
 * ("Duplicate DailyIframe instances are not allowed"), for every client on the page, so the
 * wait for a closing call cannot be per client: a remounted component's new client must wait
 * for the old client's call to be destroyed before it creates its own.
 */
export class CallSlot {
  #holder: Holder | null = null;

  /**
   * Takes the slot for `owner`: at once (in the caller's run) when it is free, else once the call
   * closing in it is gone, for which the returned promise waits.
   * @throws {VoiceClientError} `start-method-error` while another live call holds it (at once);
   * `cancelled` (a rejection) when `signal` aborts during the wait.
   */
  claim(owner: object, signal: AbortSignal): Promise<void> | undefined {
    const holder = this.#holder;
    if (holder === null || holder.owner === owner) {
      this.#holder = { owner, closing: null };
      return undefined;
    }
    if (holder.closing === null) {
      throw new VoiceClientError(
        'start-method-error',
        'Another call is already in progress on this page.',
      );
    }
    // Claimed again once it is gone: another client may have taken the slot meanwhile.
    return raceSignal(holder.closing, signal, cancelledError).then(() => this.claim(owner, signal));
  }

  /** `owner` is closing; the slot frees itself once `closing` settles. No-op for a non-holder. */
  release(owner: object, closing: Promise<void>): void {
    const holder = this.#holder;
    if (holder === null || holder.owner !== owner || holder.closing !== null) return;
    holder.closing = closing;
    const free = () => {
      if (this.#holder === holder) this.#holder = null;
    };
    closing.then(free, free);
  }
}

// Keyed by the call-object factory: clients that share daily-js (the default loader, or one
// injected factory) share its one-call limit; an unrelated factory gets a slot of its own.
const slots = new WeakMap<object, CallSlot>();

/** The page-wide slot of the call objects `factoryKey` creates. */
export function callSlotFor(factoryKey: object): CallSlot {
  let slot = slots.get(factoryKey);
  if (!slot) {
    slot = new CallSlot();
    slots.set(factoryKey, slot);
  }
  return slot;
}
