import { describe, expect, it } from 'vitest';
import { formatChecks, formatColumns, formatFiguresTable } from './report-table.mjs';

describe('formatColumns', () => {
  it('aligns text left and figures right under a rule', () => {
    expect(
      formatColumns([
        ['route', 'kB'],
        ['/', '9.50'],
        ['/contact', '10.25'],
      ]),
    ).toBe(['route        kB', '--------  -----', '/          9.50', '/contact  10.25'].join('\n'));
  });
});

describe('formatFiguresTable', () => {
  it('prints one row per route with every figure', () => {
    const table = formatFiguresTable([
      {
        path: '/demo',
        scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
        lcpMs: 1234.4,
        tbtMs: 12.6,
        cls: 0,
        jsBytes: 91_234,
        cssBytes: 4_100,
        dailyBytes: 0,
      },
    ]);
    const [header, , row] = table.split('\n');
    expect(header?.split(/\s+/)).toEqual([
      'route',
      'perf',
      'a11y',
      'bp',
      'seo',
      'LCP',
      'ms',
      'TBT',
      'ms',
      'CLS',
      'JS',
      'kB',
      'CSS',
      'kB',
      'daily',
      'B',
    ]);
    expect(row?.split(/\s+/)).toEqual([
      '/demo',
      '97',
      '100',
      '100',
      '100',
      '1234',
      '13',
      '0.000',
      '91.23',
      '4.10',
      '0',
    ]);
  });
});

describe('formatChecks', () => {
  it('lists failures first, marked', () => {
    const text = formatChecks([
      { name: '/ CSS', actual: '3.00 kB', limit: '20.00 kB', ok: true },
      { name: '/ TBT', actual: '80 ms', limit: '50 ms', ok: false },
    ]);
    const lines = text.split('\n');
    expect(lines[2]).toMatch(/^✗\s+\/ TBT\s+80 ms\s+50 ms$/);
    expect(lines[3]).toMatch(/^✓\s+\/ CSS\s+3.00 kB\s+20.00 kB$/);
  });
});
