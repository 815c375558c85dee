import type { VoiceClientOptions } from '@org/voice-client';
import { useVoiceClient, useVoiceWidget } from '@org/voice-client/react';
import { createSimulatedCall } from '@org/voice-client/simulated';

/** How the example reaches npm start's mock provider (see README.md). */
const clientOptions: VoiceClientOptions = {
  // This example's server passes /provider/* on to the mock.
  baseUrl: new URL('/provider', window.location.href).href,
  // The public key npm start's mock accepts.
  token: 'local-public-key',
  // The mock's rooms do not exist on Daily, so a simulated call object plays the call. Against
  // a real provider leave this out: daily-js then joins the room the provider created.
  createCallObject: createSimulatedCall(),
};

const statusText = {
  idle: 'Ready',
  connecting: 'Connecting to assistant...',
  active: 'The assistant is listening',
  ended: 'Call over',
} as const;

/**
 * A voice call with one assistant: Start (disabled without an assistant id), Stop, Mute, the
 * assistant's volume and the captions. `@org/ui`'s `VoiceWidget` takes the same binding:
 * `<VoiceWidget {...voice} assistantId={assistantId} />`.
 */
export function VoiceDemo({ assistantId }: { assistantId: string | null }) {
  // The component's own client: made on mount, disposed on unmount.
  const client = useVoiceClient(clientOptions);
  // Without an assistant there is nothing to start: `onStart` does nothing, Start is disabled.
  const voice = useVoiceWidget(client, assistantId ? { assistant: assistantId } : null);
  const inCall = voice.status === 'connecting' || voice.status === 'active';
  return (
    <section aria-label="Voice demo">
      <p>
        <button type="button" onClick={voice.onStart} disabled={!assistantId || inCall}>
          Start
        </button>{' '}
        <button type="button" onClick={voice.onStop} disabled={!inCall}>
          {voice.status === 'connecting' ? 'Cancel' : 'Stop'}
        </button>{' '}
        <button
          type="button"
          onClick={voice.onToggleMute}
          disabled={voice.status !== 'active'}
          aria-pressed={voice.muted}
        >
          {voice.muted ? 'Unmute' : 'Mute'}
        </button>
      </p>
      <p>
        Status: <output data-status={voice.status}>{statusText[voice.status]}</output>
      </p>
      {voice.notice?.kind === 'microphone-blocked' && (
        <p role="status">The microphone is blocked: allow it to talk to the assistant.</p>
      )}
      {voice.error && <p role="alert">Could not start: {voice.error.message}</p>}
      <p>
        Assistant volume: <meter min={0} max={1} value={voice.volume} />
        {voice.speaking ? ' (speaking)' : ''}
      </p>
      <ol aria-label="Captions">
        {voice.transcript.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are only appended, or the last one replaced
          <li key={index}>
            {line.role}: {line.text}
            {line.final ? '' : ' …'}
          </li>
        ))}
      </ol>
    </section>
  );
}
