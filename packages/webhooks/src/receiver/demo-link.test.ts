import { describe, expect, it } from 'vitest';
import { demoLink } from './demo-link';

describe('demoLink', () => {
  it('adds the agent and the percent-encoded company', () => {
    expect(demoLink('http://127.0.0.1:5173/demo/', 'demo-agent', 'Acme & Sons Roofing')).toBe(
      'http://127.0.0.1:5173/demo/?agent=demo-agent&company=Acme%20%26%20Sons%20Roofing',
    );
  });

  it('keeps a query the demo URL already has', () => {
    expect(demoLink('https://site.example/demo?lang=en', 'a1', '')).toBe(
      'https://site.example/demo?lang=en&agent=a1&company=',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const company = 'Ünïcode + Spaces/Slashes?';
    const url = new URL(demoLink('http://127.0.0.1:5173/demo/', 'agent 1', company));
    expect(url.searchParams.get('company')).toBe(company);
    expect(url.searchParams.get('agent')).toBe('agent 1');
  });

  it('writes a lone surrogate as U+FFFD instead of throwing', () => {
    const url = new URL(demoLink('http://127.0.0.1:5173/demo/', 'a1', 'Acme \uD800 \uDC00'));
    expect(url.searchParams.get('company')).toBe('Acme \uFFFD \uFFFD');
    expect(demoLink('http://127.0.0.1:5173/demo/', 'a1', '\uD83D\uDE00')).toContain('%F0%9F%98%80');
  });
});
