import type { DailyCall } from '@daily-co/daily-js';
import { type DailyCallEvent, type ListenedDailyEvent, listenToDaily } from '../daily-events';
import { noiseCancellationOff } from '../noise-cancellation';
import { safeSetLocalAudio } from './daily-guards';
import { serializeError } from './serialize-error';
import type { VapiSession } from './vapi-session';

const timestamp = () => new Date().toISOString();

/**
 * The call's lifecycle, error, recording, track and participant events, in the order
 * `@vapi-ai/web` 2.7.1 registers them (before joining).
 */
const CALL_EVENTS: readonly ListenedDailyEvent[] = [
  'left-meeting',
  'error',
  'camera-error',
  'network-quality-change',
  'network-connection',
  'recording-started',
  'recording-stopped',
  'recording-stats',
  'recording-error',
  'recording-upload-completed',
  'track-started',
  'participant-joined',
  'participant-updated',
  'participant-left',
];

/**
 * The audio-level, app-message and non-fatal-error events (`start()` registers them after the
 * join, `reconnect()` before).
 */
const MEDIA_EVENTS: readonly ListenedDailyEvent[] = [
  'remote-participants-audio-level',
  'local-audio-level',
  'app-message',
  'nonfatal-error',
];

/** What the web call asks of the handlers. */
export interface CallFlags {
  isVideoRecordingEnabled: boolean;
  isVideoEnabled: boolean;
}

/** What Vapi does with each of Daily's events (its handlers, in `vapi.ts`). */
function onDailyEvent(s: VapiSession, event: DailyCallEvent, flags: CallFlags): void {
  const emit = s.events.emit.bind(s.events);
  switch (event.type) {
    case 'left':
      emit('call-end');
      if (!s.hasEmittedCallEndedStatus) {
        emit('message', {
          type: 'status-update',
          status: 'ended',
          endedReason: 'customer-ended-call',
        });
        s.hasEmittedCallEndedStatus = true;
      }
      // With a meeting token the recording does not stop by itself on leave.
      if (flags.isVideoRecordingEnabled) s.call?.stopRecording();
      s.cleanup().catch(() => {});
      return;
    case 'fatal':
      emit('error', {
        type: 'daily-error',
        error: serializeError(event.event),
        timestamp: timestamp(),
      });
      if (flags.isVideoRecordingEnabled) s.call?.stopRecording();
      return;
    case 'camera-error':
      emit('camera-error', {
        type: 'camera-error',
        error: serializeError(event.event),
        timestamp: timestamp(),
      });
      return;
    case 'network':
    case 'recording':
      emit(event.name, event.event);
      return;
    case 'track-started':
      void s.handleTrackStarted(event.participant, event.track);
      return;
    case 'participant':
      if (event.change === 'updated') emit('daily-participant-updated', event.participant);
      else if (event.change === 'left') s.detachAudioPlayer(event.participant.session_id);
      else if (s.call && !event.participant.local) {
        s.call.updateParticipant(event.participant.session_id, {
          setSubscribedTracks: {
            audio: true,
            video: flags.isVideoRecordingEnabled || flags.isVideoEnabled,
          },
        });
      }
      return;
    case 'remote-levels':
      s.handleRemoteParticipantsAudioLevel(event.levels);
      return;
    case 'local-level':
      emit('local-volume-level', event.level);
      return;
    case 'app-message':
      s.onAppMessage(event.data);
      return;
    case 'nonfatal':
      if (event.event.type === 'local-audio-level-observer-error') {
        emit('local-audio-level-observer-error', serializeError(event.event));
      }
      if (event.event.type === 'audio-processor-error') {
        s.call
          ?.updateInputSettings(noiseCancellationOff())
          .then(() => safeSetLocalAudio(s.call, true))
          .catch((error) => s.emitAudioProcessingError('audio-processor-recovery', error));
      }
      return;
    default:
      // Vapi does not listen to the others (see CALL_EVENTS and MEDIA_EVENTS).
      return;
  }
}

/** Listens to the call's lifecycle, error, recording, track and participant events. */
export function wireCallEvents(s: VapiSession, call: DailyCall, flags: CallFlags): void {
  listenToDaily(call, CALL_EVENTS, (event) => onDailyEvent(s, event, flags));
}

/** Listens to the audio-level, app-message and non-fatal-error events. */
export function wireMediaEvents(s: VapiSession, call: DailyCall, flags: CallFlags): void {
  listenToDaily(call, MEDIA_EVENTS, (event) => onDailyEvent(s, event, flags));
}
