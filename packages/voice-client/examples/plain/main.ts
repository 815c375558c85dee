// @org/voice-client without a framework: one client for the page, its events written into the
// page, and Start / Stop / Mute buttons. See README.md for running it against `npm start`.
import { isVoiceClientError, VoiceClient } from '@org/voice-client';
import { createSimulatedCall } from '@org/voice-client/simulated';

/** npm start's mock provider, reached through this example's server at /provider. */
const PROVIDER_URL = new URL('/provider', window.location.href).href;
/** The public key npm start's mock provider accepts. */
const PUBLIC_KEY = 'local-public-key';
/** The mock accepts any non-empty assistant id; a real provider wants one of yours. */
const ASSISTANT_ID = 'example-assistant';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`The page has no #${id}.`);
  return found;
}

const startButton = element('start', HTMLButtonElement);
const stopButton = element('stop', HTMLButtonElement);
const muteButton = element('mute', HTMLButtonElement);
const status = element('status', HTMLOutputElement);
const volume = element('volume', HTMLMeterElement);
const transcript = element('transcript', HTMLOListElement);

const client = new VoiceClient({
  baseUrl: PROVIDER_URL,
  token: PUBLIC_KEY,
  // The mock's rooms do not exist on Daily, so a simulated call object plays the call (a
  // scripted receptionist that does not listen). Against a real provider leave this out:
  // daily-js then joins the room the provider created.
  createCallObject: createSimulatedCall(),
});

function showCallControls(inCall: boolean): void {
  startButton.disabled = inCall;
  stopButton.disabled = !inCall;
  muteButton.disabled = !inCall;
}

client.on('progress', (event) => {
  status.value = `${event.stage}: ${event.status}`;
});
client.on('call-start', () => {
  status.value = 'the assistant is listening';
});
client.on('volume-level', (level) => {
  volume.value = level;
});
client.on('message', (message) => {
  // Partial transcripts repeat the line as it grows; the final one is the line to keep.
  if (message.type !== 'transcript' || message.transcriptType !== 'final') return;
  const line = document.createElement('li');
  line.textContent = `${message.role}: ${message.transcript}`;
  transcript.append(line);
});
client.on('error', ({ error, fatal }) => {
  status.value = `${fatal ? 'call ended' : 'warning'}: ${error.message} (${error.code})`;
});
client.on('call-end', () => {
  status.value = 'call over';
  volume.value = 0;
  muteButton.textContent = 'Mute';
  showCallControls(false);
});

startButton.addEventListener('click', async () => {
  showCallControls(true);
  transcript.replaceChildren();
  try {
    await client.start({ assistant: ASSISTANT_ID });
  } catch (error) {
    showCallControls(false);
    // Stop pressed while connecting: nothing went wrong.
    if (isVoiceClientError(error, 'cancelled')) status.value = 'cancelled';
    else if (isVoiceClientError(error)) status.value = `could not start: ${error.message}`;
    else throw error;
  }
});
stopButton.addEventListener('click', () => {
  void client.stop();
});
muteButton.addEventListener('click', () => {
  client.setMuted(!client.isMuted());
  muteButton.textContent = client.isMuted() ? 'Unmute' : 'Mute';
});
// Leaving the page ends the call and releases everything the client holds.
window.addEventListener('pagehide', () => {
  void client.dispose();
});
