// biome-ignore-all lint/suspicious/noExplicitAny: Daily's event payloads are forwarded as they come, as Vapi does.
import type { DailyCall } from '@daily-co/daily-js';
import { noiseCancellationOff } from '../noise-cancellation';
import { safeSetLocalAudio } from './daily-guards';
import { serializeError } from './serialize-error';
import type { VapiSession } from './vapi-session';

type Handler = (event?: any) => unknown;
/** The call object as these loops register on it (daily-js types each event's handler). */
type Events = { on(event: string, handler: Handler): unknown };

const timestamp = () => new Date().toISOString();

const FORWARDED = ['network-quality-change', 'network-connection'] as const;
const RECORDING = [
  'recording-started',
  'recording-stopped',
  'recording-stats',
  'recording-error',
  'recording-upload-completed',
] as const;

/**
 * Registers the call's lifecycle, error, recording, track and participant handlers, in
 * `@vapi-ai/web` 2.7.1's order (it registers them before joining).
 */
export function wireCallEvents(
  s: VapiSession,
  call: DailyCall,
  isVideoRecordingEnabled: boolean,
  isVideoEnabled: boolean,
): void {
  const on = (call as unknown as Events).on.bind(call);
  const emit = s.events.emit.bind(s.events);
  on('left-meeting', () => {
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
    if (isVideoRecordingEnabled) s.call?.stopRecording();
    s.cleanup().catch(() => {});
  });
  on('error', (error) => {
    emit('error', { type: 'daily-error', error: serializeError(error), timestamp: timestamp() });
    if (isVideoRecordingEnabled) s.call?.stopRecording();
  });
  on('camera-error', (error) => {
    emit('camera-error', {
      type: 'camera-error',
      error: serializeError(error),
      timestamp: timestamp(),
    });
  });
  for (const name of FORWARDED) on(name, (event) => emit(name, event));
  for (const name of RECORDING) on(name, (event) => event && emit(name, event));
  on('track-started', (e) => s.handleTrackStarted(e));
  on('participant-joined', (e) => {
    if (!e || !s.call || e.participant.local) return;
    s.call.updateParticipant(e.participant.session_id, {
      setSubscribedTracks: { audio: true, video: isVideoRecordingEnabled || isVideoEnabled },
    });
  });
  on('participant-updated', (e) => e && emit('daily-participant-updated', e.participant));
  on('participant-left', (e) => e && s.detachAudioPlayer(e.participant.session_id));
}

/**
 * Registers the audio-level, app-message and non-fatal-error handlers (`start()` registers
 * them after the join, `reconnect()` before).
 */
export function wireMediaEvents(s: VapiSession, call: DailyCall): void {
  const on = (call as unknown as Events).on.bind(call);
  on('remote-participants-audio-level', (e) => e && s.handleRemoteParticipantsAudioLevel(e));
  on('local-audio-level', (e) => e && s.events.emit('local-volume-level', e.audioLevel));
  on('app-message', (e) => s.onAppMessage(e));
  on('nonfatal-error', (e) => {
    if (e?.type === 'local-audio-level-observer-error') {
      s.events.emit('local-audio-level-observer-error', serializeError(e));
    }
    if (e?.type === 'audio-processor-error') {
      s.call
        ?.updateInputSettings(noiseCancellationOff())
        .then(() => safeSetLocalAudio(s.call, true))
        .catch((error) => s.emitAudioProcessingError('audio-processor-recovery', error));
    }
  });
}
