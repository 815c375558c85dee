import { describe, expect, it } from 'vitest';
import { CallSlot, callSlotFor } from './call-slot';
import { isVoiceClientError } from './voice-client-error';

/** A promise and its resolve, for a call's closing. */
function closing() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Lets every queued promise callback run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const live = new AbortController().signal;

describe('CallSlot', () => {
  it('is taken at once, in the caller’s run, when free or held by the same owner', () => {
    const slot = new CallSlot();
    const owner = {};
    expect(slot.claim(owner, live)).toBeUndefined();
    expect(slot.claim(owner, live)).toBeUndefined();
  });

  it('refuses a claim beside a live call, with the message both faces report', () => {
    const slot = new CallSlot();
    slot.claim({}, live);
    let refusal: unknown;
    try {
      slot.claim({}, live);
    } catch (error) {
      refusal = error;
    }
    expect(isVoiceClientError(refusal, 'start-method-error')).toBe(true);
    expect((refusal as Error).message).toBe('Another call is already in progress on this page.');
  });

  it('waits for a closing call, then takes the slot; the next claim finds it live', async () => {
    const slot = new CallSlot();
    const first = {};
    slot.claim(first, live);
    const end = closing();
    slot.release(first, end.promise);
    let taken = false;
    const waiting = slot.claim({}, live)?.then(() => {
      taken = true;
    });
    expect(waiting).toBeInstanceOf(Promise);
    await flush();
    expect(taken).toBe(false);
    end.resolve();
    await waiting;
    expect(taken).toBe(true);
    expect(() => slot.claim({}, live)).toThrow('Another call is already in progress on this page.');
  });

  it('of three waiting for one closing call, one takes the slot and the others are refused', async () => {
    const slot = new CallSlot();
    const first = {};
    slot.claim(first, live);
    const end = closing();
    slot.release(first, end.promise);
    const outcomes = [{}, {}, {}].map((owner) =>
      (slot.claim(owner, live) as Promise<void>).then(
        () => 'taken',
        (error: Error) => error.message,
      ),
    );
    end.resolve();
    expect(await Promise.all(outcomes)).toEqual([
      'taken',
      'Another call is already in progress on this page.',
      'Another call is already in progress on this page.',
    ]);
  });

  it('waits again when another call took the slot and is closing by the time its wait ends', async () => {
    const slot = new CallSlot();
    const first = {};
    slot.claim(first, live);
    const firstEnd = closing();
    slot.release(first, firstEnd.promise);
    // As the first call is gone, a third party takes the slot and at once starts closing it.
    const other = {};
    const otherEnd = closing();
    void firstEnd.promise.then(() => {
      slot.claim(other, live);
      slot.release(other, otherEnd.promise);
    });
    let taken = false;
    const waiting = slot.claim({}, live)?.then(() => {
      taken = true;
    });
    firstEnd.resolve();
    await flush();
    expect(taken).toBe(false);
    otherEnd.resolve();
    await waiting;
    expect(taken).toBe(true);
  });

  it('ends a wait with `cancelled` when its signal aborts, and frees nothing', async () => {
    const slot = new CallSlot();
    const first = {};
    slot.claim(first, live);
    slot.release(first, closing().promise);
    const abort = new AbortController();
    const waiting = slot.claim({}, abort.signal);
    abort.abort();
    await expect(waiting).rejects.toSatisfy((error) => isVoiceClientError(error, 'cancelled'));
    // Still the first call's, closing: a new claim waits.
    expect(slot.claim({}, live)).toBeInstanceOf(Promise);
  });

  it('frees itself once the holder’s closing settles, even when it rejects', async () => {
    const slot = new CallSlot();
    const first = {};
    slot.claim(first, live);
    slot.release(first, Promise.reject(new Error('destroy failed')));
    await flush();
    expect(slot.claim({}, live)).toBeUndefined();
  });

  it('ignores a release by an owner that does not hold it', () => {
    const slot = new CallSlot();
    slot.claim({}, live);
    slot.release({}, Promise.resolve());
    expect(() => slot.claim({}, live)).toThrow('Another call is already in progress on this page.');
  });
});

describe('callSlotFor', () => {
  it('gives clients of one call-object factory one slot, and another factory its own', () => {
    const daily = {};
    expect(callSlotFor(daily)).toBe(callSlotFor(daily));
    expect(callSlotFor({})).not.toBe(callSlotFor(daily));
  });
});
