import type { AssistantMedia } from './assistant-media';
import { sayFirstMessage } from './assistant-messages';
import type { ClientMessage } from './client-message';
import { type ConnectionState, ConnectionWatch } from './connection-watch';
import { AUDIO_LEVEL_INTERVAL_MS, LISTENING_MESSAGE } from './constants';
import type { DailySignal } from './daily/events';
import type { DailyPort } from './daily/port';
import { isEndedStatusData } from './server-message';
import type { SessionEmitted, SessionEvents } from './session-events';
import type { SessionHost } from './session-host';
import type { CallEndReason, nextPhase } from './session-phase';
import { SpeechDetector } from './speech-detector';
import type { WebCallNeeds } from './start-plan';
import type { TimerScope } from './timers';
import { VoiceClientError } from './voice-client-error';

/** What the signals of a call object act on: their session (call-session.ts). */
export interface SignalledSession {
  readonly media: AssistantMedia;
  readonly port: DailyPort | null;
  /** What the web call asks of the call, once known. */
  readonly needs: WebCallNeeds;
  /** Whether the start is still running (its stages not all done). */
  readonly starting: boolean;
  readonly closed: boolean;
  emit<K extends SessionEmitted>(event: K, ...args: SessionEvents[K]): void;
  /** Changes the session's phase (see session-phase.ts). */
  change(change: Parameters<typeof nextPhase>[1]): void;
  /** Fails the start in flight with `reason`, as the failure of its current stage. */
  fail(reason: VoiceClientError): void;
  send(message: ClientMessage): void;
  /** Ends the session, for `reason`. */
  stop(reason?: CallEndReason): Promise<void>;
}

/**
 * What a call does with what it hears from its call object, and the assistant's side of the
 * protocol: the phase Daily's meeting reports, a fatal error or a left meeting ending the start
 * or the call, the assistant's `listening` and its ended status, the speech detected in its
 * audio levels, the tracks subscribed to and played, the assistant asked to speak first once a
 * recording runs, noise cancellation switched off when it breaks, the microphone's level
 * observer, the connection's state (connection-watch.ts, fed by Daily's network events and the
 * browser's `online`/`offline`) and a call's end by a lost connection. One per session, released
 * with it.
 */
export class CallSignals {
  readonly #session: SignalledSession;
  readonly #host: SessionHost;
  readonly #speech: SpeechDetector;
  readonly #connection: ConnectionWatch;
  /** When the recording was asked for (the join, or `startRecording()`), for its delay. */
  #recordingAskedAt = 0;
  /** Whether the recording's first `recording-started` came (the assistant then speaks first). */
  #recordingStarted = false;

  constructor(session: SignalledSession, host: SessionHost, timers: TimerScope) {
    this.#session = session;
    this.#host = host;
    this.#speech = new SpeechDetector(timers, {
      onVolume: (volume) => session.emit('volume-level', volume),
      onSpeechStart: () => session.emit('speech-start'),
      onSpeechEnd: () => session.emit('speech-end'),
    });
    this.#connection = new ConnectionWatch(timers, (to, from) =>
      session.emit('connection', to, from),
    );
  }

  /** The call's connection now. */
  get connection(): ConnectionState {
    return this.#connection.state;
  }

  /**
   * Listens to the browser's `online` and `offline`, and to the page being shown again (audio
   * it paused while hidden plays on); returns the detach.
   */
  watchBrowser(): () => void {
    const stopWatching = this.#connection.watchBrowser();
    const page = globalThis.document;
    if (typeof page?.addEventListener !== 'function') return stopWatching;
    const onVisibility = () => {
      if (page.visibilityState === 'visible') void this.#session.media.shown();
    };
    page.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopWatching();
      page.removeEventListener('visibilitychange', onVisibility);
    };
  }

  /** The recording was asked for now (by the join, with a meeting token, or its own stage). */
  askedForRecording(): void {
    this.#recordingAskedAt = this.#host.now();
  }

  /** Stops the speech detector's timer: the session is releasing. */
  reset(): void {
    this.#speech.reset();
  }

  /** What the session does with each signal of its call object. */
  route(signal: DailySignal): void {
    switch (signal.type) {
      case 'joining':
      case 'joined':
        this.#session.change({ state: signal.type });
        break;
      case 'left':
        this.#onLeft();
        break;
      case 'fatal':
        this.#onFatal(signal.error);
        break;
      case 'audio-processor-error':
        void this.#recoverAudioProcessor(signal.error);
        break;
      case 'nonfatal':
        if (signal.kind === 'local-audio-level-observer-error') {
          this.#session.emit('trouble', { kind: 'local-level-observer', cause: signal.event });
        } else {
          this.#host.logger.warn(`Daily non-fatal error: ${signal.kind}`, signal.event);
        }
        break;
      case 'app-message':
        this.#onAppMessage(signal.data);
        break;
      case 'remote-levels':
        this.#speech.update(signal.levels);
        break;
      case 'local-level':
        this.#session.emit('local-level', signal.level);
        break;
      case 'devices':
        this.#session.emit('devices', signal.devices);
        break;
      case 'track':
        void this.#session.media.started(signal.from, signal.track);
        break;
      case 'participant':
        this.#onParticipant(signal);
        break;
      case 'camera-error':
        this.#session.emit('camera-error', signal.event, signal.message);
        break;
      case 'link':
        this.#session.emit('forward', 'network-connection', signal.event);
        this.#connection.link(signal.link, signal.up);
        break;
      case 'quality':
        this.#session.emit('forward', 'network-quality-change', signal.event);
        this.#connection.quality(signal.low);
        break;
      case 'forward':
        this.#session.emit('forward', signal.name, signal.event);
        if (signal.name === 'recording-started') this.#onRecordingStarted();
        break;
    }
  }

  #onParticipant({
    change,
    who,
    participant,
  }: Extract<DailySignal, { type: 'participant' }>): void {
    if (change === 'updated') {
      this.#session.emit('participant-updated', participant);
    } else if (change === 'left') {
      this.#session.media.left(who);
    } else if (!who.local) {
      // Tracks are subscribed to one participant at a time (the join asks for none): audio,
      // and video for a recording or a video avatar.
      const { recording, videoAvatar } = this.#session.needs;
      this.#session.port?.subscribe(who.id, recording || videoAvatar);
    }
  }

  /**
   * The first `recording-started` of a recorded call: the assistant speaks first once the
   * recording runs (it can start while `join()` is in flight, with a meeting token).
   */
  #onRecordingStarted(): void {
    if (!this.#session.needs.recording || this.#recordingStarted) return;
    this.#recordingStarted = true;
    const delaySeconds = (this.#host.now() - this.#recordingAskedAt) / 1000;
    this.#session.emit('recording-started', delaySeconds);
    this.#session.send(sayFirstMessage(delaySeconds));
  }

  #onAppMessage(data: unknown): void {
    if (this.#session.closed) return;
    if (data === LISTENING_MESSAGE) {
      this.#session.change({ reached: 'listening' });
      return;
    }
    if (isEndedStatusData(data)) this.#session.change({ serverEnded: true });
    this.#session.emit('app-message', data);
  }

  /** Starts Daily's microphone level observer once the call is set up, when anyone listens. */
  startLocalLevels(): void {
    const port = this.#session.port;
    if (!port || !this.#host.wantsLocalLevels()) return;
    new Promise((resolve) => resolve(port.startLocalLevels(AUDIO_LEVEL_INTERVAL_MS)))
      // Runs after noise cancellation settled: Krisp swaps the microphone track, and a swap
      // during the worklet's load stops the observer for the rest of the call
      // (daily-co/daily-js#317).
      .catch((cause: unknown) =>
        this.#session.emit('trouble', { kind: 'local-level-observer', cause }),
      );
  }

  /** Daily left the meeting: the start fails, or the call ends. */
  #onLeft(): void {
    if (this.#session.starting) {
      // The start in flight reports it, as the failure of its current stage.
      this.#session.fail(
        new VoiceClientError('start-method-error', 'The call ended before it started.'),
      );
      return;
    }
    void this.#session.stop(this.#connection.interrupted ? 'connection-lost' : 'assistant-ended');
  }

  #onFatal(error: VoiceClientError): void {
    const starting = this.#session.starting;
    this.#session.change({ state: 'error' });
    this.#session.emit('fatal', error, starting ? 'start' : 'call');
    // The start in flight reports it, as the failure of its current stage.
    if (starting) this.#session.fail(error);
    else {
      const lost = this.#connection.interrupted || error.code === 'connection-error';
      void this.#session.stop(lost ? 'connection-lost' : 'failed');
    }
  }

  async #recoverAudioProcessor(error: VoiceClientError): Promise<void> {
    this.#session.emit('trouble', { kind: 'audio-processor', error });
    try {
      await this.#session.port?.recoverFromAudioProcessorError(() => !this.#session.closed);
    } catch (cause) {
      this.#host.logger.error('Could not switch noise cancellation off', cause);
      this.#session.emit('trouble', { kind: 'audio-processor-recovery', cause });
    }
  }
}
