import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is disabled and relabelled while busy', () => {
    render(
      <Button busy busyLabel="Sending...">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('data-state')).toBe('busy');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('is enabled when idle and never submits by default', () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-state')).toBe('idle');
  });

  it('keeps its children when busy without a busy label', () => {
    render(<Button busy>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('adds the variant class next to a caller class', () => {
    render(
      <Button variant="danger" className="extra">
        End Call
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'End Call' }).className).toBe(
      'org-button org-button--danger extra',
    );
  });
});
