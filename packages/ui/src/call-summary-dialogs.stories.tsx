import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CallSummaryDialogs } from './call-summary-dialogs';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Voice/CallSummaryDialogs',
  component: CallSummaryDialogs,
  args: { defaultStep: 'sms', onSendSms: fn(), onSendEmail: fn(), onStepChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof CallSummaryDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Thanks in the SMS modal leads to the e-mail modal; sending there ends the flow. */
export const DeclineThenEmail: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'No Thanks' }));
    const email = await screen.findByRole('textbox', { name: 'Email Address' });
    await expect(screen.queryByRole('textbox', { name: 'Phone Number' })).toBeNull();
    await expect(args.onStepChange).toHaveBeenLastCalledWith('email');

    await userEvent.type(email, 'owner@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Summary' }));
    await expect(args.onSendEmail).toHaveBeenCalledWith('owner@acme.com');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EmailStep: Story = { args: { defaultStep: 'email' } };

export const Closed: Story = { args: { defaultStep: 'closed' } };

/** The summary flow's SMS step in the dark scheme (a portalled modal). */
export const SmsStepDark: Story = {
  globals: darkScheme,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Call Summary' });
    await expect(screen.getByRole('button', { name: 'Send Summary' })).toBeDisabled();
    await expectDarkScheme(dialog);
  },
};
