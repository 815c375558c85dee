import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { CaptionLine } from './call-captions';
import type { CallStatus } from './call-status';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { VoiceWidget } from './voice-widget';

const meta = {
  title: 'Voice/VoiceWidget',
  component: VoiceWidget,
  args: {
    status: 'idle',
    assistantId: 'assistant-123',
    onStart: fn(),
    onStop: fn(),
    onToggleMute: fn(),
    onRequestSummary: fn(),
    onStartIntent: fn(),
    privacyHref: '/privacy',
  },
  argTypes: { status: { control: 'inline-radio' } },
} satisfies Meta<typeof VoiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Click to start a voice conversation')).toBeVisible();
    const start = canvas.getByRole('button', { name: 'Start Voice Chat' });
    await expect(start).toHaveAccessibleDescription(
      'You’ll talk with an AI assistant, and the call may be recorded. How we handle your data',
    );
    await expect(canvas.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.hover(start);
    await expect(args.onStartIntent).toHaveBeenCalled();
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const WithoutAssistant: Story = {
  args: { assistantId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeDisabled();
  },
};

export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connecting to assistant...' })).toBeDisabled();
  },
};

export const Active: Story = {
  args: { status: 'active', volume: 0.6 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Speaking with your AI receptionist...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onToggleMute).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'End Call' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const ActiveMuted: Story = {
  args: { status: 'active', muted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
  },
};

export const Ended: Story = {
  args: { status: 'ended' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'How we handle your data' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Call Summary' }));
    await expect(args.onRequestSummary).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  args: { status: 'ended' },
  globals: { viewport: { value: 'mobile1' } },
};

const CONVERSATION: readonly CaptionLine[] = [
  { role: 'assistant', text: 'Thanks for calling Acme Roofing. How can I help?', final: true },
  { role: 'user', text: 'I have a leak in my ceiling.', final: true },
  { role: 'assistant', text: 'Sorry to hear that. Can someone come out', final: false },
];

// Start, then Cancel while connecting, with the status kept here as the site's store would.
function CancellableStart({ onStop }: { onStop: () => void }) {
  const [status, setStatus] = useState<CallStatus>('idle');
  return (
    <VoiceWidget
      status={status}
      assistantId="assistant-123"
      onStart={() => setStatus('connecting')}
      onStop={() => {
        onStop();
        setStatus('idle');
      }}
    />
  );
}

/** Cancel while connecting, with the keyboard alone: focus follows to Cancel, then to Start. */
export const CancelWhileConnecting: Story = {
  // In the built Storybook (React's production build, no act()) this play can tab to Start before
  // the widget's mount effects ran: it caught the focus keeper missing focus placed that early.
  render: (args) => <CancellableStart onStop={args.onStop ?? (() => {})} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Connecting to assistant...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Back to idle because the visitor blocked the microphone: one line says how to allow it. */
export const MicrophoneBlocked: Story = {
  args: { notice: { kind: 'microphone-blocked', blockedBy: 'user' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You blocked the microphone\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
  },
};

/** The same, when the browser or the device refused the microphone. */
export const MicrophoneBlockedByBrowser: Story = {
  args: { notice: { kind: 'microphone-blocked', blockedBy: 'browser' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Your browser blocked the microphone\./)).toBeVisible();
  },
};

/** Back to idle because the device has no microphone: one line says what to do. */
export const MicrophoneMissing: Story = {
  args: { notice: { kind: 'microphone-missing' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'We could not find a microphone. Connect one, then press Start Voice Chat again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
  },
};

/**
 * Start pressed in a browser that cannot make a call (no WebRTC, say): nothing was created, and
 * one line names browsers that can, with the contact page as the other way on.
 */
export const BrowserUnsupported: Story = {
  args: {
    notice: { kind: 'browser-unsupported', missing: ['webrtc'] },
    contactHref: '/contact',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^This browser can't make voice calls\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Or send us a message' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/**
 * A start that takes longer than usual (Daily's CDN or the provider is slow): a quiet line says
 * it is still under way, beside Cancel. Here it appears at once; the default waits 5 s.
 */
export const StillConnecting: Story = {
  args: { status: 'connecting', stillConnectingAfterMs: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Still connecting...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Captions during a call: settled lines in a polite log, the assistant still speaking below. */
export const ActiveWithCaptions: Story = {
  args: { status: 'active', volume: 0.4, transcript: CONVERSATION },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Live captions' });
    await expect(log).toHaveTextContent('You: I have a leak in my ceiling.');
    await expect(log).not.toHaveTextContent('Can someone come out');
    await expect(
      canvas.getByText('Sorry to hear that. Can someone come out', { exact: false }),
    ).toBeVisible();
  },
};

/** After the call: the final transcript stays beside Get Call Summary. */
export const EndedWithTranscript: Story = {
  args: { status: 'ended', transcript: CONVERSATION },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Transcript' });
    await expect(list).toBeVisible();
    await expect(list).toHaveTextContent('Assistant: Thanks for calling Acme Roofing.');
    await expect(list).not.toHaveTextContent('Can someone come out');
    await expect(canvas.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
  },
};

/** The ended transcript on a phone-sized screen. */
export const EndedWithTranscriptNarrow: Story = {
  args: { status: 'ended', transcript: CONVERSATION },
  globals: { viewport: { value: 'mobile1' } },
};

/** The disclosure line and its link in the dark scheme. */
export const IdleDark: Story = {
  globals: darkScheme,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How we handle your data' })).toBeVisible();
    await expectDarkScheme(canvasElement);
  },
};
