import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SmsSummaryModal } from './sms-summary-modal';

const meta = {
  title: 'Voice/SmsSummaryModal',
  component: SmsSummaryModal,
  args: { defaultOpen: true, onSend: fn(), onDecline: fn(), onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof SmsSummaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits only, at most 10, and Send Summary enabled at exactly 10. */
export const EnableRules: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Call Summary' });
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    const send = screen.getByRole('button', { name: 'Send Summary' });
    await expect(dialog).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Enter 10 digits (no spaces or dashes)');
    await expect(send).toBeDisabled();

    await userEvent.type(input, '(555) 123-45');
    await expect(input).toHaveValue('55512345');
    await expect(send).toBeDisabled();

    await userEvent.type(input, '6789');
    await expect(input).toHaveValue('5551234567');
    await expect(send).toBeEnabled();

    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('5551234567');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {};

export const Complete: Story = {
  args: { defaultValue: '555-123-4567' },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Phone Number' })).toHaveValue(
      '5551234567',
    );
    await expect(screen.getByRole('button', { name: 'Send Summary' })).toBeEnabled();
  },
};

export const Decline: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'No Thanks' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
