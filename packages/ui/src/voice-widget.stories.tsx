import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { CaptionLine } from './call-captions';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { VoiceWidget } from './voice-widget';
import type { WidgetStatus } from './widget-status';

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
  const [status, setStatus] = useState<WidgetStatus>('idle');
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

/** What a play function gets as `canvas`: the story's queries. */
type StoryCanvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const BLOCKED_BY_USER =
  'You blocked the microphone, so we can’t hear you. Type your messages instead.';
const BLOCKED_BY_BROWSER =
  'Your browser blocked the microphone, so we can’t hear you. Type your messages instead.';
const MISSING = 'We couldn’t find a microphone, so we can’t hear you. Type your messages instead.';

/** The client's refusal of a text with a tab (`sendUserMessage`'s rule: one line, no controls). */
const REFUSAL = 'A message cannot contain control characters (U+0009 at position 4).';
/** What the visitor pasted: a tab at position 4, as copied from a spreadsheet, say. */
const TEXT_WITH_TAB = 'Can\tI book Thursday?';

/** The call goes on by text: the notice's line, the message box, End Call, and no Mute. */
async function expectCallByText(canvas: StoryCanvas, line: string): Promise<void> {
  await expect(canvas.getByText(line)).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: /mute/i })).toBeNull();
  await expect(canvas.getByRole('button', { name: 'End Call' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Start Voice Chat' })).toBeNull();
}

/**
 * Pastes {@link TEXT_WITH_TAB} into the message box and presses Enter, for a `onSendMessage`
 * that refuses it: the text stays, marked invalid, and the refusal shows under the box.
 */
async function sendRefusedText(
  canvas: StoryCanvas,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
): Promise<void> {
  const box = canvas.getByRole('textbox', { name: 'Type a message' });
  await userEvent.click(box);
  await userEvent.paste(TEXT_WITH_TAB);
  await userEvent.keyboard('{Enter}');
  await expect(box).toHaveValue(TEXT_WITH_TAB);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(REFUSAL);
  await expect(box).toHaveFocus();
  await expect(canvas.getByText(REFUSAL)).toBeVisible();
}

/** A `onSendMessage` that refuses every text as the client refuses one with a tab. */
const refuseMessage = () => {
  throw new Error(REFUSAL);
};

/** A call by text so far: the greeting, and what the visitor typed. */
const TYPED_CONVERSATION: readonly CaptionLine[] = [
  { role: 'assistant', text: 'Thanks for calling Acme Roofing. How can I help?', final: true },
  { role: 'user', text: 'Do you repair flat roofs?', final: true },
];

/**
 * The visitor blocked the microphone at Start: the call goes on by text. One line says so and
 * what to do (type), the message box is there, and Mute is not (nothing to mute).
 */
export const MicrophoneBlocked: Story = {
  args: {
    status: 'active',
    input: 'text',
    onSendMessage: fn(),
    notice: { kind: 'microphone-blocked', blockedBy: 'user' },
  },
  play: async ({ canvas }) => {
    await expectCallByText(canvas, BLOCKED_BY_USER);
  },
};

/** The same, when the browser or the device refused the microphone: the call goes on by text. */
export const MicrophoneBlockedByBrowser: Story = {
  args: {
    status: 'active',
    input: 'text',
    onSendMessage: fn(),
    notice: { kind: 'microphone-blocked', blockedBy: 'browser' },
  },
  play: async ({ canvas }) => {
    await expectCallByText(canvas, BLOCKED_BY_BROWSER);
  },
};

/**
 * The device has no microphone: the call goes on by text. One line says so and what to do
 * (type), beside the message box; no Mute.
 */
export const MicrophoneMissing: Story = {
  args: {
    status: 'active',
    input: 'text',
    onSendMessage: fn(),
    notice: { kind: 'microphone-missing' },
  },
  play: async ({ canvas }) => {
    await expectCallByText(canvas, MISSING);
  },
};

/** With `onStartTyping`: 'Type instead' beside Start, to start a call without a microphone. */
export const TypeInstead: Story = {
  args: { onStartTyping: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Start Voice Chat',
      'Type instead',
    ]);
    const typeInstead = canvas.getByRole('button', { name: 'Type instead' });
    await expect(typeInstead).toHaveAccessibleDescription(
      'You’ll talk with an AI assistant, and the call may be recorded. How we handle your data',
    );
    await userEvent.click(typeInstead);
    await expect(args.onStartTyping).toHaveBeenCalledOnce();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/**
 * A call by voice with `onSendMessage`: the message box above Mute and End Call. Enter sends;
 * the box clears and keeps focus for the next message.
 */
export const ActiveWithMessageBox: Story = {
  args: { status: 'active', volume: 0.4, onSendMessage: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Send',
      'Mute',
      'End Call',
    ]);
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.click(box);
    await userEvent.keyboard('What are your hours?{Enter}');
    await expect(args.onSendMessage).toHaveBeenCalledOnce();
    await expect(args.onSendMessage).toHaveBeenCalledWith('What are your hours?');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/**
 * The client refused the text (a tab in it): the box keeps it, marked invalid, and says why in
 * a polite line under it, for the visitor to fix.
 */
export const MessageRefused: Story = {
  args: { status: 'active', volume: 0.4, onSendMessage: fn(refuseMessage) },
  play: async ({ canvas, userEvent, args }) => {
    await sendRefusedText(canvas, userEvent);
    await expect(args.onSendMessage).toHaveBeenCalledWith(TEXT_WITH_TAB);
  },
};

/**
 * A call by text in the dark scheme: the no-microphone line, the captions, and the message box
 * with a refusal under it.
 */
export const CallByTextDark: Story = {
  args: {
    status: 'active',
    input: 'text',
    onSendMessage: fn(refuseMessage),
    notice: { kind: 'microphone-blocked', blockedBy: 'user' },
    transcript: TYPED_CONVERSATION,
  },
  globals: darkScheme,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expectCallByText(canvas, BLOCKED_BY_USER);
    await sendRefusedText(canvas, userEvent);
    await expectDarkScheme(canvasElement);
  },
};

/**
 * A call by text on the narrowest phone (320 px): the longest no-microphone line, the captions,
 * and the message box with a refusal, all wrapped; Send stays beside the input, and nothing
 * overflows.
 */
export const CallByTextNarrow: Story = {
  args: {
    status: 'active',
    input: 'text',
    onSendMessage: fn(refuseMessage),
    notice: { kind: 'microphone-blocked', blockedBy: 'browser' },
    transcript: TYPED_CONVERSATION,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expectCallByText(canvas, BLOCKED_BY_BROWSER);
    await sendRefusedText(canvas, userEvent);
    // Send stays beside the input, on its row.
    const box = canvas.getByRole('textbox', { name: 'Type a message' }).getBoundingClientRect();
    const send = canvas.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    await expect(send.top).toBe(box.top);
    await expect(send.left).toBeGreaterThan(box.right);
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await expect(widget.scrollWidth).toBeLessThanOrEqual(widget.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
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

const RECONNECTING_LINE = 'Reconnecting… the call will continue when your connection is back.';
const WEAK_LINE = 'Your connection is weak, so the call may break up.';
const DROPPED_LINE = 'The call dropped because the connection was lost.';

/** The notice's line: in the polite live region, visible. */
async function expectLine(canvasElement: HTMLElement, line: string): Promise<void> {
  const region = canvasElement.querySelector('.org-voice__notice');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveTextContent(line);
  await expect(region).toBeVisible();
}

const reconnecting = {
  status: 'active',
  volume: 0,
  muted: true,
  connection: 'reconnecting',
  transcript: CONVERSATION,
  onSendMessage: fn(),
} as const;

/**
 * The connection dropped mid-call and Daily is reconnecting: one polite line, the yellow dot, and
 * the call as it was (captions, the mute state, the message box, End Call).
 */
export const Reconnecting: Story = {
  args: reconnecting,
  play: async ({ canvasElement, canvas }) => {
    await expectLine(canvasElement, RECONNECTING_LINE);
    await expect(canvasElement.querySelector('.org-status-dot')).toHaveAttribute(
      'data-state',
      'connecting',
    );
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
    await expect(canvas.getByRole('log', { name: 'Live captions' })).toHaveTextContent(
      'You: I have a leak in my ceiling.',
    );
  },
};

/** {@link Reconnecting} in the dark scheme. */
export const ReconnectingDark: Story = {
  args: reconnecting,
  globals: darkScheme,
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, RECONNECTING_LINE);
    await expectDarkScheme(canvasElement);
  },
};

/** {@link Reconnecting} on the narrowest phone (320 px): the line wraps, nothing overflows. */
export const ReconnectingNarrow: Story = {
  args: reconnecting,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, RECONNECTING_LINE);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const weak = {
  status: 'active',
  volume: 0.4,
  connection: 'weak',
  transcript: CONVERSATION,
} as const;

/** A weak connection during a call: one quiet hint; the dot stays green. */
export const WeakConnection: Story = {
  args: weak,
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, WEAK_LINE);
    await expect(canvasElement.querySelector('.org-status-dot')).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

/** {@link WeakConnection} in the dark scheme. */
export const WeakConnectionDark: Story = {
  args: weak,
  globals: darkScheme,
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, WEAK_LINE);
    await expectDarkScheme(canvasElement);
  },
};

/** {@link WeakConnection} on the narrowest phone (320 px). */
export const WeakConnectionNarrow: Story = {
  args: weak,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, WEAK_LINE);
  },
};

const dropped = { status: 'ended', dropped: true, transcript: CONVERSATION } as const;

/**
 * A call that ended because the connection was lost: the line says so, Start is offered again,
 * and the summary and the transcript stay.
 */
export const Dropped: Story = {
  args: dropped,
  play: async ({ canvasElement, canvas }) => {
    await expectLine(canvasElement, DROPPED_LINE);
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Transcript' })).toBeVisible();
  },
};

/** {@link Dropped} in the dark scheme. */
export const DroppedDark: Story = {
  args: dropped,
  globals: darkScheme,
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, DROPPED_LINE);
    await expectDarkScheme(canvasElement);
  },
};

/** {@link Dropped} on the narrowest phone (320 px). */
export const DroppedNarrow: Story = {
  args: dropped,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expectLine(canvasElement, DROPPED_LINE);
  },
};
