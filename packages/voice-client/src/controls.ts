// `@org/voice-client/controls`: what a call can do besides start, stop and mute, as functions of
// the client instead of methods of `VoiceClient`. A bundler drops the functions an app does not
// import, where a class ships every method it has. Each checks its arguments against the call
// library's rule first (`invalid-argument`, before anything reaches Daily), then the call's state
// (`invalid-state`), and reaches the call only through `currentCall` (current-call.ts), the
// client's one accessor.
import type { DailySendSettings, DailyStartScreenShareOptions } from '@daily-co/daily-js';
import { viewOf } from './call-view';
import { type SayMessage, sayMessage } from './client-message';
import { currentCall } from './current-call';
import * as commands from './daily/commands';
import { amplifyMicrophone } from './mic-gain';
import {
  assertRule,
  type TransferTarget,
  validateAppMessage,
  validateBackgroundImage,
  validateBlurStrength,
  validateDtmfTones,
  validateRemoteVolume,
  validateSendSettings,
  validateTransferTarget,
  validateUserData,
} from './rules';
import type { VoiceClient } from './voice-client';

export {
  type RuleResult,
  type TransferTarget,
  USER_MESSAGE_MAX_LENGTH,
  validateAppMessage,
  validateBackgroundImage,
  validateBlurStrength,
  validateDtmfTones,
  validateOutputVolume,
  validateRemoteVolume,
  validateSendSettings,
  validateTransferTarget,
  validateUserData,
  validateUserMessage,
} from './rules';

/**
 * Makes the assistant say `text` (a `say` message, through `client.send()`); it cannot be
 * interrupted unless `options` say so.
 * @throws {VoiceClientError} `invalid-state` unless the call is active; `invalid-argument` when
 * the message is too large.
 * @example
 * ```ts
 * say(client, 'One moment, please.', { endCallAfterSpoken: false });
 * ```
 */
export function say(
  client: VoiceClient,
  text: string,
  options: Omit<SayMessage, 'type' | 'message'> = {},
): void {
  client.send(sayMessage(text, options));
}

/**
 * Sends any JSON-serialisable app message to the call's participants (`'*'`: everyone).
 * @throws {VoiceClientError} `invalid-state` unless the call is active; `invalid-argument` when
 * `data` is not JSON or over the size limit (4096 characters).
 */
export function sendAppMessage(
  client: VoiceClient,
  data: unknown,
  to: string | string[] = '*',
): void {
  assertRule(validateAppMessage(data));
  currentCall(client, 'Sending an app message', true).port.sendAppMessage(data, to);
}

/**
 * Sets the local participant's user data (at most 4096 characters of JSON).
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active);
 * `invalid-argument` when `data` is not JSON or too large.
 */
export async function setUserData(client: VoiceClient, data: unknown): Promise<void> {
  assertRule(validateUserData(data));
  await commands.setUserData(currentCall(client, 'Setting user data', false).port, data);
}

/**
 * Sends DTMF tones (`0-9`, `A-D`, `*`, `#`) on a dial-in or dial-out session.
 * @throws {VoiceClientError} `invalid-state` unless the call is active; `invalid-argument` for
 * tones that are empty, longer than 20 or not DTMF.
 * @example
 * ```ts
 * await sendDtmf(client, { sessionId: 'dial-out-session-id', tones: '1234#' });
 * ```
 */
export async function sendDtmf(
  client: VoiceClient,
  options: { sessionId: string; tones: string; digitDurationMs?: number },
): Promise<void> {
  assertRule(validateDtmfTones(options.tones));
  await commands.sendDtmf(currentCall(client, 'Sending DTMF', true).port, options);
}

/**
 * Transfers a dial-in or dial-out session to a SIP URI or a phone number.
 * @throws {VoiceClientError} `invalid-state` unless the call is active; `invalid-argument` for a
 * target that starts with neither `sip:` nor `+`, or a caller id for a SIP target.
 */
export async function transfer(client: VoiceClient, target: TransferTarget): Promise<void> {
  assertRule(validateTransferTarget(target));
  await commands.transfer(currentCall(client, 'Transferring', true).port, target);
}

/**
 * Changes the video send settings (Daily's presets, `maxQuality`, encodings).
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active);
 * `invalid-argument` for settings Daily does not accept.
 */
export async function updateSendSettings(
  client: VoiceClient,
  settings: DailySendSettings,
): Promise<void> {
  assertRule(validateSendSettings(settings));
  await commands.updateSendSettings(
    currentCall(client, 'Changing send settings', false).port,
    settings,
  );
}

/**
 * Blurs the camera background with `strength` in (0, 1].
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active);
 * `invalid-argument` when `strength` is out of range.
 */
export async function setBackgroundBlur(client: VoiceClient, strength: number): Promise<void> {
  assertRule(validateBlurStrength(strength));
  await commands.updateInputSettings(currentCall(client, 'Blurring the background', false).port, {
    video: { processor: { type: 'background-blur', config: { strength } } },
  });
}

/**
 * Replaces the camera background with Daily's preselected image 1 to 10.
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active);
 * `invalid-argument` unless `selection` is an integer from 1 to 10.
 */
export async function setBackgroundImage(client: VoiceClient, selection: number): Promise<void> {
  assertRule(validateBackgroundImage(selection));
  await commands.updateInputSettings(
    currentCall(client, 'Setting a background image', false).port,
    {
      video: { processor: { type: 'background-image', config: { source: selection } } },
    },
  );
}

/**
 * Sets a remote media player's volume, 0 to 2.
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active);
 * `invalid-argument` when `volume` is out of range.
 */
export async function setRemoteMediaVolume(
  client: VoiceClient,
  sessionId: string,
  volume: number,
): Promise<void> {
  assertRule(validateRemoteVolume(volume));
  const { port } = currentCall(client, 'Setting a remote volume', false);
  await commands.setRemoteMediaVolume(port, sessionId, volume);
}

/**
 * Chooses the microphone (and camera) by device id.
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active).
 * @example
 * ```ts
 * await setInputDevices(client, { audioDeviceId: 'usb-microphone-id' });
 * ```
 */
export async function setInputDevices(
  client: VoiceClient,
  devices: { audioDeviceId?: string; videoDeviceId?: string },
): Promise<void> {
  await currentCall(client, 'Choosing input devices', false).port.setInputDevices(devices);
}

/**
 * Chooses the speaker by device id, for Daily and for the client's `<audio>` elements.
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active).
 */
export async function setOutputDevice(client: VoiceClient, outputDeviceId: string): Promise<void> {
  const { session, port } = currentCall(client, 'Choosing the output device', false);
  await Promise.all([
    port.setOutputDevice(outputDeviceId),
    session.media.output.setSinkId(outputDeviceId),
  ]);
}

/**
 * Replaces the microphone with itself amplified by `gain`; the amplified track is released when
 * the call ends (at once, when it ended while the microphone opened).
 * @throws {VoiceClientError} `invalid-state` without a call (starting or active).
 */
export async function setMicrophoneGain(client: VoiceClient, gain: number): Promise<void> {
  const { session, port } = currentCall(client, 'Changing the microphone level', false);
  await amplifyMicrophone(port, gain, session);
}

/**
 * Shares the screen.
 * @throws {VoiceClientError} `invalid-state` unless the call is active.
 */
export function startScreenShare(
  client: VoiceClient,
  options?: DailyStartScreenShareOptions,
): void {
  currentCall(client, 'Screen sharing', true).port.startScreenShare(options);
}

/** Stops sharing the screen; does nothing without a call. */
export function stopScreenShare(client: VoiceClient): void {
  viewOf(client)?.session?.port?.stopScreenShare();
}
