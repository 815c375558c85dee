// @vitest-environment jsdom
import {
  buildCalculatorOutcomeFields,
  buildCalculatorWebhookBody,
  CALCULATION_DELAY_MS,
  type CalculatorInput,
  calculateMissedCallCost,
} from '@org/calculator-core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteLog } from '../log';
import { useCalculator } from './use-calculator';

// Hoisted with the mocks that read them.
const { SITE_URL, CALCULATOR_WEBHOOK } = vi.hoisted(() => ({
  SITE_URL: 'https://www.example.test',
  CALCULATOR_WEBHOOK: 'https://hooks.example.test/calculator',
}));

// The build's configuration, from the environment in the site; here fixed, so the test needs none.
vi.mock('../site-config', () => ({
  siteConfig: { siteUrl: SITE_URL, webhooks: { calculator: CALCULATOR_WEBHOOK } },
}));

// The webhook client, loaded on demand in the site; here a spy, so no request leaves the test.
const sendCalculatorResults = vi.fn();
vi.mock('../load-webhooks', () => ({
  loadWebhooks: () => Promise.resolve({ sendCalculatorResults }),
}));

const INPUT: CalculatorInput = {
  name: 'Dana Owner',
  company: 'Acme Roofing',
  email: 'dana@acme.test',
  phone: '',
  callsPerMonth: 200,
  missedCallPercentage: 30,
  bookingRate: 50,
  closeRate: 40,
  averageJobValue: 1200,
  grossMargin: 45,
};

const OTHER_INPUT: CalculatorInput = { ...INPUT, company: 'Other Plumbing', callsPerMonth: 80 };

/** What the hook shows once `input` is worked out. */
function doneWith(input: CalculatorInput) {
  const result = calculateMissedCallCost(input);
  const outcome = buildCalculatorOutcomeFields(input, result, `${SITE_URL}/calculator/`);
  return { kind: 'done', input, result, outcome };
}

/** Moves the fake clock on and lets the promises it set off (the webhook's load) settle. */
async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  sendCalculatorResults.mockReset();
  sendCalculatorResults.mockResolvedValue({ ok: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCalculator', () => {
  it('starts idle and sets no timer', () => {
    const { result } = renderHook(() => useCalculator());
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows calculating for the whole delay, then the result, and only then posts it', async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    expect(result.current.state).toEqual({ kind: 'calculating' });

    await advance(CALCULATION_DELAY_MS - 1);
    expect(result.current.state).toEqual({ kind: 'calculating' });
    expect(sendCalculatorResults).not.toHaveBeenCalled();

    await advance(1);
    expect(result.current.state).toEqual(doneWith(INPUT));
    expect(sendCalculatorResults.mock.calls).toEqual([
      [
        buildCalculatorWebhookBody(INPUT, calculateMissedCallCost(INPUT)),
        { url: CALCULATOR_WEBHOOK },
      ],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the delay at 1.5 s', async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    await advance(1499);
    expect(result.current.state.kind).toBe('calculating');
    await advance(1);
    expect(result.current.state.kind).toBe('done');
  });

  it('clears the pending calculation when the page goes away first: nothing is posted', async () => {
    const { result, unmount } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    await advance(CALCULATION_DELAY_MS / 2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await advance(CALCULATION_DELAY_MS);
    expect(sendCalculatorResults).not.toHaveBeenCalled();
  });

  it('starts the delay over on a new calculation and shows and posts only the last', async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    await advance(CALCULATION_DELAY_MS - 100);
    act(() => result.current.calculate(OTHER_INPUT));
    expect(vi.getTimerCount()).toBe(1);

    await advance(CALCULATION_DELAY_MS - 1);
    expect(result.current.state).toEqual({ kind: 'calculating' });
    await advance(1);
    expect(result.current.state).toEqual(doneWith(OTHER_INPUT));
    expect(sendCalculatorResults).toHaveBeenCalledTimes(1);
    expect(sendCalculatorResults.mock.calls[0]?.[0]).toEqual(
      buildCalculatorWebhookBody(OTHER_INPUT, calculateMissedCallCost(OTHER_INPUT)),
    );
  });

  it('calculates again from done, through calculating', async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    await advance(CALCULATION_DELAY_MS);
    act(() => result.current.calculate(OTHER_INPUT));
    expect(result.current.state).toEqual({ kind: 'calculating' });
    await advance(CALCULATION_DELAY_MS);
    expect(result.current.state).toEqual(doneWith(OTHER_INPUT));
    expect(sendCalculatorResults).toHaveBeenCalledTimes(2);
  });

  it("shows a shared link's report at once and posts nothing", async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.show(INPUT));
    expect(result.current.state).toEqual(doneWith(INPUT));
    await advance(CALCULATION_DELAY_MS);
    expect(sendCalculatorResults).not.toHaveBeenCalled();
  });

  it('drops a calculation still pending when a shared report is shown', async () => {
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    act(() => result.current.show(OTHER_INPUT));
    expect(vi.getTimerCount()).toBe(0);
    await advance(CALCULATION_DELAY_MS);
    expect(result.current.state).toEqual(doneWith(OTHER_INPUT));
    expect(sendCalculatorResults).not.toHaveBeenCalled();
  });

  it('logs a failed post and keeps showing the result', async () => {
    const failure = new Error('webhook unreachable');
    sendCalculatorResults.mockRejectedValue(failure);
    const warn = vi.spyOn(siteLog, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useCalculator());
    act(() => result.current.calculate(INPUT));
    await advance(CALCULATION_DELAY_MS);
    expect(result.current.state).toEqual(doneWith(INPUT));
    expect(warn.mock.calls).toEqual([['The calculator results could not be sent.', failure]]);
  });
});
