import { VoiceClient } from '@org/voice-client';
import { useVoiceWidget } from '@org/voice-client/react';
import {
  createSimulatedCall,
  createSimulatedWebCall,
  receptionistReply,
  receptionistScriptFor,
  simulatedCallDuration,
} from '@org/voice-client/simulated';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn } from 'storybook/test';
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
}: SimulatedVoiceWidgetProps) {
  // A new client when the speed or the clock changes; the binding stops the old one's call.
  const client = useMemo(
    () =>
      new VoiceClient({
        createWebCall: createSimulatedWebCall(),
        createCallObject: createSimulatedCall(
          clock ? { timeScale, timers: clock, now: clock.now } : { timeScale },
        ),
      }),
    [timeScale, clock],
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
 * The same call ten times faster, played through by the story's test: the receptionist greets
 * the company.
 */
export const FastForward: Story = {
  ...onStoryClock,
  args: { timeScale: 0.1 },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const clock = controlledClock(loaded);
    const script = receptionistScriptFor({ company: args.company });
    const [greeting] = script;
    await expect(greeting?.text).toContain(`Thanks for calling ${args.company},`);
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Voice Chat' }));
    await expect(widget).toHaveAttribute('data-state', 'connecting');
    await clock.runUntil(() => widget.dataset.state !== 'connecting', 'the join');
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
    const clock = controlledClock(loaded);
    const [greeting] = receptionistScriptFor({ company: args.company });
    const question = 'What are your hours?';
    const reply = receptionistReply(question).text;
    await expect(reply).toMatch(/^We're open Monday to Friday/);
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await userEvent.click(canvas.getByRole('button', { name: 'Type instead' }));
    await clock.runUntil(
      () => canvas.queryByRole('textbox', { name: 'Type a message' }) !== null,
      'the message box',
    );
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
