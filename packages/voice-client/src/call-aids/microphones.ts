/** One audio input the browser lists: its id and its label (empty until the microphone is allowed). */
export interface MicrophoneOption {
  deviceId: string;
  label: string;
}

/** The audio inputs of a device list (`enumerateDevices()`, Daily's `available-devices-updated`). */
export function microphonesIn(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[],
): MicrophoneOption[] {
  return devices
    .filter((device) => device.kind === 'audioinput' && device.deviceId)
    .map(({ deviceId, label }) => ({ deviceId, label }));
}

/**
 * The input to use instead of `current` when it is no longer listed (unplugged): the browser's
 * default (Chromium lists it as `default`; elsewhere the first one is), or `null` when `current`
 * is still listed, unknown, or there is nothing to fall back to.
 */
export function fallbackMicrophone(
  microphones: readonly MicrophoneOption[],
  current: string | null,
): string | null {
  if (current === null || microphones.some((mic) => mic.deviceId === current)) return null;
  return (
    (microphones.find((mic) => mic.deviceId === 'default') ?? microphones[0])?.deviceId ?? null
  );
}
