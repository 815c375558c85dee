import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
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
    await expect(input).toHaveAccessibleDescription(
      "Enter 10 digits (no spaces or dashes) We'll send one text with this call's summary. " +
        'Message and data rates may apply. Reply STOP to opt out. Privacy Policy',
    );
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

/** The opt-in line's Privacy Policy links to the page given as `privacyHref`. */
export const OtherPrivacyPage: Story = {
  args: { privacyHref: '/legal/privacy/' },
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/legal/privacy/');
    await expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      expect.stringContaining('Reply STOP to opt out. Privacy Policy'),
    );
  },
};

/** The modal, its opt-in line and its link in the dark scheme (a portalled modal). */
export const Dark: Story = {
  args: { defaultValue: '5551234567' },
  globals: darkScheme,
  play: async () => {
    await expectDarkScheme(await screen.findByRole('dialog', { name: 'Send Call Summary' }));
  },
};

/** On the narrowest phone (320 px) the opt-in line wraps and the buttons stack; nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Call Summary' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
