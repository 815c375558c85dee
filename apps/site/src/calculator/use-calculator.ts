import {
  buildCalculatorOutcomeFields,
  buildCalculatorWebhookBody,
  CALCULATION_DELAY_MS,
  type CalculatorInput,
  type CalculatorOutcomeFields,
  type CalculatorResult,
  calculateMissedCallCost,
} from '@org/calculator-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadWebhooks } from '../load-webhooks';
import { siteLog } from '../log';
import { siteConfig } from '../site-config';

/**
 * Where the calculator is:
 *
 *   idle ──calculate──▶ calculating ──1.5 s──▶ done ──calculate──▶ calculating …
 *
 * The delay is deliberate: the overlay reassures the visitor that their numbers were worked on.
 */
export type CalculatorState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'calculating' }
  | {
      readonly kind: 'done';
      readonly input: CalculatorInput;
      readonly result: CalculatorResult;
      readonly outcome: CalculatorOutcomeFields;
    };

/**
 * Runs a calculation: shows `calculating` for the artificial delay, then the result, then posts it
 * to the calculator webhook. The webhook's outcome changes nothing the visitor sees; a failure is
 * logged only. The pending timer is cleared if the page goes away first.
 */
export function useCalculator() {
  const [state, setState] = useState<CalculatorState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const calculate = useCallback((input: CalculatorInput) => {
    clearTimeout(timer.current);
    setState({ kind: 'calculating' });
    timer.current = setTimeout(() => {
      const result = calculateMissedCallCost(input);
      const outcome = buildCalculatorOutcomeFields(
        input,
        result,
        `${siteConfig.siteUrl}/calculator/`,
      );
      setState({ kind: 'done', input, result, outcome });
      loadWebhooks()
        .then(({ sendCalculatorResults }) =>
          sendCalculatorResults(buildCalculatorWebhookBody(input, result), {
            url: siteConfig.webhooks.calculator,
          }),
        )
        .catch((error: unknown) => {
          siteLog.warn('The calculator results could not be sent.', error);
        });
    }, CALCULATION_DELAY_MS);
  }, []);

  /**
   * Shows the report of a shared link at once: no delay, and nothing is posted, since the
   * calculation was sent when it was first made.
   */
  const show = useCallback((input: CalculatorInput) => {
    clearTimeout(timer.current);
    const result = calculateMissedCallCost(input);
    const outcome = buildCalculatorOutcomeFields(
      input,
      result,
      `${siteConfig.siteUrl}/calculator/`,
    );
    setState({ kind: 'done', input, result, outcome });
  }, []);

  return { state, calculate, show };
}
