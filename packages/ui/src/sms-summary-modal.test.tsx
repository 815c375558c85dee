import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../test/described-by';
import { defaultSmsSummaryModalText, SmsSummaryModal } from './sms-summary-modal';

afterEach(cleanup);

// A page that can reopen the modal after it closed.
function ReopenableModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <SmsSummaryModal open={open} onOpenChange={setOpen} onSend={() => {}} />
    </>
  );
}

describe('SmsSummaryModal', () => {
  it('shows defaultSmsSummaryModalText in a named dialog', () => {
    render(<SmsSummaryModal defaultOpen onSend={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Send Call Summary' })).toBeDefined();
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(describedText(input)).toBe(
      'Enter 10 digits (no spaces or dashes) ' +
        "We'll send one text with this call's summary. Message and data rates may apply. " +
        'Reply STOP to opt out. Privacy Policy',
    );
    expect(screen.getByRole('button', { name: 'No Thanks' })).toBeDefined();
  });

  // The opt-in a text from a US business number needs (A2P 10DLC, TCPA), where the number is
  // asked for: a screen reader hears it with the field, and it comes before the send.
  it('describes the phone field by the opt-in line, which stands before Send Summary', () => {
    render(<SmsSummaryModal defaultOpen onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const line = screen.getByText(defaultSmsSummaryModalText.notice, { exact: false });
    expect(line.tagName).toBe('P');
    expect(ids).toContain(line.id);
    expect(line.textContent).toMatch(/one text .*Message and data rates may apply.*Reply STOP/);
    const send = screen.getByRole('button', { name: 'Send Summary' });
    expect(line.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("links the opt-in line's Privacy Policy to /privacy/, or to the privacyHref given", () => {
    const { rerender } = render(<SmsSummaryModal defaultOpen onSend={vi.fn()} />);
    const link = () => screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link().getAttribute('href')).toBe('/privacy/');
    rerender(<SmsSummaryModal defaultOpen onSend={vi.fn()} privacyHref="https://acme.test/p" />);
    expect(link().getAttribute('href')).toBe('https://acme.test/p');
  });

  it('takes the opt-in words from text', () => {
    render(
      <SmsSummaryModal
        defaultOpen
        onSend={vi.fn()}
        text={{ notice: 'One text. Reply STOP to stop.', privacyLink: 'Privacy' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(describedText(input)).toBe(
      'Enter 10 digits (no spaces or dashes) One text. Reply STOP to stop. Privacy',
    );
  });

  it('strips non-digits, keeps 10 at most and enables Send only at exactly 10', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SmsSummaryModal defaultOpen onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    const send = screen.getByRole('button', { name: 'Send Summary' });
    expect(send).toHaveProperty('disabled', true);

    await user.type(input, '555-123-456');
    expect(input).toHaveProperty('value', '555123456');
    expect(send).toHaveProperty('disabled', true);

    await user.type(input, '7');
    expect(input).toHaveProperty('value', '5551234567');
    expect(send).toHaveProperty('disabled', false);

    await user.type(input, '8');
    expect(input).toHaveProperty('value', '5551234567');
  });

  it('sanitises a paste too', async () => {
    const user = userEvent.setup();
    render(<SmsSummaryModal defaultOpen onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.click(input);
    await user.paste('+1 (555) 123-4567');
    expect(input).toHaveProperty('value', '1555123456');
  });

  it('sends the digits, then closes', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onOpenChange = vi.fn();
    render(<SmsSummaryModal defaultOpen onSend={onSend} onOpenChange={onOpenChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '5551234567{Enter}');
    expect(onSend).toHaveBeenCalledWith('5551234567');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not send on Enter with fewer than 10 digits', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SmsSummaryModal defaultOpen onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '555{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('reports No Thanks and closes', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(<SmsSummaryModal defaultOpen onSend={vi.fn()} onDecline={onDecline} />);
    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts empty again when reopened', async () => {
    const user = userEvent.setup();
    render(<ReopenableModal />);
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '555');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveProperty('value', '');
  });

  // Typing goes through the sanitiser; a controlled value does not, so this checks the send's own.
  it('sends only the digits of a controlled number given with spaces and dashes', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SmsSummaryModal defaultOpen value=" 555-123-4567 " onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSend.mock.calls).toEqual([['5551234567']]);
  });

  it('reports sanitised values when controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SmsSummaryModal defaultOpen value="555" onValueChange={onValueChange} onSend={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), 'x9');
    expect(onValueChange.mock.calls).toEqual([['555'], ['5559']]);
  });
});
