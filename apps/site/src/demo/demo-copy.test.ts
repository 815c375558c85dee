import { describe, expect, it } from 'vitest';
import { DEMO_COPY, demoHeading, SAMPLE_QUESTIONS } from './demo-copy';

describe('demoHeading', () => {
  it('prefixes the company when there is one', () => {
    expect(demoHeading('Acme Roofing')).toBe('Acme Roofing: Meet Your AI Receptionist');
  });

  it('is the plain title without a company', () => {
    expect(demoHeading(null)).toBe(DEMO_COPY.title);
    expect(demoHeading('')).toBe(DEMO_COPY.title);
  });
});

describe('SAMPLE_QUESTIONS', () => {
  it('holds distinct questions', () => {
    expect(SAMPLE_QUESTIONS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SAMPLE_QUESTIONS).size).toBe(SAMPLE_QUESTIONS.length);
    for (const question of SAMPLE_QUESTIONS) expect(question).toMatch(/\?$/);
  });
});
