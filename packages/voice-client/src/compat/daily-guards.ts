import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';

/**
 * `@vapi-ai/web` 2.7.1's guards against settings that break Chrome 140+ (its daily-guards.ts),
 * without its console warnings.
 */

/** The Daily config without `alwaysIncludeMicInPermissionPrompt: false`. */
export function createSafeDailyConfig(
  config?: Pick<DailyAdvancedConfig, 'avoidEval' | 'alwaysIncludeMicInPermissionPrompt'>,
): DailyAdvancedConfig {
  if (!config) return {};
  const { alwaysIncludeMicInPermissionPrompt, ...rest } = config;
  return alwaysIncludeMicInPermissionPrompt === false ? rest : config;
}

/** The factory options with `audioSource: false` turned into `true`. */
export function createSafeDailyFactoryOptions(
  options?: Pick<DailyFactoryOptions, 'audioSource' | 'startAudioOff'>,
): DailyFactoryOptions {
  if (!options) return {};
  return options.audioSource === false ? { ...options, audioSource: true } : options;
}

/**
 * Turns the microphone on or off, never discarding its track.
 * @throws {Error} 'Call object is not available.' without a call.
 */
export function safeSetLocalAudio(call: DailyCall | null, enabled: boolean): void {
  if (!call) throw new Error('Call object is not available.');
  call.setLocalAudio(enabled);
}

/**
 * Chooses the input devices; `audioSource: false` falls back to the default device.
 * @throws {Error} 'Call object is not available.' without a call.
 */
export async function safeSetInputDevicesAsync(
  call: DailyCall | null,
  options: Parameters<DailyCall['setInputDevicesAsync']>[0],
): Promise<void> {
  if (!call) throw new Error('Call object is not available.');
  if ('audioSource' in options && options.audioSource === false) {
    const { audioSource, ...safeOptions } = options;
    await call.setInputDevicesAsync(safeOptions);
    return;
  }
  await call.setInputDevicesAsync(options);
}
