import type { DailyAdvancedConfig, DailyFactoryOptions } from '@daily-co/daily-js';

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
