import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

afterEach(cleanup);

describe('Footer', () => {
  it('links Privacy Policy and Contact', () => {
    render(<Footer owner="AI Receptionist" />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy/',
    );
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact/');
  });

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z'), toFake: ['Date'] });
    try {
      render(<Footer owner="AI Receptionist" />);
      expect(screen.getByRole('contentinfo').textContent).toContain(
        '© 2031 AI Receptionist. All rights reserved.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a given year', () => {
    render(<Footer owner="Acme" year={2024} />);
    expect(screen.getByText(/© 2024 Acme/)).toBeDefined();
  });
});
