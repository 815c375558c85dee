/** Summed remote audio level above which the assistant counts as speaking. */
export const SPEAKING_THRESHOLD = 0.01;
/** Silence, in milliseconds, after which `speech-end` fires. */
export const SPEECH_END_DELAY_MS = 1000;
/** The summed level that maps to a full `volume-level` of 1. */
export const VOLUME_SCALE = 0.15;
/** How often, in milliseconds, Daily reports remote audio levels. */
export const AUDIO_LEVEL_INTERVAL_MS = 100;
/** How long, in milliseconds, a mobile browser is given for its permission prompt before joining. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;
/**
 * The cloud recording started when a web call asks for video recording, as `@vapi-ai/web` 2.7.1
 * starts it (its dark background included). A fresh object each time: daily-js may write into
 * the options it is given.
 */
export function videoRecordingOptions() {
  return {
    width: 1280,
    height: 720,
    backgroundColor: '#FF1F2D3D',
    layout: { preset: 'default' as const },
  };
}
/** Longest `userData`, in characters of its JSON form. */
export const USER_DATA_MAX_LENGTH = 4096;
/** Largest app message, in characters of its JSON form, until Daily reports the room's own limit. */
export const APP_MESSAGE_MAX_SIZE = 4096;
/** Longest DTMF tone string Daily accepts in one call. */
export const DTMF_MAX_TONES = 20;
/** Remote media player volume range. */
export const REMOTE_VOLUME_RANGE = { min: 0, max: 2 } as const;
/** Daily's preselected background images, numbered 1 to 10. */
export const BACKGROUND_IMAGE_RANGE = { min: 1, max: 10 } as const;
/** Listeners per event above which a leak warning is logged. */
export const LISTENER_LIMIT_DEFAULT = 10;
/** How many recent server messages the React store keeps. */
export const RECENT_MESSAGES_DEFAULT = 20;
/** The app message the assistant sends once it is listening. */
export const LISTENING_MESSAGE = 'listening';
/** The app message that tells the assistant its audio is playing. */
export const PLAYABLE_MESSAGE = 'playable';
/**
 * Daily's `user_name` of the assistant's participant in the provider's rooms (`@vapi-ai/web`
 * 2.7.1 plays only this participant): the call's one voice to play and video to show.
 */
export const ASSISTANT_PARTICIPANT_NAME = 'Vapi Speaker';
