import type {
  DailyInputSettings,
  DailySendDtmfOptions,
  DailySendSettings,
  DailySipCallTransferOptions,
} from '@daily-co/daily-js';
import type { DailyPort } from './port';

/**
 * What only one entry's feature says to a call object, as functions of its {@link DailyPort}:
 * `./controls` and the call aids import the ones they give, and the engine's chunk carries none.
 */

/** Changes the input settings (a camera background, say). */
export async function updateInputSettings(
  port: DailyPort,
  settings: DailyInputSettings,
): Promise<void> {
  await port.call.updateInputSettings(settings);
}

export async function setUserData(port: DailyPort, data: unknown): Promise<void> {
  await port.call.setUserData(data);
}

export async function sendDtmf(port: DailyPort, options: DailySendDtmfOptions): Promise<void> {
  await port.call.sendDTMF(options);
}

export async function transfer(
  port: DailyPort,
  options: DailySipCallTransferOptions,
): Promise<void> {
  await port.call.sipCallTransfer(options);
}

export async function updateSendSettings(
  port: DailyPort,
  settings: DailySendSettings,
): Promise<void> {
  await port.call.updateSendSettings(settings);
}

export async function setRemoteMediaVolume(
  port: DailyPort,
  sessionId: string,
  volume: number,
): Promise<void> {
  await port.call.updateRemoteMediaPlayer({ session_id: sessionId, settings: { volume } });
}

/**
 * The browser's devices and the microphone Daily uses (`null` when a call machine answers
 * without one: daily-js then resolves `mic: {}`), or `null` on a call object that cannot tell.
 */
export async function listDevices(
  port: DailyPort,
): Promise<{ devices: MediaDeviceInfo[]; microphoneId: string | null } | null> {
  const { call } = port;
  if (!call.enumerateDevices || !call.getInputDevices) return null;
  const [{ devices }, { mic }] = await Promise.all([
    call.enumerateDevices(),
    call.getInputDevices(),
  ]);
  return { devices, microphoneId: mic?.deviceId ?? null };
}
