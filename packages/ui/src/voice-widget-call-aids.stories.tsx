import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { VoiceWidget } from './voice-widget';
import {
  type MicrophoneOption,
  VoiceWidgetCallAids,
  type VoiceWidgetCallAidsProps,
} from './voice-widget-call-aids';

/** Three inputs as a browser lists them; the second has no label (not yet allowed, say). */
const MICROPHONES: readonly MicrophoneOption[] = [
  { deviceId: 'default', label: 'Default - Built-in Microphone' },
  { deviceId: 'usb-2f1c', label: '' },
  { deviceId: 'bt-88aa', label: 'Bluetooth Earbuds' },
];

const SILENT = 'We can’t hear you. Check that your microphone isn’t muted, or choose another one.';

/** The aids as the site shows them: in a live call's widget, above Mute and End Call. */
function InCall(props: VoiceWidgetCallAidsProps) {
  return (
    <VoiceWidget
      status="active"
      assistantId="assistant-123"
      volume={0.4}
      callAids={<VoiceWidgetCallAids {...props} />}
    />
  );
}

const meta = {
  title: 'Voice/VoiceWidgetCallAids',
  component: VoiceWidgetCallAids,
  args: { onSelectMicrophone: fn(), onResumeAudio: fn() },
  render: (args) => <InCall {...args} />,
} satisfies Meta<typeof VoiceWidgetCallAids>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's microphone has given no sound for a while: one polite line says so. */
export const MicrophoneSilent: Story = {
  args: { microphoneSilent: true },
  play: async ({ canvas }) => {
    const line = canvas.getByText(SILENT);
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'End Call' })).toBeVisible();
  },
};

/**
 * The headset in use was unplugged mid-call: the browser's default took over, and one polite
 * line says so, where the silent line goes.
 */
export const MicrophoneUnplugged: Story = {
  args: { microphoneLost: 'switched', microphones: MICROPHONES, microphoneId: 'default' },
  play: async ({ canvas }) => {
    const line = canvas.getByText(
      'Your microphone was disconnected, so the call switched to the default one.',
    );
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('combobox', { name: 'Microphone' })).toHaveValue('default');
  },
};

/** The last input was unplugged: the call goes on, and the visitor types. */
export const MicrophoneGone: Story = {
  args: { microphoneLost: 'gone' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your microphone was disconnected, so we can’t hear you. Type your messages instead.',
      ),
    ).toBeVisible();
  },
};

/** Three microphones, one unlabelled (named by its position): picking one reports its id. */
export const MicrophonePicker: Story = {
  args: { microphones: MICROPHONES, microphoneId: 'default' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Microphone' });
    await expect(select).toHaveValue('default');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default - Built-in Microphone',
      'Microphone 2',
      'Bluetooth Earbuds',
    ]);
    await userEvent.selectOptions(select, 'Microphone 2');
    await expect(args.onSelectMicrophone).toHaveBeenCalledOnce();
    await expect(args.onSelectMicrophone).toHaveBeenCalledWith('usb-2f1c');
  },
};

/** The browser refused to play the assistant: one tap (a user gesture) plays it. */
export const AudioBlocked: Story = {
  args: { audioBlocked: true },
  play: async ({ canvas, userEvent, args }) => {
    const tap = canvas.getByRole('button', { name: 'Tap to hear the assistant' });
    // It appears above Mute and End Call, and does not take focus.
    await expect(tap).not.toHaveFocus();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tap to hear the assistant',
      'Mute',
      'End Call',
    ]);
    await userEvent.click(tap);
    await expect(args.onResumeAudio).toHaveBeenCalledOnce();
  },
};

/** Plays the assistant on the tap, as the site does: the button then goes. */
function ResumingCall({ onResumeAudio }: Pick<VoiceWidgetCallAidsProps, 'onResumeAudio'>) {
  const [audioBlocked, setAudioBlocked] = useState(true);
  return (
    <InCall
      audioBlocked={audioBlocked}
      onResumeAudio={() => {
        onResumeAudio?.();
        setAudioBlocked(false);
      }}
    />
  );
}

/**
 * With the keyboard alone: once the audio plays, the button that had focus goes, and focus
 * moves to End Call rather than to the page's body.
 */
export const AudioBlockedKeyboard: Story = {
  render: (args) => <ResumingCall onResumeAudio={args.onResumeAudio} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tap to hear the assistant' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResumeAudio).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Tap to hear the assistant' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'End Call' })).toHaveFocus();
  },
};

/** Every aid at once, in the dark scheme. */
export const CallAidsDark: Story = {
  args: {
    audioBlocked: true,
    microphoneSilent: true,
    microphones: MICROPHONES,
    microphoneId: 'default',
  },
  globals: darkScheme,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tap to hear the assistant' })).toBeVisible();
    await expect(canvas.getByText(SILENT)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Microphone' })).toBeVisible();
    await expectDarkScheme(canvasElement);
  },
};

/** Every aid at once on the narrowest phone (320 px): nothing overflows. */
export const CallAidsNarrow: Story = {
  args: {
    audioBlocked: true,
    microphoneSilent: true,
    microphones: MICROPHONES,
    microphoneId: 'default',
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, canvas }) => {
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await expect(widget.scrollWidth).toBeLessThanOrEqual(widget.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
