import { describe, expect, it } from 'vitest';
import { dailyErrorText, isDailyEvent } from './error-event';

describe("daily-js's error events", () => {
  it('are told apart by their action', () => {
    expect(isDailyEvent({ action: 'error', errorMsg: 'x' })).toBe(true);
    for (const other of [null, undefined, 'error', { action: 1 }, {}, new Error('x')]) {
      expect(isDailyEvent(other)).toBe(false);
    }
  });

  it("give their error's msg, when it is text", () => {
    expect(dailyErrorText({ errorMsg: 'outer', error: { type: 'no-room', msg: 'Gone' } })).toBe(
      'Gone',
    );
    expect(dailyErrorText({ error: { msg: 3 } })).toBeUndefined();
    expect(dailyErrorText({ error: 'text' })).toBeUndefined();
    expect(dailyErrorText({ error: null })).toBeUndefined();
    expect(dailyErrorText({})).toBeUndefined();
  });
});
