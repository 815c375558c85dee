import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallSummaryDialogs, type SummaryStep } from './call-summary-dialogs';

afterEach(cleanup);

// Owns the step the way a page would and shows it, so the test can read what was reported.
function ControlledFlow({ onSendSms }: { onSendSms: (phoneNumber: string) => void }) {
  const [step, setStep] = useState<SummaryStep>('sms');
  return (
    <>
      <output>{step}</output>
      <CallSummaryDialogs
        step={step}
        onStepChange={setStep}
        onSendSms={onSendSms}
        onSendEmail={() => {}}
      />
    </>
  );
}

describe('CallSummaryDialogs', () => {
  it('goes from the SMS modal to the e-mail modal on No Thanks', async () => {
    const user = userEvent.setup();
    const onSendEmail = vi.fn();
    render(<CallSummaryDialogs defaultStep="sms" onSendSms={vi.fn()} onSendEmail={onSendEmail} />);
    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('textbox', { name: 'Phone Number' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'owner@acme.com');
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSendEmail).toHaveBeenCalledWith('owner@acme.com');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends the flow after an SMS is sent', async () => {
    const user = userEvent.setup();
    const onSendSms = vi.fn();
    render(<ControlledFlow onSendSms={onSendSms} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send Summary' }));
    expect(onSendSms).toHaveBeenCalledWith('5551234567');
    expect(screen.getByRole('status').textContent).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('points both modals at its privacyHref', async () => {
    const user = userEvent.setup();
    render(
      <CallSummaryDialogs
        defaultStep="sms"
        privacyHref="/privacy-policy/"
        onSendSms={vi.fn()}
        onSendEmail={vi.fn()}
      />,
    );
    const privacyLink = () => screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacyLink().getAttribute('href')).toBe('/privacy-policy/');
    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeDefined();
    expect(privacyLink().getAttribute('href')).toBe('/privacy-policy/');
  });

  it('shows nothing while closed', () => {
    render(<CallSummaryDialogs onSendSms={vi.fn()} onSendEmail={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
