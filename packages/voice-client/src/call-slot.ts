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
   * Takes the slot for `owner`, first waiting for a call that is closing to be gone.
   * @throws {VoiceClientError} `start-method-error` while another live call holds it;
   * `cancelled` when `signal` aborts during the wait.
   */
  async claim(owner: object, signal: AbortSignal): Promise<void> {
    for (;;) {
      const holder = this.#holder;
      if (holder === null || holder.owner === owner) break;
      if (holder.closing === null) {
        throw new VoiceClientError(
          'start-method-error',
          'Another call is already in progress on this page.',
        );
      }
      await raceSignal(holder.closing, signal, cancelledError);
    }
    // No await between the check above and this line: two starts cannot both pass.
    this.#holder = { owner, closing: null };
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
