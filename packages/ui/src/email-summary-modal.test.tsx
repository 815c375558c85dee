import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../test/described-by';
import { EmailSummaryModal } from './email-summary-modal';

afterEach(cleanup);

describe('EmailSummaryModal', () => {
  it('enables Send Summary only for an address of basic shape', async () => {
    const user = userEvent.setup();
    render(<EmailSummaryModal defaultOpen onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    const send = screen.getByRole('button', { name: 'Send Summary' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(input, 'owner@acme');
    expect(send).toHaveProperty('disabled', true);
    await user.type(input, '.com');
    expect(send).toHaveProperty('disabled', false);
  });

  it('sends the trimmed address and closes', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<EmailSummaryModal defaultOpen onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), ' owner@acme.com ');
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSend).toHaveBeenCalledWith('owner@acme.com');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Typing into a type=email input drops the spaces around what is typed before the modal sees
  // them; an address handed in through the props keeps them, so these are what check the trim.
  it('sends a controlled address given with spaces around it trimmed', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<EmailSummaryModal defaultOpen value="  owner@acme.com  " onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSend.mock.calls).toEqual([['owner@acme.com']]);
  });

  it('sends an uncontrolled starting address given with spaces around it trimmed', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<EmailSummaryModal defaultOpen defaultValue={'\towner@acme.com \n'} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSend.mock.calls).toEqual([['owner@acme.com']]);
  });

  it('closes on the close button without sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onOpenChange = vi.fn();
    render(<EmailSummaryModal defaultOpen onSend={onSend} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('describes the field by its hint, then the line linking to the privacy page', () => {
    render(<EmailSummaryModal defaultOpen onSend={vi.fn()} />);
    expect(describedText(screen.getByRole('textbox', { name: 'Email Address' }))).toBe(
      "Enter a valid email address We'll send this call's summary to this address only. " +
        'Privacy Policy',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy/',
    );
  });

  it('links to the privacyHref given', () => {
    render(<EmailSummaryModal defaultOpen privacyHref="/legal/privacy/" onSend={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link.getAttribute('href')).toBe('/legal/privacy/');
    expect(link.closest('form')).not.toBeNull();
  });

  it('renders nothing while closed', () => {
    render(<EmailSummaryModal onSend={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
