// @vitest-environment jsdom
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
  });

  it('is enabled when idle', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
