import type { DailyParticipant, DailyTrackState } from '@daily-co/daily-js';

/** The fields of a participant a test may set; the rest get daily-js's values for a voice call. */
export interface ParticipantFields {
  session_id: string;
  user_name?: string;
  user_id?: string;
  local?: boolean;
  audioState?: DailyTrackState['state'];
  audioTrack?: MediaStreamTrack;
}

function track(state: DailyTrackState['state'], persistentTrack?: MediaStreamTrack) {
  return persistentTrack
    ? { state, subscribed: true, persistentTrack }
    : { state, subscribed: true };
}

/**
 * A participant as daily-js reports one in `participants()` and its events: only the fields a
 * voice client reads are real (ids, name, `local`, the audio track and its state), video and
 * screen tracks are `off`. The cast stands for the many fields a voice call never sets.
 */
export function participant(fields: ParticipantFields): DailyParticipant {
  const audio = track(fields.audioState ?? 'playable', fields.audioTrack);
  return {
    session_id: fields.session_id,
    user_id: fields.user_id ?? fields.session_id,
    user_name: fields.user_name ?? '',
    local: fields.local ?? false,
    owner: false,
    joined_at: new Date(0),
    audio: audio.state === 'playable',
    video: false,
    screen: false,
    tracks: {
      audio,
      video: track('off'),
      screenAudio: track('off'),
      screenVideo: track('off'),
    },
  } as unknown as DailyParticipant;
}

/** The local participant daily-js reports once joined (`participants().local`). */
export function localParticipant(audioOn = true): DailyParticipant {
  return participant({
    session_id: 'local-session',
    local: true,
    audioState: audioOn ? 'playable' : 'off',
  });
}

/**
 * The name the provider's assistant joins a call with: `@vapi-ai/web` plays only the participant
 * of this name (its `handleRemoteParticipantsAudioLevel` and `track-started` handlers), and so does
 * `@org/voice-client`.
 */
export const ASSISTANT_USER_NAME = 'Vapi Speaker';

/** A remote participant, by default the assistant. */
export function remoteParticipant(
  sessionId: string,
  userName = ASSISTANT_USER_NAME,
): DailyParticipant {
  return participant({ session_id: sessionId, user_name: userName });
}
