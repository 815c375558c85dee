/**
 * The `<audio>` element that plays the assistant, as `@vapi-ai/web` 2.7.1 builds it: tagged with
 * the participant's id, given the volume before `play()` (an already-flowing track never plays
 * at full volume first), appended to the body, and removed again if playback fails.
 */
export async function buildAudioPlayer(
  track: MediaStreamTrack,
  participantId: string,
  volume?: number | null,
): Promise<HTMLAudioElement> {
  const player = document.createElement('audio');
  player.dataset.participantId = participantId;
  if (typeof volume === 'number') player.volume = volume;
  document.body.appendChild(player);
  try {
    player.muted = false;
    player.autoplay = true;
    if (track != null) {
      player.srcObject = new MediaStream([track]);
      await player.play();
    }
  } catch (error) {
    player.remove();
    throw error;
  }
  return player;
}

/** Removes the `<audio>` element of `participantId`, if there is one. */
export function destroyAudioPlayer(participantId: string): void {
  document.querySelector(`audio[data-participant-id="${participantId}"]`)?.remove();
}
