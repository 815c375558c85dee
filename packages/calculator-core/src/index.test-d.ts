import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { calculatorFormSchema, parseCalculatorShareLink, validateCalculatorForm } from './form';
import {
  buildCalculatorOutcomeFields,
  buildCalculatorShareLink,
  buildCalculatorWebhookBody,
  buildVerifyLink,
  CALCULATOR_HINTS,
  CALCULATOR_MESSAGES,
  type CalculatorCoreError,
  type CalculatorCoreErrorCode,
  type CalculatorField,
  type CalculatorFormErrors,
  type CalculatorFormValues,
  type CalculatorInput,
  type CalculatorNumbers,
  type CalculatorNumericField,
  type CalculatorPrefill,
  type CalculatorResult,
  type CalculatorValidationResult,
  type CalculatorWebhookBody,
  calculateMissedCallCost,
  calculatorHeading,
  DEFAULT_CALCULATOR_FORM_VALUES,
  DEFAULT_CALCULATOR_INPUT,
  formatCurrency,
  getMissedCallWarning,
  type MissedCallWarning,
  parseCalculatorPrefill,
} from './index';

describe('public types', () => {
  it('calculateMissedCallCost takes the six numbers and returns the four figures', () => {
    expectTypeOf(calculateMissedCallCost).parameter(0).toEqualTypeOf<CalculatorNumbers>();
    expectTypeOf(calculateMissedCallCost).returns.toEqualTypeOf<CalculatorResult>();
    expectTypeOf<CalculatorResult>().toEqualTypeOf<{
      lostRevenueMonthly: number;
      lostRevenueAnnual: number;
      lostProfitAnnual: number;
      jobsLostAnnual: number;
    }>();
    expectTypeOf<CalculatorInput>().toExtend<CalculatorNumbers>();
    expectTypeOf(DEFAULT_CALCULATOR_INPUT).toEqualTypeOf<Readonly<CalculatorNumbers>>();
  });

  it('the schema parses form values into a CalculatorInput', () => {
    expectTypeOf<v.InferOutput<typeof calculatorFormSchema>>().toEqualTypeOf<CalculatorInput>();
    expectTypeOf<v.InferInput<typeof calculatorFormSchema>>().toEqualTypeOf<CalculatorFormValues>();
    expectTypeOf<CalculatorFormValues['callsPerMonth']>().toEqualTypeOf<
      string | number | undefined
    >();
    expectTypeOf(DEFAULT_CALCULATOR_FORM_VALUES).toExtend<CalculatorFormValues>();
    expectTypeOf(calculatorFormSchema['~standard'].validate).toBeFunction();
  });

  it('validation returns a discriminated union with errors keyed by field', () => {
    expectTypeOf(validateCalculatorForm).returns.toEqualTypeOf<CalculatorValidationResult>();
    expectTypeOf(parseCalculatorShareLink).returns.toEqualTypeOf<CalculatorValidationResult>();
    expectTypeOf<CalculatorFormErrors>().toEqualTypeOf<Partial<Record<CalculatorField, string>>>();
    const checked = validateCalculatorForm({});
    if (checked.success) {
      expectTypeOf(checked.value).toEqualTypeOf<CalculatorInput>();
      // @ts-expect-error: a success has no errors
      checked.errors;
    } else {
      expectTypeOf(checked.errors.email).toEqualTypeOf<string | undefined>();
      // @ts-expect-error: a failure has no value
      checked.value;
    }
  });

  it('the webhook body has exactly the fields of CalculatorWebhookBody', () => {
    expectTypeOf(buildCalculatorWebhookBody).returns.toEqualTypeOf<CalculatorWebhookBody>();
    expectTypeOf<keyof CalculatorWebhookBody>().toEqualTypeOf<
      | 'name'
      | 'company'
      | 'email'
      | 'phone'
      | 'inbound_calls_per_month'
      | 'missed_call_percentage'
      | 'booking_rate_percent'
      | 'close_rate_percent'
      | 'average_job_value'
      | 'gross_margin_percent'
      | 'monthly_revenue_loss'
      | 'annual_revenue_loss'
      | 'annual_profit_loss'
      | 'jobs_lost_per_year'
    >();
    expectTypeOf(buildCalculatorOutcomeFields).returns.toEqualTypeOf<{
      calculator_url: string;
      revenue_loss: string;
      profit_loss: string;
      jobs_lost: string;
    }>();
  });

  it('prefill, links, warnings and formatting', () => {
    expectTypeOf(parseCalculatorPrefill).parameter(0).toEqualTypeOf<string | URLSearchParams>();
    expectTypeOf(parseCalculatorPrefill).returns.toEqualTypeOf<CalculatorPrefill>();
    expectTypeOf<CalculatorPrefill['prefilled']['email']>().toEqualTypeOf<boolean>();
    expectTypeOf(buildCalculatorShareLink).returns.toBeString();
    expectTypeOf(buildVerifyLink).returns.toBeString();
    expectTypeOf(calculatorHeading).returns.toBeString();
    expectTypeOf(formatCurrency).toEqualTypeOf<(amount: number) => string>();
    expectTypeOf(getMissedCallWarning).returns.toEqualTypeOf<MissedCallWarning | null>();
    expectTypeOf<MissedCallWarning['kind']>().toEqualTypeOf<'low' | 'high'>();
    expectTypeOf(CALCULATOR_HINTS).toEqualTypeOf<
      Readonly<Record<CalculatorNumericField, string>>
    >();
    expectTypeOf(CALCULATOR_MESSAGES.nameRequired).toEqualTypeOf<'Name is required'>();
    expectTypeOf<CalculatorCoreError['code']>().toEqualTypeOf<CalculatorCoreErrorCode>();
  });
});
