import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';
import { StatusDot } from './status-dot';
import { StatusMessage } from './status-message';

afterEach(cleanup);

describe('StatusMessage', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('renders tone %s with role %s', (tone, role) => {
    render(<StatusMessage tone={tone}>Text</StatusMessage>);
    expect(screen.getByRole(role).getAttribute('data-state')).toBe(tone);
  });
});

describe('LoadingOverlay', () => {
  it('announces its label while open', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('status').textContent).toBe('Calculating...');
  });

  it('keeps an empty, hidden live region while closed', () => {
    const { container } = render(<LoadingOverlay open={false} />);
    const overlay = container.firstElementChild;
    expect(overlay?.getAttribute('data-state')).toBe('closed');
    expect(overlay?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('StatusDot', () => {
  it.each([
    ['idle', 'Not connected'],
    ['connecting', 'Connecting'],
    ['active', 'Connected'],
    ['ended', 'Call ended'],
  ] as const)('names status %s %j', (status, name) => {
    render(<StatusDot status={status} />);
    expect(screen.getByRole('img', { name }).getAttribute('data-state')).toBe(status);
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<StatusDot status="active" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
