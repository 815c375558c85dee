import { describe, expect, it } from 'vitest';
import {
  CALCULATION_DELAY_MS,
  MISSED_CALL_WARNING_THRESHOLDS,
  RESULTS_SCROLL_OFFSET_PX,
} from './constants';
import {
  CALCULATOR_COPY,
  CALCULATOR_HINTS,
  CALCULATOR_MESSAGES,
  MISSED_CALL_WARNING_MESSAGES,
} from './copy';

describe('the copy (copy.ts) and constants (constants.ts)', () => {
  it('has the validation messages word for word', () => {
    expect(CALCULATOR_MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailInvalid: 'Please enter a valid email',
      fieldRequired: 'This field is required',
    });
  });

  it('has a hint for each numeric field', () => {
    expect(CALCULATOR_HINTS).toEqual({
      callsPerMonth: '40–120 typical',
      missedCallPercentage: '25–35% industry average',
      bookingRate: '45–55%',
      closeRate: '25–35%',
      averageJobValue: '$7k–$12k',
      grossMargin: '35–40%',
    });
  });

  it('has both warnings and their thresholds', () => {
    expect(MISSED_CALL_WARNING_MESSAGES.low).toBe(
      'Your missed call rate seems unusually low. Are you sure about this number?',
    );
    expect(MISSED_CALL_WARNING_MESSAGES.high).toBe(
      'Your missed call rate is very high. Our service can help dramatically reduce this!',
    );
    expect(MISSED_CALL_WARNING_THRESHOLDS).toEqual({ low: 10, high: 60 });
  });

  it('has the delay (1.5 s) and the scroll offset (420 px)', () => {
    expect(CALCULATION_DELAY_MS).toBe(1500);
    expect(RESULTS_SCROLL_OFFSET_PX).toBe(420);
  });

  it('has the /calculator page copy', () => {
    expect(CALCULATOR_COPY).toEqual({
      heading: 'See What Missed Calls Are Costing You',
      companyHeading: 'Missed Call Calculator for {company}',
      prefilledLabelSuffix: ' prefilled',
      prefillNote: 'We pre-filled this using public info. Feel free to update anything.',
      calculatingLabel: 'Calculating...',
      verifyButtonLabel: 'Hear Your AI Receptionist',
    });
  });

  it('cannot be changed at run time', () => {
    for (const table of [
      CALCULATOR_COPY,
      CALCULATOR_HINTS,
      CALCULATOR_MESSAGES,
      MISSED_CALL_WARNING_MESSAGES,
      MISSED_CALL_WARNING_THRESHOLDS,
    ]) {
      expect(Object.isFrozen(table)).toBe(true);
    }
  });
});
