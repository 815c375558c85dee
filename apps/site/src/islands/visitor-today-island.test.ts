// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import showVisitorToday from './visitor-today-island';

afterEach(() => {
  vi.useRealTimers();
});

describe('the visitor’s today', () => {
  it('puts the visitor’s year in the copyright line and their day in the marked dates', () => {
    vi.useFakeTimers({ now: new Date(2031, 1, 3, 10) });
    const island = document.createElement('div');
    island.innerHTML = `<p class="org-footer__copyright">© <!-- -->2026<!-- --> CallKeeper. All rights reserved.</p>
      <p>Last updated: <time datetime="2026-11-28" data-visitor-today="">November 28, 2026</time></p>
      <time datetime="2020-01-01">January 1, 2020</time>`;
    showVisitorToday(island);
    expect(island.querySelector('.org-footer__copyright')?.textContent).toBe(
      '© 2031 CallKeeper. All rights reserved.',
    );
    const [today, other] = island.querySelectorAll('time');
    expect(today?.getAttribute('datetime')).toBe('2031-02-03');
    expect(today?.textContent).toBe('February 3, 2031');
    // Only the marked dates are the visitor's today.
    expect(other?.textContent).toBe('January 1, 2020');
  });
});
