import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from './button';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { Modal } from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Setup Required',
    description: 'No assistant ID found in URL.',
    children: <p>Open the link from your demo e-mail again.</p>,
    onOpenChange: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Escape closes it and focus goes back to the trigger. */
export const WithTrigger: Story = {
  args: { trigger: <Button>Open dialog</Button> },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Setup Required' });
    await expect(dialog).toHaveAccessibleDescription('No assistant ID found in URL.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus is trapped: tabbing from the last control wraps inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open in the dark scheme: the dialog is portalled to <body> and still dark. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: darkScheme,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Setup Required' });
    await expect(dialog).toBeVisible();
    await expectDarkScheme(dialog);
  },
};
