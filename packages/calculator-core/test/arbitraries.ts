import fc from 'fast-check';
import type { CalculatorFormValues } from '../src/calculator-form-schema';
import { MAX_QUERY_VALUE_LENGTH } from '../src/query-values';
import type { CalculatorInput, CalculatorNumbers } from '../src/types';

/**
 * Every property runs exactly this many times. No time limit: a property cut short by one
 * passes with however few runs it made, so a slow machine would silently test less.
 */
export const PROPERTY_RUNS = { numRuns: 300 } as const;

/** Any double at all: NaN, ±Infinity, -0, negatives, subnormals, 1e308. */
export const anyNumber = fc.double();

/** Any double but NaN, so it can be ordered: the monotonicity properties use it. */
export const orderedNumber = fc.double({ noNaN: true });

/**
 * Any UTF-16 text, lone surrogates and control characters included. Built from code units
 * because fast-check's 'binary' unit takes over a second to set up.
 */
export function anyUtf16String(maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.integer({ min: 0, max: 0xffff }), { maxLength })
    .map((units) => String.fromCharCode(...units));
}

/** Whole-number percentages, as the form is meant to be used. */
export const percent = fc.integer({ min: 0, max: 100 });

/** Realistic calculator numbers: whole percentages, calls and job values of a real business. */
export const realisticNumbers: fc.Arbitrary<CalculatorNumbers> = fc.record({
  callsPerMonth: fc.integer({ min: 0, max: 10_000 }),
  missedCallPercentage: percent,
  bookingRate: percent,
  closeRate: percent,
  averageJobValue: fc.integer({ min: 0, max: 1_000_000 }),
  grossMargin: percent,
});

/** Six arbitrary doubles, hostile ones included. */
export const hostileNumbers: fc.Arbitrary<CalculatorNumbers> = fc.record({
  callsPerMonth: anyNumber,
  missedCallPercentage: anyNumber,
  bookingRate: anyNumber,
  closeRate: anyNumber,
  averageJobValue: anyNumber,
  grossMargin: anyNumber,
});

const emailPart = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .map((part) => part.replace(/[\s@]/g, 'x'));

/** Emails CALCULATOR_EMAIL_PATTERN accepts, with non-ASCII and URL-special characters mixed in. */
export const validEmail = fc
  .tuple(emailPart, emailPart, emailPart)
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Trimmed, non-blank text of any script, short enough to survive a query-string cap. */
export const visibleText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .map((text) => text.trim())
  .filter((text) => text !== '' && Array.from(text).length <= MAX_QUERY_VALUE_LENGTH);

/** Validated calculator inputs: what `validateCalculatorForm` can return. */
export const validInput: fc.Arbitrary<CalculatorInput> = fc.record({
  name: visibleText,
  company: fc.oneof(fc.constant(''), visibleText),
  email: validEmail,
  phone: fc.oneof(fc.constant(''), visibleText),
  callsPerMonth: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  missedCallPercentage: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  bookingRate: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  closeRate: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  averageJobValue: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  grossMargin: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
});

/** A complete, valid set of form values, as strings: a starting point for tests to spoil. */
export function validFormValues(
  overrides: Partial<CalculatorFormValues> = {},
): CalculatorFormValues {
  return {
    name: 'Ann Smith',
    company: 'Acme Roofing',
    email: 'ann@acme.test',
    phone: '555 010 0000',
    callsPerMonth: '60',
    missedCallPercentage: '30',
    bookingRate: '50',
    closeRate: '30',
    averageJobValue: '9000',
    grossMargin: '35',
    ...overrides,
  };
}
