import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { EmailSummaryModal } from './email-summary-modal';

const meta = {
  title: 'Voice/EmailSummaryModal',
  component: EmailSummaryModal,
  args: { defaultOpen: true, onSend: fn(), onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof EmailSummaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send Summary is enabled only for an address of the shape x@y.z. */
export const EnableRules: Story = {
  play: async ({ userEvent, args }) => {
    const input = await screen.findByRole('textbox', { name: 'Email Address' });
    const send = screen.getByRole('button', { name: 'Send Summary' });
    await expect(input).toHaveAccessibleDescription(
      "Enter a valid email address We'll send this call's summary to this address only. " +
        'Privacy Policy',
    );
    await expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    await expect(send).toBeDisabled();

    await userEvent.type(input, 'owner@acme');
    await expect(send).toBeDisabled();
    await userEvent.type(input, '.com');
    await expect(send).toBeEnabled();

    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('owner@acme.com');
  },
};

export const Empty: Story = {};

export const Invalid: Story = {
  args: { defaultValue: 'owner at acme' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send Summary' })).toBeDisabled();
  },
};

/** The e-mail modal and its privacy line in the dark scheme (a portalled modal). */
export const Dark: Story = {
  globals: darkScheme,
  args: { defaultValue: 'owner@acme.com' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Call Summary' });
    await expect(screen.getByRole('button', { name: 'Send Summary' })).toBeEnabled();
    await expectDarkScheme(dialog);
  },
};

/** On the narrowest phone (320 px): the privacy line wraps inside the modal. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const { left, right } = (await screen.findByRole('dialog')).getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};
