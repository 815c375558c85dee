import type { DailyEventObject, DailyEventObjectTrack } from '@daily-co/daily-js';
import { AudioOutput } from './audio-output';
import type { VoiceCallObject } from './call-object';
import { type CallState, canTransition } from './call-state';
import type { ClientMessage } from './client-message';
import { LISTENING_MESSAGE, PLAYABLE_MESSAGE, VIDEO_RECORDING } from './constants';
import type { ProgressMetadata, VoiceClientEventName, VoiceClientEvents } from './events';
import { fatalErrorFromDaily } from './fatal-error';
import type { Logger } from './logger';
import { isEndedStatus, parseServerMessage } from './server-message';
import { SpeechDetector } from './speech-detector';
import { STAGE_ERROR_CODES, type StartStage } from './stages';
import { cancelledError, raceAbort, type TimerApi, TimerScope } from './timers';
import { messageOf, VoiceClientError } from './voice-client-error';

/** What a session needs from the client that owns it. */
export interface SessionHost {
  emit<K extends VoiceClientEventName>(event: K, ...args: VoiceClientEvents[K]): void;
  now(): number;
  timers: TimerApi;
  logger: Logger;
  outputVolume: number;
  /** Daily ended the call (the visitor left, or a fatal error). */
  onEnded(session: CallSession): void;
}

/** How the call object is wired. */
export interface WireOptions {
  /** The web call asked for a cloud recording. */
  recording: boolean;
  /** Subscribe to the assistant's video as well as its audio. */
  video: boolean;
}

/**
 * One call: everything it creates — the Daily call object, its listeners, timers, `<audio>`
 * elements, the start's `AbortController` — belongs here, and {@link CallSession.close}
 * releases all of it. After `close()` the session emits nothing.
 */
export class CallSession {
  readonly #host: SessionHost;
  readonly #controller = new AbortController();
  readonly timers: TimerScope;
  readonly audio = new AudioOutput();
  readonly speech: SpeechDetector;
  readonly #detachers: (() => void)[] = [];
  readonly #disposers: (() => void)[] = [];
  #call: VoiceCallObject | null = null;
  #state: CallState = 'new';
  #recording = false;
  #listening = false;
  #ended = false;
  #wasJoined = false;
  #endedStatusSeen = false;
  #closing: Promise<void> | null = null;
  /** Set once the start completed; until then failures belong to the start. */
  live = false;
  /** When the join was asked, for the recording's start delay. */
  joinRequestedAt = 0;

  constructor(host: SessionHost) {
    this.#host = host;
    this.timers = new TimerScope(host.timers);
    this.audio.setVolume(host.outputVolume);
    this.speech = new SpeechDetector(this.timers, {
      onVolume: (volume) => this.emit('volume-level', volume),
      onSpeechStart: () => this.emit('speech-start'),
      onSpeechEnd: () => this.emit('speech-end'),
    });
  }

  /** Aborts when the start is cancelled or the call fails during it. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** The call object, once created. */
  get call(): VoiceCallObject | null {
    return this.#call;
  }

  /** The call library's state. */
  get state(): CallState {
    return this.#state;
  }

  /** Whether `close()` was called: the session emits nothing any more. */
  get closed(): boolean {
    return this.#closing !== null;
  }

  /** Emits through the client unless the session is closed. */
  emit<K extends VoiceClientEventName>(event: K, ...args: VoiceClientEvents[K]): void {
    if (!this.closed) this.#host.emit(event, ...args);
  }

  /** Moves the call library's state, ignoring moves the lifecycle does not allow. */
  setState(to: CallState): void {
    const from = this.#state;
    if (from === to || !canTransition(from, to)) return;
    this.#state = to;
    if (to === 'joined') this.#wasJoined = true;
    this.emit('state-change', to, from);
  }

  /** Aborts the start in flight with `reason` (a `cancelled` error unless given). */
  abort(reason: VoiceClientError = cancelledError()): void {
    if (!this.signal.aborted) this.#controller.abort(reason);
  }

  /** Registers a clean-up to run on `close()`. */
  own(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  /**
   * Runs one start stage: reports `started`, then `completed` or `failed` with its duration,
   * and settles as soon as the start is aborted.
   * @throws {VoiceClientError} the stage's code (see `STAGE_ERROR_CODES`), or `cancelled`.
   */
  async stage<T>(
    stage: StartStage,
    work: () => T | Promise<T>,
    metadata: ProgressMetadata = {},
    completed?: (result: T) => ProgressMetadata,
  ): Promise<T> {
    const begin = this.#host.now();
    this.emit('progress', { stage, status: 'started', duration: 0, timestamp: begin, metadata });
    try {
      // A listener of the event above may have stopped the call: the work must not run then.
      const running = Promise.resolve().then(() => {
        this.#throwIfAborted();
        return work();
      });
      const result = await raceAbort(running, this.signal);
      const end = this.#host.now();
      this.emit('progress', {
        stage,
        status: 'completed',
        duration: end - begin,
        timestamp: end,
        metadata: { ...metadata, ...completed?.(result) },
      });
      // Or a listener of this one: then no later stage may run on the closed session. This
      // stage already reported `completed`, so no `failed` follows it.
      if (!this.signal.aborted) return result;
    } catch (cause) {
      const error = this.#stageError(stage, cause);
      if (error.code !== 'cancelled') {
        const end = this.#host.now();
        this.emit('progress', {
          stage,
          status: 'failed',
          duration: end - begin,
          timestamp: end,
          metadata: { ...metadata, error: error.message, code: error.code },
        });
      }
      throw error;
    }
    throw this.#stageError(stage, this.signal.reason);
  }

  #throwIfAborted(): void {
    if (this.signal.aborted) throw this.signal.reason;
  }

  #stageError(stage: StartStage, cause: unknown): VoiceClientError {
    const reason: unknown = this.signal.aborted ? this.signal.reason : cause;
    if (reason instanceof VoiceClientError) {
      if (reason.code === 'cancelled' || reason.stage === stage) return reason;
      return new VoiceClientError(reason.code, reason.message, { cause: reason.cause, stage });
    }
    return new VoiceClientError(STAGE_ERROR_CODES[stage], messageOf(reason), {
      cause: reason,
      stage,
    });
  }

  /** Adopts `call` and attaches every Daily listener the call needs, each with its detach. */
  wire(call: VoiceCallObject, options: WireOptions): void {
    this.#call = call;
    this.#recording = options.recording;
    const on = <T extends Parameters<VoiceCallObject['on']>[0]>(
      event: T,
      handler: (event: DailyEventObject<T>) => void,
    ) => {
      call.on(event, handler);
      this.#detachers.push(() => call.off(event, handler));
    };
    on('joining-meeting', () => this.setState('joining'));
    on('joined-meeting', () => this.setState('joined'));
    on('left-meeting', () => this.#host.onEnded(this));
    on('error', (event) => this.#onFatal(fatalErrorFromDaily(event)));
    on('nonfatal-error', (event) => {
      if (event.type === 'audio-processor-error') void this.#recoverAudioProcessor(event);
      else this.#host.logger.warn(`Daily non-fatal error: ${event.type}`, event);
    });
    on('app-message', (event) => this.#onAppMessage(event.data));
    on('remote-participants-audio-level', (event) =>
      this.speech.update(event.participantsAudioLevel),
    );
    on('participant-joined', ({ participant }) => {
      if (participant.local) return;
      call.updateParticipant(participant.session_id, {
        setSubscribedTracks: { audio: true, video: options.video },
      });
    });
    on('participant-updated', ({ participant }) => this.emit('participant-updated', participant));
    on('participant-left', ({ participant }) => this.audio.remove(participant.session_id));
    on('track-started', (event) => this.#onTrackStarted(event));
    on('camera-error', (event) => this.emit('camera-error', event));
    on('network-quality-change', (event) => this.emit('network-quality-change', event));
    on('network-connection', (event) => this.emit('network-connection', event));
    if (options.recording) {
      // Attached before the join: a recording can start while join() is still in flight.
      const onRecordingStarted = () => {
        call.off('recording-started', onRecordingStarted);
        const delay = (this.#host.now() - this.joinRequestedAt) / 1000;
        this.send({
          type: 'control',
          control: 'say-first-message',
          videoRecordingStartDelaySeconds: delay,
        });
      };
      on('recording-started', onRecordingStarted);
    }
  }

  /** Starts the cloud recording the web call asked for. */
  startRecording(): void {
    this.#call?.startRecording({ ...VIDEO_RECORDING, layout: { ...VIDEO_RECORDING.layout } });
  }

  /** Sends a live call-control message; failures are logged, the call goes on. */
  send(message: ClientMessage): void {
    try {
      this.#call?.sendAppMessage(JSON.stringify(message), '*');
    } catch (error) {
      this.#host.logger.warn('Could not send a message to the assistant', error);
    }
  }

  #onAppMessage(data: unknown): void {
    if (data === LISTENING_MESSAGE) {
      if (!this.#listening) {
        this.#listening = true;
        this.emit('call-start');
      }
      return;
    }
    const message = parseServerMessage(data);
    if (isEndedStatus(message)) this.#endedStatusSeen = true;
    this.emit('message', message);
  }

  #onTrackStarted({ participant, track }: DailyEventObjectTrack): void {
    if (!participant || participant.local) return;
    if (track.kind === 'video') {
      this.emit('video', track);
      return;
    }
    if (track.kind !== 'audio') return;
    this.audio.play(participant.session_id, track).then(
      () => {
        if (!this.closed) this.#call?.sendAppMessage(PLAYABLE_MESSAGE, '*');
      },
      (cause: unknown) => {
        const error = new VoiceClientError(
          'audio-playback-error',
          `The assistant's audio could not start: ${messageOf(cause)}`,
          { cause },
        );
        this.emit('error', { error, fatal: false });
      },
    );
  }

  #onFatal(error: VoiceClientError): void {
    this.setState('error');
    if (!this.live) {
      // The start in flight reports it, as the failure of its current stage.
      this.abort(error);
      return;
    }
    this.emit('error', { error, fatal: true });
    this.#host.onEnded(this);
  }

  async #recoverAudioProcessor(event: { errorMsg?: string }): Promise<void> {
    const error = new VoiceClientError(
      'audio-processor-error',
      event.errorMsg || 'The audio processor failed; noise cancellation was switched off.',
      { cause: event },
    );
    this.emit('error', { error, fatal: false });
    const call = this.#call;
    try {
      await call?.updateInputSettings({ audio: { processor: { type: 'none' } } });
      if (!this.closed) call?.setLocalAudio(true);
    } catch (cause) {
      this.#host.logger.error('Could not switch noise cancellation off', cause);
    }
  }

  /**
   * Reports the end of the call once: the `left` state, `call-end` (if it was ever joined) and the
   * `status-update` / `ended` / `customer-ended-call` message unless the server sent one.
   */
  finish(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.setState('left');
    if (!this.#wasJoined) return;
    this.emit('call-end');
    if (!this.#endedStatusSeen) {
      this.#endedStatusSeen = true;
      this.emit('message', {
        type: 'status-update',
        status: 'ended',
        endedReason: 'customer-ended-call',
      });
    }
  }

  /**
   * Releases everything the call created and destroys the call object. Idempotent; resolves
   * once Daily has let go of the call object, so that a new one can be created.
   */
  close(): Promise<void> {
    if (this.#closing) return this.#closing;
    const call = this.#call;
    this.#closing = (async () => {
      this.abort();
      this.timers.clearAll();
      this.speech.reset();
      for (const detach of this.#detachers.splice(0)) detach();
      for (const dispose of this.#disposers.splice(0)) {
        try {
          dispose();
        } catch (error) {
          this.#host.logger.error('A call clean-up failed', error);
        }
      }
      this.audio.dispose();
      if (!call) return;
      if (this.#recording) {
        try {
          call.stopRecording();
        } catch (error) {
          this.#host.logger.warn('Could not stop the recording', error);
        }
      }
      try {
        await call.destroy();
      } catch (error) {
        this.#host.logger.error('Could not destroy the call object', error);
      }
    })();
    return this.#closing;
  }
}
