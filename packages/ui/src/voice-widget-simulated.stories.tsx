import { VoiceClient } from '@org/voice-client';
import { useVoiceWidget } from '@org/voice-client/react';
import {
  createSimulatedCall,
  createSimulatedWebCall,
  receptionistScript,
  simulatedCallDuration,
} from '@org/voice-client/simulated';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { VoiceWidget } from './voice-widget';

/** Props of {@link SimulatedVoiceWidget}. */
interface SimulatedVoiceWidgetProps {
  /** How fast the scripted call plays: 1 is real time, 0.1 ten times faster. */
  timeScale: number;
  onRequestSummary?: () => void;
}

/**
 * The real widget on the real voice client and its React binding, with the call simulated by
 * `@org/voice-client/simulated`: no network, no microphone, no sound. The assistant answers,
 * talks with the visitor (captions and a moving visualiser), then hangs up.
 */
function SimulatedVoiceWidget({ timeScale, onRequestSummary }: SimulatedVoiceWidgetProps) {
  // A new client when the speed changes; the binding stops the old one's call.
  const client = useMemo(
    () =>
      new VoiceClient({
        createWebCall: createSimulatedWebCall(),
        createCallObject: createSimulatedCall({ timeScale }),
      }),
    [timeScale],
  );
  const voice = useVoiceWidget(client, { assistant: 'simulated-assistant' });
  return (
    <VoiceWidget
      status={voice.status}
      assistantId="simulated-assistant"
      muted={voice.muted}
      volume={voice.volume}
      notice={voice.notice}
      transcript={voice.transcript}
      onStart={voice.onStart}
      onStop={voice.onStop}
      onToggleMute={voice.onToggleMute}
      {...(onRequestSummary ? { onRequestSummary } : {})}
    />
  );
}

const meta = {
  title: 'Voice/VoiceWidget/Simulated call',
  component: SimulatedVoiceWidget,
  args: { timeScale: 1, onRequestSummary: fn() },
  argTypes: { timeScale: { control: { type: 'range', min: 0.05, max: 2, step: 0.05 } } },
} satisfies Meta<typeof SimulatedVoiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Start and watch a whole call in real time (about 30 s). */
export const Interactive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Voice Chat' })).toBeEnabled();
  },
};

/** The same call ten times faster, played through by the story's test. */
export const FastForward: Story = {
  args: { timeScale: 0.1 },
  play: async ({ canvas, userEvent, args }) => {
    const [greeting] = receptionistScript;
    const widget = canvas.getByRole('region', { name: 'AI Voice Assistant' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Voice Chat' }));
    await expect(widget).toHaveAttribute('data-state', 'connecting');
    await expect(
      await canvas.findByText('Speaking with your AI receptionist...', {}, { timeout: 3_000 }),
    ).toBeVisible();
    await expect(widget).toHaveAttribute('data-state', 'active');
    const captions = canvas.getByRole('log', { name: 'Live captions' });
    await waitFor(() => expect(captions).toHaveTextContent(`Assistant: ${greeting?.text}`), {
      timeout: 3_000,
    });

    // The assistant hangs up: the summary is offered, under the whole transcript.
    const summary = await canvas.findByRole(
      'button',
      { name: 'Get Call Summary' },
      { timeout: simulatedCallDuration({ timeScale: 0.1 }) + 3_000 },
    );
    await expect(widget).toHaveAttribute('data-state', 'ended');
    const transcript = canvas.getByRole('list', { name: 'Transcript' });
    await expect(transcript.querySelectorAll('li')).toHaveLength(receptionistScript.length);
    await userEvent.click(summary);
    await expect(args.onRequestSummary).toHaveBeenCalledOnce();
  },
};
