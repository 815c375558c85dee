import { VoiceClient } from '@org/voice-client';
import { useVoiceWidget } from '@org/voice-client/react';
import {
  createSimulatedCall,
  createSimulatedWebCall,
  receptionistReply,
  receptionistScriptFor,
  SIMULATED_EJECT_AFTER_MS,
  type SimulatedNetworkStep,
  simulatedCallDuration,
} from '@org/voice-client/simulated';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { createStoryClock, type StoryClock } from './docs/story-clock';
import { VoiceWidget } from './voice-widget';

/** Props of {@link SimulatedVoiceWidget}. */
interface SimulatedVoiceWidgetProps {
  /** How fast the scripted call plays: 1 is real time, 0.1 ten times faster. */
  timeScale: number;
  /**
   * The visitor's company, sent as the assistant's `company` variable
   * (`assistantOverrides.variableValues`): the receptionist greets it by name. Empty: no
   * variables, and a greeting without a name.
   */
  company: string;
  onRequestSummary?: () => void;
  /** The scripted call's clock; default real time. */
  clock?: StoryClock;
  /** The call's network after the join: drops, returns, Daily's quality (default none). */
  network?: readonly SimulatedNetworkStep[];
}

/**
 * The real widget on the real voice client and its React binding, with the call simulated by
 * `@org/voice-client/simulated`: no network, no microphone, no sound. The assistant answers for
 * the company, talks with the visitor (captions and a moving visualiser), then hangs up. Type
 * during the call (or press 'Type instead' to call without a microphone): the receptionist
 * answers in the captions (opening hours, booking, prices), and no longer hangs up.
 */
function SimulatedVoiceWidget({
  timeScale,
  company,
  onRequestSummary,
  clock,
  network,
}: SimulatedVoiceWidgetProps) {
  // A new client when the speed or the clock changes; the binding stops the old one's call.
  const client = useMemo(
    () =>
      new VoiceClient({
        // On the story's clock too, when it has one: the connection's grace and the wait for a
        // weak one then come in the clock's order with the call's steps.
        ...(clock ? { timers: clock, now: clock.now } : {}),
        createWebCall: createSimulatedWebCall(),
        createCallObject: createSimulatedCall({
          timeScale,
          ...(clock ? { timers: clock, now: clock.now } : {}),
          ...(network ? { network } : {}),
        }),
      }),
    [timeScale, clock, network],
  );
  const voice = useVoiceWidget(
    client,
    company
      ? { assistant: 'simulated-assistant', assistantOverrides: { variableValues: { company } } }
      : { assistant: 'simulated-assistant' },
  );
  return (
    <VoiceWidget
      status={voice.status}
      assistantId="simulated-assistant"
      muted={voice.muted}
      input={voice.input}
      volume={voice.volume}
      notice={voice.notice}
      connection={voice.connection}
      dropped={voice.dropped}
      transcript={voice.transcript}
      onStart={voice.onStart}
      onStartTyping={voice.onStartTyping}
      onSendMessage={voice.onSendMessage}
      onStop={voice.onStop}
      onToggleMute={voice.onToggleMute}
      {...(onRequestSummary ? { onRequestSummary } : {})}
    />
  );
}

const meta = {
  title: 'Voice/VoiceWidget/Simulated call',
  component: SimulatedVoiceWidget,
  args: { timeScale: 1, company: 'Acme Roofing', onRequestSummary: fn() },
  argTypes: {
    timeScale: { control: { type: 'range', min: 0.05, max: 2, step: 0.05 } },
    company: { control: { type: 'text' } },
  },
} satisfies Meta<typeof SimulatedVoiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Start and watch a whole call in real time (about 30 s). */
export const Interactive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
  },
};

/**
 * The stories below play the call on a {@link StoryClock}: it follows real time until the play
 * function takes it over, so that the call's steps and the play function's come in the same order
 * on every run and nothing waits for the script's seconds. A fresh clock for every render.
 */
const onStoryClock = {
  loaders: [() => ({ clock: createStoryClock() })],
  render: (args, { loaded }) => (
    <SimulatedVoiceWidget {...args} clock={(loaded as { clock: StoryClock }).clock} />
  ),
  argTypes: { clock: { table: { disable: true } } },
} satisfies Partial<Story>;

/** Whether `element` shows `text`, white space collapsed as `toHaveTextContent` does. */
function shows(element: Element | null, text: string): boolean {
  return element?.textContent?.replace(/\s+/g, ' ').includes(text) === true;
}

/** The story's clock, stopped for the play function to move. */
function controlledClock(loaded: Record<string, unknown>): StoryClock {
  const { clock } = loaded as { clock: StoryClock };
  clock.control();
  return clock;
}

/**
 * Waits, on real time, for the call that a press started to be joined (the widget active), then
 * stops the story's clock for the play function to move. The voice client runs on the clock too,
 * with the start's deadlines: a stopped clock would fire them as soon as nothing else was due,
 * while the start still waits on real work (the engine's chunk, the microphone), so the start
 * runs before the clock is taken over. 30 s: the join takes about a second, on a busy machine.
 */
async function joinedThenControlled(
  widget: HTMLElement,
  loaded: Record<string, unknown>,
): Promise<StoryClock> {
  await waitFor(() => expect(widget).toHaveAttribute('data-state', 'active'), { timeout: 30_000 });
  return controlledClock(loaded);
}

/**
 * The same call ten times faster, played through by the story's test: the receptionist greets
 * the company.
 */
export const FastForward: Story = {
  ...onStoryClock,
  args: { timeScale: 0.1 },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const script = receptionistScriptFor({ company: args.company });
    const [greeting] = script;
    await expect(greeting?.text).toContain(`Thanks for calling ${args.company},`);
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Voice Chat' }));
    await expect(widget).toHaveAttribute('data-state', 'connecting');
    const clock = await joinedThenControlled(widget, loaded);
    await expect(canvas.getByText('Speaking with your AI receptionist...')).toBeVisible();
    await expect(widget).toHaveAttribute('data-state', 'active');
    const captions = canvas.getByRole('log', { name: 'Live captions' });
    await clock.runUntil(() => shows(captions, `Assistant: ${greeting?.text}`), 'the greeting');

    // The assistant hangs up: the summary is offered, under the whole transcript.
    await clock.runUntil(
      () => canvas.queryByRole('button', { name: 'Get Call Summary' }) !== null,
      'the hang-up',
      { within: simulatedCallDuration({ timeScale: 0.1, variables: { company: args.company } }) },
    );
    await expect(widget).toHaveAttribute('data-state', 'ended');
    const transcript = canvas.getByRole('list', { name: 'Transcript' });
    await expect(transcript.querySelectorAll('li')).toHaveLength(script.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Call Summary' }));
    await expect(args.onRequestSummary).toHaveBeenCalledOnce();
    clock.release();
  },
};

/**
 * 'Type instead', twice as fast: a call without a microphone (no Mute). The visitor types a
 * question while the receptionist greets, sends it once the greeting is over, and the answer
 * comes in the live captions; the scripted conversation stops there.
 */
export const TypeInstead: Story = {
  ...onStoryClock,
  args: { timeScale: 0.5 },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const [greeting] = receptionistScriptFor({ company: args.company });
    const question = 'What are your hours?';
    const reply = receptionistReply(question).text;
    await expect(reply).toMatch(/^We're open Monday to Friday/);
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await userEvent.click(canvas.getByRole('button', { name: 'Type instead' }));
    const clock = await joinedThenControlled(widget, loaded);
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await expect(widget).toHaveAttribute('data-state', 'active');
    await expect(canvas.queryByRole('button', { name: /mute/i })).toBeNull();
    // Typed during the greeting, sent once its final line shows (the clock stands still
    // meanwhile): the message then cuts no scripted turn short, so the captions end the same
    // on every run.
    await userEvent.type(box, question);
    const captionsSay = (text: string) => () =>
      shows(canvas.queryByRole('log', { name: 'Live captions' }), text);
    await clock.runUntil(captionsSay(`Assistant: ${greeting?.text}`), 'the greeting');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('');
    await clock.runUntil(captionsSay(`Assistant: ${reply}`), 'the reply');
    const captions = canvas.getByRole('log', { name: 'Live captions' });
    await expect([...captions.children].map((line) => line.textContent)).toEqual([
      `Assistant: ${greeting?.text}`,
      `You: ${question}`,
      `Assistant: ${reply}`,
    ]);
    await expect(widget.querySelectorAll('[data-final="false"]')).toHaveLength(0);
    await expect(widget).toHaveAttribute('data-state', 'active');
    clock.release();
  },
};

/**
 * Starts the call, takes the story's clock over once it is joined, and runs it until the
 * receptionist has greeted.
 */
async function startAndHearGreeting(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  loaded: Record<string, unknown>,
  company: string,
) {
  const [greeting] = receptionistScriptFor({ company });
  const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
  await userEvent.click(canvas.getByRole('button', { name: 'Start Voice Chat' }));
  const clock = await joinedThenControlled(widget, loaded);
  const captions = canvas.getByRole('log', { name: 'Live captions' });
  await clock.runUntil(() => shows(captions, `Assistant: ${greeting?.text}`), 'the greeting');
  return { widget, clock };
}

const RECONNECTING_LINE = 'Reconnecting… the call will continue when your connection is back.';

/**
 * The visitor's signal drops for five seconds after the greeting, then comes back: the widget
 * says it is reconnecting (the captions stay), and the line goes once the call is back.
 */
export const DropAndComeBack: Story = {
  ...onStoryClock,
  // In real time (the story's clock runs it at once): the call lasts about 30 s.
  args: {
    timeScale: 1,
    network: [
      { at: 9_000, signaling: 'interrupted' },
      { at: 14_000, signaling: 'connected' },
    ],
  },
  play: async ({ canvasElement, canvas, userEvent, args, loaded }) => {
    const { widget, clock } = await startAndHearGreeting(canvas, userEvent, loaded, args.company);
    const notice = () => canvasElement.querySelector('.org-voice__notice');
    await clock.runUntil(() => shows(notice(), RECONNECTING_LINE), 'the reconnecting line');
    await expect(widget).toHaveAttribute('data-connection', 'reconnecting');
    await expect(canvas.getByRole('log', { name: 'Live captions' })).toBeVisible();
    await clock.runUntil(() => !widget.hasAttribute('data-connection'), 'the way back');
    await expect(widget).toHaveAttribute('data-state', 'active');
    await expect(notice()).toBeNull();
    clock.release();
  },
};

/** Daily rates the connection low for a while: one quiet hint, and the call goes on. */
export const WeakConnection: Story = {
  ...onStoryClock,
  args: { timeScale: 1, network: [{ at: 1_000, quality: 'low' }] },
  play: async ({ canvasElement, canvas, userEvent, args, loaded }) => {
    const { widget, clock } = await startAndHearGreeting(canvas, userEvent, loaded, args.company);
    await clock.runUntil(
      () => shows(canvasElement.querySelector('.org-voice__notice'), 'Your connection is weak'),
      'the hint',
    );
    await expect(widget).toHaveAttribute('data-connection', 'weak');
    clock.release();
  },
};

/**
 * The signal goes for good after the greeting: Daily gives up after 20 s, and the call ends as
 * dropped, its transcript and the summary kept, Start offered again.
 */
export const Dropped: Story = {
  ...onStoryClock,
  // Cut 5 s in: Daily gives up 20 s later, before the assistant would hang up (about 30 s).
  args: { timeScale: 1, network: [{ at: 5_000, signaling: 'interrupted' }] },
  play: async ({ canvasElement, canvas, userEvent, args, loaded }) => {
    const { widget, clock } = await startAndHearGreeting(canvas, userEvent, loaded, args.company);
    await clock.runUntil(() => widget.dataset.state === 'ended', 'the drop', {
      within: SIMULATED_EJECT_AFTER_MS + 5_000,
    });
    await expect(canvasElement.querySelector('.org-voice__notice')).toHaveTextContent(
      'The call dropped because the connection was lost.',
    );
    await expect(canvas.getByRole('list', { name: 'Transcript' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Call Summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
    clock.release();
  },
};
