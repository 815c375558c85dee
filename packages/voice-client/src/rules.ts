import type { DailySendSettings } from '@daily-co/daily-js';
import {
  APP_MESSAGE_MAX_SIZE,
  BACKGROUND_IMAGE_RANGE,
  DTMF_MAX_TONES,
  REMOTE_VOLUME_RANGE,
  USER_DATA_MAX_LENGTH,
} from './constants';
import { VoiceClientError } from './voice-client-error';

/** The outcome of a rule: valid, or the message saying why not. */
export type RuleResult = { valid: true } | { valid: false; message: string };

const VALID: RuleResult = { valid: true };
const invalid = (message: string): RuleResult => ({ valid: false, message });

/** Throws `invalid-argument` with the rule's message when `result` is invalid. */
export function assertRule(result: RuleResult): void {
  if (!result.valid) throw new VoiceClientError('invalid-argument', result.message);
}

/** DTMF tones: 1 to 20 of `0-9`, `A-D`, `*` and `#`. */
export function validateDtmfTones(tones: string): RuleResult {
  if (typeof tones !== 'string' || tones.length === 0)
    return invalid('tones must be a non-empty string');
  if (tones.length > DTMF_MAX_TONES)
    return invalid(`tones string must be up to ${DTMF_MAX_TONES} characters`);
  const bad = /[^0-9A-D*#]/.exec(tones);
  return bad ? invalid(`${bad[0]} is not valid DTMF tone`) : VALID;
}

function jsonLength(value: unknown): number | string {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 'undefined is not JSON' : json.length;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** App messages: JSON-serialisable and under the room's size limit (4096 characters by default). */
export function validateAppMessage(data: unknown, maxSize = APP_MESSAGE_MAX_SIZE): RuleResult {
  const length = jsonLength(data);
  if (typeof length === 'string')
    return invalid(`Message data must be serializable to JSON: ${length}`);
  return length > maxSize ? invalid(`Message data too large. Max size is ${maxSize}`) : VALID;
}

/**
 * Longest message a visitor may type to the assistant (`sendUserMessage()`), in characters: a
 * turn of conversation, well inside Daily's app-message limit once wrapped in `add-message`.
 * Here rather than in constants.ts, which both faces load on import: this rule loads with the
 * call engine.
 */
export const USER_MESSAGE_MAX_LENGTH = 1000;

/** A control character: C0, DEL and C1, line breaks and tabs included. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A message the visitor types to the assistant (`sendUserMessage()`): a string with something
 * besides whitespace, at most 1000 characters, and no control characters (a line break or a
 * tab included: a message is one line, as the widget's box takes it).
 */
export function validateUserMessage(text: unknown): RuleResult {
  if (typeof text !== 'string') return invalid(`A message must be a string, got ${typeof text}.`);
  if (text.trim() === '') return invalid('A message cannot be empty.');
  if (text.length > USER_MESSAGE_MAX_LENGTH) {
    return invalid(
      `A message can be at most ${USER_MESSAGE_MAX_LENGTH} characters; this one has ${text.length}.`,
    );
  }
  const control = CONTROL_CHARACTER.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return invalid(
      `A message cannot contain control characters (U+${code} at position ${control.index + 1}).`,
    );
  }
  return VALID;
}

/** User data: JSON-serialisable and at most 4096 characters (a string counts as it is). */
export function validateUserData(data: unknown): RuleResult {
  if (data === undefined) return VALID;
  const length = typeof data === 'string' ? data.length : jsonLength(data);
  if (typeof length === 'string')
    return invalid(`userData must be serializable to JSON: ${length}`);
  return length > USER_DATA_MAX_LENGTH
    ? invalid(
        `userData is too large (${length} characters). Maximum size supported is ${USER_DATA_MAX_LENGTH}.`,
      )
    : VALID;
}

/** A call transfer: what `sipCallTransfer` needs. */
export interface TransferTarget {
  /** The Daily session id of the dial-in or dial-out leg to transfer. */
  sessionId: string;
  /** Where to: a SIP URI (`sip:`) or a phone number (`+`). */
  toEndPoint: string;
  /** The caller id to present; only for transfers to a phone number (PSTN). */
  callerId?: string;
}

/** Transfers: a target that starts with `sip:` or `+`; a caller id only for PSTN targets. */
export function validateTransferTarget(target: TransferTarget): RuleResult {
  const { sessionId, toEndPoint, callerId } = target;
  if (!sessionId || !toEndPoint) return invalid('A transfer requires a sessionId and toEndPoint');
  if (!toEndPoint.startsWith('sip:') && !toEndPoint.startsWith('+')) {
    return invalid(`toEndPoint: ${toEndPoint} must start with either "sip:" or "+"`);
  }
  if (callerId !== undefined && !toEndPoint.startsWith('+')) {
    return invalid('callerId is only valid when transferring to a PSTN number');
  }
  return VALID;
}

const CAMERA_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
];
const SCREEN_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
];
const ENCODING_SHAPES = ['low', 'low,medium', 'high,low,medium'];

function validateTrackSendSettings(track: string, value: unknown): RuleResult {
  const presets = track === 'screenVideo' ? SCREEN_PRESETS : CAMERA_PRESETS;
  if (typeof value === 'string') {
    return presets.includes(value)
      ? VALID
      : invalid(
          `Video send settings should be either an object or one of the supported presets: ${presets.join()}`,
        );
  }
  if (typeof value !== 'object' || value === null) {
    return invalid(`Video send settings for ${track} must be an object or a preset`);
  }
  const { maxQuality, encodings, allowAdaptiveLayers } = value as Record<string, unknown>;
  if (maxQuality === undefined && encodings === undefined && allowAdaptiveLayers === undefined) {
    return invalid(
      'Video send settings must contain at least maxQuality, allowAdaptiveLayers or encodings attribute',
    );
  }
  if (maxQuality !== undefined && !['low', 'medium', 'high'].includes(maxQuality as string)) {
    return invalid('maxQuality must be either low, medium or high');
  }
  if (encodings !== undefined) {
    const layers =
      typeof encodings === 'object' && encodings !== null
        ? Object.keys(encodings).sort().join()
        : // Stryker disable next-line StringLiteral: any stand-in that is no listed shape is refused the same
          '';
    if (!ENCODING_SHAPES.includes(layers)) {
      return invalid('Encodings must be defined as: low, low and medium, or low, medium and high.');
    }
  }
  return VALID;
}

/** Send settings: presets from Daily's list, `maxQuality` low/medium/high, encodings low(/medium(/high)). */
export function validateSendSettings(settings: DailySendSettings): RuleResult {
  const entries = Object.entries(settings ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0)
    return invalid('Send settings must contain at least information for one track!');
  for (const [track, value] of entries) {
    const result = validateTrackSendSettings(track, value);
    if (!result.valid) return result;
  }
  return VALID;
}

/** Background blur strength: greater than 0 and at most 1. */
export function validateBlurStrength(strength: number): RuleResult {
  return typeof strength === 'number' && strength > 0 && strength <= 1
    ? VALID
    : invalid(`Background blur strength must be greater than 0 and at most 1, got: ${strength}`);
}

/** Background image selection: an integer from 1 to 10. */
export function validateBackgroundImage(selection: number): RuleResult {
  const { min, max } = BACKGROUND_IMAGE_RANGE;
  return Number.isInteger(selection) && selection >= min && selection <= max
    ? VALID
    : invalid(
        `Background image selection must be an integer from ${min} to ${max}, got: ${selection}`,
      );
}

/** Remote media player volume: 0 to 2. */
export function validateRemoteVolume(volume: number): RuleResult {
  const { min, max } = REMOTE_VOLUME_RANGE;
  return typeof volume === 'number' && volume >= min && volume <= max
    ? VALID
    : invalid(`Remote media player volume must be between ${min} and ${max}, got: ${volume}`);
}

/** Output (playback) volume: 0 to 1, the range an audio element accepts. */
export function validateOutputVolume(volume: number): RuleResult {
  return typeof volume === 'number' && volume >= 0 && volume <= 1
    ? VALID
    : invalid(`Output volume must be between 0 and 1, got: ${volume}`);
}
