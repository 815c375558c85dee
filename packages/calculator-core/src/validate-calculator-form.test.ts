import { calculatorWebhookBodySchema } from '@org/webhooks';
import { fieldLimits } from '@org/webhooks/rules';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS, validFormValues, validInput } from '../test/arbitraries';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { type CalculatorFormValues, calculatorFormSchema } from './calculator-form-schema';
import { DEFAULT_CALCULATOR_FORM_VALUES } from './defaults';
import { CALCULATOR_FIELDS, CALCULATOR_NUMERIC_FIELDS } from './fields';
import { MAX_QUERY_VALUE_LENGTH } from './query-values';
import { validateCalculatorForm } from './validate-calculator-form';
import { buildCalculatorWebhookBody } from './webhook-body';

const NAME = 'Name is required';
const EMAIL = 'Please enter a valid email';
const REQUIRED = 'This field is required';

describe('validateCalculatorForm: the form messages', () => {
  it('accepts a complete form and parses its numbers', () => {
    expect(validateCalculatorForm(validFormValues())).toEqual({
      success: true,
      value: {
        name: 'Ann Smith',
        company: 'Acme Roofing',
        email: 'ann@acme.test',
        phone: '555 010 0000',
        callsPerMonth: 60,
        missedCallPercentage: 30,
        bookingRate: 50,
        closeRate: 30,
        averageJobValue: 9000,
        grossMargin: 35,
      },
    });
  });

  it.each([
    { field: 'name', value: '', message: NAME },
    { field: 'name', value: '   ', message: NAME },
    { field: 'email', value: '', message: EMAIL },
    { field: 'email', value: '  ', message: EMAIL },
    { field: 'email', value: 'ann', message: EMAIL },
    { field: 'email', value: 'ann@acme', message: EMAIL },
    { field: 'email', value: '@acme.test', message: EMAIL },
    { field: 'email', value: 'ann@.test', message: EMAIL },
    { field: 'email', value: 'ann@acme.', message: EMAIL },
    { field: 'email', value: 'ann smith@acme.test', message: EMAIL },
    { field: 'email', value: 'ann@@acme.test', message: EMAIL },
    // A valid address followed by junk: only the pattern's `$` anchor refuses these.
    { field: 'email', value: 'a@b.c@d', message: EMAIL },
    { field: 'email', value: 'ann@acme.com junk', message: EMAIL },
    ...CALCULATOR_NUMERIC_FIELDS.flatMap((field) => [
      { field, value: '', message: REQUIRED },
      { field, value: ' ', message: REQUIRED },
      { field, value: 'sixty', message: REQUIRED },
    ]),
  ] as const)('$field = $value shows "$message"', ({ field, value, message }) => {
    expect(validateCalculatorForm(validFormValues({ [field]: value }))).toEqual({
      success: false,
      errors: { [field]: message },
    });
  });

  it('reports a missing key like an empty one', () => {
    const values: Partial<CalculatorFormValues> = validFormValues();
    delete values.name;
    delete values.email;
    delete values.grossMargin;
    expect(validateCalculatorForm(values)).toEqual({
      success: false,
      errors: { name: NAME, email: EMAIL, grossMargin: REQUIRED },
    });
  });

  it('gives one message per field, with the fields in CALCULATOR_FIELDS order', () => {
    const empty = Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, '']));
    const checked = validateCalculatorForm(empty as unknown as CalculatorFormValues);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(Object.entries(checked.errors)).toEqual([
      ['name', NAME],
      ['email', EMAIL],
      ...CALCULATOR_NUMERIC_FIELDS.map((field) => [field, REQUIRED]),
    ]);
  });

  it.each([null, 'ann', 42])('reads %j, which is not an object, as an empty form', (input) => {
    const checked = validateCalculatorForm(input as unknown as CalculatorFormValues);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(Object.keys(checked.errors)).toEqual(
      CALCULATOR_FIELDS.filter((f) => f !== 'company' && f !== 'phone'),
    );
  });

  it('keeps the first message of a field that breaks two rules', () => {
    // Too long and without an @: the length check comes first.
    expect(validateCalculatorForm(validFormValues({ email: 'x'.repeat(300) }))).toEqual({
      success: false,
      errors: { email: 'Please keep this to 254 characters or fewer' },
    });
  });
});

describe('validateCalculatorForm: what it lets through', () => {
  it('enforces no numeric bounds', () => {
    const checked = validateCalculatorForm(
      validFormValues({
        callsPerMonth: '-5',
        missedCallPercentage: '250',
        averageJobValue: '1e12',
      }),
    );
    expect(checked.success && checked.value).toMatchObject({
      callsPerMonth: -5,
      missedCallPercentage: 250,
      averageJobValue: 1e12,
    });
  });

  it('accepts numbers as numbers, for inputs read with valueAsNumber', () => {
    const checked = validateCalculatorForm(validFormValues({ callsPerMonth: 75, grossMargin: 0 }));
    expect(checked.success && checked.value).toMatchObject({ callsPerMonth: 75, grossMargin: 0 });
    expect(validateCalculatorForm(validFormValues({ callsPerMonth: Number.NaN }))).toEqual({
      success: false,
      errors: { callsPerMonth: REQUIRED },
    });
  });

  it('trims text and leaves company and phone optional and unchecked', () => {
    const values = validFormValues({ name: '  Ann ', email: ' ann@acme.test ', phone: 'call me' });
    delete values.company;
    const checked = validateCalculatorForm(values);
    expect(checked.success && checked.value).toMatchObject({
      name: 'Ann',
      email: 'ann@acme.test',
      company: '',
      phone: 'call me',
    });
  });

  it('accepts every valid form, numbers typed or read as numbers, and returns its values', () => {
    // Within the webhook's limits: the arbitrary's graphemes can be several code units each.
    const fitting = validInput.filter(
      (input) =>
        input.email.length <= fieldLimits.email &&
        [input.name, input.company, input.phone].every(
          (text) => text.length <= fieldLimits.shortText,
        ),
    );
    fc.assert(
      fc.property(fitting, fc.boolean(), (input, typed) => {
        const values = { ...input } as Record<string, string | number>;
        for (const field of CALCULATOR_NUMERIC_FIELDS) {
          // As a text input holds it (padded, since the form trims), or as valueAsNumber reads it.
          values[field] = typed ? ` ${String(input[field])} ` : input[field];
        }
        expect(validateCalculatorForm(values as unknown as CalculatorFormValues)).toEqual({
          success: true,
          value: input,
        });
      }),
      PROPERTY_RUNS,
    );
  });

  it('never throws and always answers in one of the two shapes, both of which occur', () => {
    const hostile = fc.oneof(fc.string(), fc.double(), fc.constant(undefined));
    // A valid form with some fields (or none) replaced by anything at all.
    const spoiled = fc.oneof(
      fc.constant([] as string[]),
      fc.subarray([...CALCULATOR_FIELDS], { minLength: 1 }),
    );
    const form = fc
      .tuple(fc.constant(validFormValues()), spoiled, fc.array(hostile, { minLength: 10 }))
      .map(([values, fields, junk]) => ({
        ...values,
        ...Object.fromEntries(fields.map((field, i) => [field, junk[i]])),
      }));
    const shapes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(form, (values) => {
        const checked = validateCalculatorForm(values as unknown as CalculatorFormValues);
        shapes[checked.success ? 'accepted' : 'refused'] += 1;
        expect(Object.keys(checked).sort()).toEqual(
          checked.success ? ['success', 'value'] : ['errors', 'success'],
        );
        const numbers = checked.success
          ? CALCULATOR_NUMERIC_FIELDS.map((field) => checked.value[field])
          : [];
        expect(numbers.every(Number.isFinite)).toBe(true);
        const messages = checked.success ? [] : Object.values(checked.errors);
        expect(checked.success || messages.length > 0).toBe(true);
      }),
      PROPERTY_RUNS,
    );
    // Each branch above ran: a property that only ever saw one shape would prove nothing.
    expect(shapes.accepted).toBeGreaterThan(0);
    expect(shapes.refused).toBeGreaterThan(0);
  });
});

describe('calculatorFormSchema as a Standard Schema (for form libraries)', () => {
  it('validates through ~standard with issues that name their field', async () => {
    const standard = calculatorFormSchema['~standard'];
    expect(standard.vendor).toBe('valibot');
    const failed = await standard.validate(validFormValues({ email: '' }));
    expect(failed.issues?.map((issue) => [issue.path?.[0], issue.message])).toEqual([
      [expect.objectContaining({ key: 'email' }), EMAIL],
    ]);
    const passed = await standard.validate(validFormValues());
    expect(passed.issues).toBeUndefined();
  });
});

describe('validateCalculatorForm field limits (the webhook body’s, one definition)', () => {
  const long = 'x'.repeat(fieldLimits.shortText + 1);

  it.each(['name', 'company', 'phone'] as const)(
    'refuses a %s over the limit with its own message',
    (field) => {
      const checked = validateCalculatorForm({
        ...DEFAULT_CALCULATOR_FORM_VALUES,
        name: 'Ann',
        email: 'ann@acme.com',
        [field]: long,
      });
      expect(checked).toEqual({
        success: false,
        errors: { [field]: 'Please keep this to 200 characters or fewer' },
      });
    },
  );

  it('accepts entries at the limit, and the built body passes the webhook schema', () => {
    const at = 'x'.repeat(fieldLimits.shortText);
    const checked = validateCalculatorForm({
      ...DEFAULT_CALCULATOR_FORM_VALUES,
      name: at,
      company: at,
      email: 'ann@acme.com',
    });
    if (!checked.success) throw new Error('expected a valid form');
    const body = buildCalculatorWebhookBody(checked.value, calculateMissedCallCost(checked.value));
    expect(v.safeParse(calculatorWebhookBodySchema, body).success).toBe(true);
  });

  it('refuses an email over 254 characters as too long, not as malformed', () => {
    const email = `${'a'.repeat(fieldLimits.email)}@acme.com`;
    const checked = validateCalculatorForm({
      ...DEFAULT_CALCULATOR_FORM_VALUES,
      name: 'Ann',
      email,
    });
    expect(checked).toEqual({
      success: false,
      errors: { email: 'Please keep this to 254 characters or fewer' },
    });
  });

  it('leaves the prefill room to show an over-limit value instead of cutting it to fit', () => {
    expect(MAX_QUERY_VALUE_LENGTH).toBeGreaterThan(
      Math.max(fieldLimits.shortText, fieldLimits.email),
    );
  });
});
