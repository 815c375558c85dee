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
    expect(calculatorPageTitle('Acme', 'Receptionist')).toBe(
      'Missed Call Calculator for Acme | Receptionist',
    );
    expect(calculatorPageTitle(undefined, 'Receptionist')).toBe(
      'See What Missed Calls Are Costing You | Receptionist',
    );
  });
});
