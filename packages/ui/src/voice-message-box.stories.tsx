import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VoiceMessageBox } from './voice-message-box';

/** The client's refusal of a text with a tab (`sendUserMessage`'s rule: one line, no controls). */
const REFUSAL = 'A message cannot contain control characters (U+0009 at position 4).';

/**
 * The message box alone, as wide as in the voice widget's card. In a call it shows above Mute
 * and End Call: see the VoiceWidget stories `ActiveWithMessageBox` and `MessageRefused`.
 */
const meta = {
  title: 'Voice/VoiceMessageBox',
  component: VoiceMessageBox,
  args: { onSend: fn() },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <VoiceMessageBox {...args} />
    </div>
  ),
} satisfies Meta<typeof VoiceMessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send sends what was typed; the box clears, and focus goes back to it for the next message. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await expect(box).toHaveAttribute('placeholder', 'Type a message');
    await userEvent.type(box, 'Book me for Thursday');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Book me for Thursday');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/**
 * `onSend` threw (the client refused a pasted tab): the text stays, the input is invalid, and
 * the error's message shows under it in a polite live region (not an alert) that describes it.
 */
export const Refused: Story = {
  args: {
    onSend: fn(() => {
      throw new Error(REFUSAL);
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.click(box);
    await userEvent.paste('Can\tI book Thursday?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Can\tI book Thursday?');
    await expect(box).toHaveValue('Can\tI book Thursday?');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(REFUSAL);
    await expect(box).toHaveFocus();
    await expect(canvas.getByText(REFUSAL)).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
