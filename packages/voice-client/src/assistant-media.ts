import { AudioOutput } from './audio-output';
import { ASSISTANT_PARTICIPANT_NAME } from './constants';
import type { Participant } from './daily/events';
import { messageOf, VoiceClientError } from './voice-client-error';

/** What {@link AssistantMedia} tells its session. */
export interface AssistantMediaHooks {
  /** The assistant's video track started. */
  video(track: MediaStreamTrack): void;
  /** The assistant's audio element plays (assigned before this is called). */
  audio(player: HTMLAudioElement): void;
  /** The assistant's media plays: the session tells the assistant (`playable`). */
  playable(): void;
  /** The browser refused to play the assistant (usually its autoplay policy). */
  refused(error: VoiceClientError): void;
}

/**
 * The assistant's media in one call, for both faces: its audio plays through an `<audio>`
 * element of {@link AudioOutput} (one at a time: a newer assistant track replaces the element),
 * its video is handed on, and the assistant is told once either plays. Only the assistant's
 * participant counts (Daily's `user_name` {@link ASSISTANT_PARTICIPANT_NAME}, as `@vapi-ai/web`
 * 2.7.1 tells it): another participant in the room (a guest, a supervisor) is neither played
 * nor shown. Audio the browser refused is kept for {@link resume}, which a tap plays.
 */
export class AssistantMedia {
  readonly output = new AudioOutput();
  readonly #hooks: AssistantMediaHooks;
  /** The element playing the assistant now, or `null`. */
  #player: HTMLAudioElement | null = null;
  /** Plays again the assistant's audio the browser refused, until {@link resume} runs it. */
  #refused: (() => Promise<void> | undefined) | null = null;

  constructor(hooks: AssistantMediaHooks) {
    this.#hooks = hooks;
  }

  /** The assistant's `<audio>` element, once it plays. */
  get player(): HTMLAudioElement | null {
    return this.#player;
  }

  /** A track started (daily-js's `track-started`): the assistant's plays or shows. */
  started(participant: Participant, track: MediaStreamTrack): Promise<void> | undefined {
    if (participant.local || participant.name !== ASSISTANT_PARTICIPANT_NAME) return;
    if (track.kind === 'video') {
      this.#hooks.video(track);
      this.#hooks.playable();
      return;
    }
    if (track.kind !== 'audio') return;
    const id = participant.id;
    return this.output.play(id, track).then(
      (player) => {
        // Removed while it started (the participant left, the call ended, a newer track).
        if (!player) return;
        const previous = this.#player;
        if (previous && previous !== player && previous.dataset.participantId !== id) {
          // One assistant at a time: a new assistant participant's element replaces the last.
          this.output.remove(previous.dataset.participantId ?? '');
        }
        this.#player = player;
        this.#hooks.audio(player);
        this.#hooks.playable();
      },
      (cause: unknown) => {
        this.#refused = () => this.started(participant, track);
        this.#hooks.refused(
          new VoiceClientError(
            'audio-playback-error',
            `The assistant's audio could not start: ${messageOf(cause)}`,
            { cause },
          ),
        );
      },
    );
  }

  /**
   * The page is shown again: audio the browser paused while it was hidden (phones do, and some
   * desktop browsers for a background tab) plays on; a browser that refuses it now is reported
   * as a refusal, which a tap plays ({@link resume}).
   */
  shown(): Promise<void> | undefined {
    const player = this.#player;
    if (!player?.paused || this.#refused) return;
    return player.play().then(
      () => {},
      (cause: unknown) => {
        if (this.#player !== player) return;
        this.#refused = () => player.play();
        this.#hooks.refused(
          new VoiceClientError(
            'audio-playback-error',
            `The assistant's audio could not play on: ${messageOf(cause)}`,
            { cause },
          ),
        );
      },
    );
  }

  /** A participant left: its element goes. */
  left(participant: Participant): void {
    const id = participant.id;
    if (this.#player?.dataset.participantId === id) this.#player = null;
    this.output.remove(id);
  }

  /**
   * Plays again the audio the browser refused. Its `play()` runs before this returns, so that
   * called from a click or a tap it counts as the visitor's gesture.
   */
  resume(): Promise<void> | undefined {
    const refused = this.#refused;
    this.#refused = null;
    return refused?.();
  }

  /** Removes every element: the call ended. */
  dispose(): void {
    this.#player = null;
    this.#refused = null;
    this.output.dispose();
  }
}
