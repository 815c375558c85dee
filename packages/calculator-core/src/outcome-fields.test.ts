import { describe, expect, it } from 'vitest';
import { calculateMissedCallCost } from './calculate-missed-call-cost';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';
import { buildCalculatorOutcomeFields } from './outcome-fields';
import { parseCalculatorShareLink } from './parse-share-link';

const input = {
  name: 'Ann',
  company: 'Acme',
  email: 'ann@acme.test',
  phone: '',
  ...DEFAULT_CALCULATOR_INPUT,
};

describe('buildCalculatorOutcomeFields', () => {
  it('gives the four hidden fields as strings', () => {
    const fields = buildCalculatorOutcomeFields(
      input,
      calculateMissedCallCost(input),
      'https://x.test/calculator',
    );
    expect(Object.keys(fields)).toEqual([
      'calculator_url',
      'revenue_loss',
      'profit_loss',
      'jobs_lost',
    ]);
    expect(fields).toMatchObject({
      revenue_loss: '291600',
      profit_loss: '102060',
      jobs_lost: '32',
    });
  });

  it('links to a calculator page that reproduces the input', () => {
    const { calculator_url } = buildCalculatorOutcomeFields(
      input,
      calculateMissedCallCost(input),
      'https://x.test/calculator',
    );
    const url = new URL(calculator_url);
    expect(url.origin + url.pathname).toBe('https://x.test/calculator');
    expect(parseCalculatorShareLink(url.search)).toEqual({ success: true, value: input });
  });
});
