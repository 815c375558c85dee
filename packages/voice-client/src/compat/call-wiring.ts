import type { DailyCall } from '@daily-co/daily-js';
import { listenToDaily } from '../daily-events';
import { recoverFromAudioProcessorError } from '../noise-cancellation';
import { customerEndedStatus } from '../server-message';
import { safeSetLocalAudio } from './daily-guards';
import { serializeError } from './serialize-error';
import { timestamp } from './start-reports';
import type { VapiSession } from './vapi-session';

/** What the web call asks of the handlers. */
export interface CallFlags {
  isVideoRecordingEnabled: boolean;
  isVideoEnabled: boolean;
}

/**
 * Listens to the call's lifecycle, error, recording, track and participant events, with
 * `@vapi-ai/web` 2.7.1's handlers (its `vapi.ts`), in the order it registers them (before
 * joining).
 */
export function wireCallEvents(s: VapiSession, call: DailyCall, flags: CallFlags): void {
  const emit = s.events.emit.bind(s.events);
  const { isVideoRecordingEnabled } = flags;
  listenToDaily(call, {
    'left-meeting': () => {
      emit('call-end');
      if (!s.hasEmittedCallEndedStatus) {
        emit('message', customerEndedStatus());
        s.hasEmittedCallEndedStatus = true;
      }
      // With a meeting token the recording does not stop by itself on leave.
      if (isVideoRecordingEnabled) s.call?.stopRecording();
      s.cleanup().catch(() => {});
    },
    error: (error) => {
      emit('error', { type: 'daily-error', error: serializeError(error), timestamp: timestamp() });
      if (isVideoRecordingEnabled) s.call?.stopRecording();
    },
    'camera-error': (error) => {
      emit('camera-error', {
        type: 'camera-error',
        error: serializeError(error),
        timestamp: timestamp(),
      });
    },
    'network-quality-change': (event) => emit('network-quality-change', event),
    'network-connection': (event) => emit('network-connection', event),
    'recording-started': (event) => emit('recording-started', event),
    'recording-stopped': (event) => emit('recording-stopped', event),
    'recording-stats': (event) => emit('recording-stats', event),
    'recording-error': (event) => emit('recording-error', event),
    'recording-upload-completed': (event) => emit('recording-upload-completed', event),
    'track-started': ({ participant, track }) => void s.handleTrackStarted(participant, track),
    'participant-joined': ({ participant }) => {
      if (!s.call || participant.local) return;
      s.call.updateParticipant(participant.session_id, {
        setSubscribedTracks: {
          audio: true,
          video: isVideoRecordingEnabled || flags.isVideoEnabled,
        },
      });
    },
    'participant-updated': ({ participant }) => emit('daily-participant-updated', participant),
    'participant-left': ({ participant }) => s.detachAudioPlayer(participant.session_id),
  });
}

/**
 * Listens to the audio-level, app-message and non-fatal-error events (`start()` registers them
 * after the join, `reconnect()` before).
 */
export function wireMediaEvents(s: VapiSession, call: DailyCall): void {
  const emit = s.events.emit.bind(s.events);
  listenToDaily(call, {
    'remote-participants-audio-level': (event) =>
      s.handleRemoteParticipantsAudioLevel(event.participantsAudioLevel),
    'local-audio-level': (event) => emit('local-volume-level', event.audioLevel),
    'app-message': (event) => s.onAppMessage(event.data),
    'nonfatal-error': (event) => {
      if (event.type === 'local-audio-level-observer-error') {
        emit('local-audio-level-observer-error', serializeError(event));
      }
      if (event.type === 'audio-processor-error' && s.call) {
        recoverFromAudioProcessorError(s.call, () => safeSetLocalAudio(s.call, true)).catch(
          (error) => s.emitAudioProcessingError('audio-processor-recovery', error),
        );
      }
    },
  });
}
