import { describe, expect, it } from 'vitest';
import { calculatorHeading, calculatorPageTitle } from './heading';

describe('calculatorHeading', () => {
  it.each([
    ['Acme Roofing', 'Missed Call Calculator for Acme Roofing'],
    ['  Acme  ', 'Missed Call Calculator for Acme'],
    ['$& Sons', 'Missed Call Calculator for $& Sons'],
    ['', 'See What Missed Calls Are Costing You'],
    ['   ', 'See What Missed Calls Are Costing You'],
    [undefined, 'See What Missed Calls Are Costing You'],
    [null, 'See What Missed Calls Are Costing You'],
  ])('gives the heading for %j', (company, expected) => {
    expect(calculatorHeading(company)).toBe(expected);
  });
});

describe('calculatorPageTitle', () => {
  it('adds the product name to the heading', () => {
    expect(calculatorPageTitle(' Acme ', 'Receptionist')).toBe(
      'Missed Call Calculator for \u2068Acme\u2069 | Receptionist',
    );
    expect(calculatorPageTitle(undefined, 'Receptionist')).toBe(
      'See What Missed Calls Are Costing You | Receptionist',
    );
    expect(calculatorPageTitle('   ', 'Receptionist')).toBe(
      'See What Missed Calls Are Costing You | Receptionist',
    );
  });

  it('isolates the company, so a right-to-left override in it stops at its end', () => {
    const title = calculatorPageTitle('Acme\u202eevil', 'Receptionist');
    expect(title).toBe('Missed Call Calculator for \u2068Acme\u202eevil\u2069 | Receptionist');
    // The override is closed by the isolate's end, before ' | Receptionist'.
    expect(title.indexOf('\u2069')).toBeLessThan(title.indexOf(' | '));
  });
});
