/** An audio element that can pick its output device (not every browser has `setSinkId`). */
type SinkableAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> };

/**
 * Plays remote participants' audio through `<audio>` elements this object creates and always
 * removes: on `remove()` for a participant that left and on `dispose()` when the call ends.
 * Both faces play the assistant through it: `VoiceClient`'s session and the `./vapi` drop-in.
 */
export class AudioOutput {
  readonly #players = new Map<string, SinkableAudio>();
  #volume = 1;
  #sinkId: string | null = null;

  /**
   * Plays `track` for `participantId`, replacing that participant's earlier element. Resolves
   * with the element once it plays, or `null` when it was removed before it did (the
   * participant left, the output was disposed, or a newer track replaced it): that is not a
   * failure, even where the browser rejects the interrupted `play()`. Rejects when playback
   * fails otherwise (usually the autoplay policy), with the element removed.
   */
  async play(participantId: string, track: MediaStreamTrack): Promise<HTMLAudioElement | null> {
    const doc = globalThis.document;
    if (!doc) return null;
    this.remove(participantId);
    const player: SinkableAudio = doc.createElement('audio');
    player.dataset.participantId = participantId;
    player.autoplay = true;
    // Set before play() so that the first samples already have the chosen volume.
    player.volume = this.#volume;
    player.srcObject = new MediaStream([track]);
    doc.body.appendChild(player);
    this.#players.set(participantId, player);
    const current = () => this.#players.get(participantId) === player;
    if (this.#sinkId !== null) await player.setSinkId?.(this.#sinkId);
    if (!current()) return null;
    try {
      await player.play();
    } catch (error) {
      if (!current()) return null;
      this.remove(participantId);
      throw error;
    }
    return current() ? player : null;
  }

  /** Stops and removes the element of `participantId`. */
  remove(participantId: string): void {
    const player = this.#players.get(participantId);
    if (!player) return;
    this.#players.delete(participantId);
    player.pause();
    player.srcObject = null;
    player.remove();
  }

  /** Sets the playback volume (0 to 1) of current and future elements. */
  setVolume(volume: number): void {
    this.#volume = volume;
    for (const player of this.#players.values()) player.volume = volume;
  }

  /** Sends current and future elements to the output device `sinkId`. */
  async setSinkId(sinkId: string): Promise<void> {
    this.#sinkId = sinkId;
    await Promise.all([...this.#players.values()].map((player) => player.setSinkId?.(sinkId)));
  }

  /** Removes every element. */
  dispose(): void {
    for (const id of [...this.#players.keys()]) this.remove(id);
  }
}
