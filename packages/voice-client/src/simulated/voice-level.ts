/** Length of one simulated syllable, in milliseconds: about four a second, as in speech. */
const SYLLABLE_MS = 240;
/** Daily's level while the voice holds a syllable's peak; the client maps 0.15 to a full volume. */
const PEAK_LEVEL = 0.12;
/** The level between syllables: above the client's 0.01 speaking threshold, as breath and room noise are. */
const FLOOR_LEVEL = 0.015;
const ATTACK_MS = 80;
const RELEASE_MS = 120;

/** A repeatable number in [0, 1) for syllable `index`, so every run draws the same voice. */
function syllableStrength(index: number): number {
  const x = Math.sin(index * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * The assistant's audio level (Daily's 0..1 scale) `elapsedMs` into a turn of `durationMs`: a
 * rise and fall per syllable, each of its own strength, faded in and out at the turn's edges.
 * 0 outside the turn.
 */
export function voiceLevel(elapsedMs: number, durationMs: number): number {
  if (!(elapsedMs >= 0 && elapsedMs < durationMs)) return 0;
  const fade = Math.min(1, elapsedMs / ATTACK_MS, (durationMs - elapsedMs) / RELEASE_MS);
  const index = Math.floor(elapsedMs / SYLLABLE_MS);
  const shape = Math.sin((Math.PI * (elapsedMs % SYLLABLE_MS)) / SYLLABLE_MS);
  const strength = 0.55 + 0.45 * syllableStrength(index);
  return (FLOOR_LEVEL + (PEAK_LEVEL - FLOOR_LEVEL) * strength * shape) * fade;
}
