import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
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
