import { UiError } from './ui-error';

/** Bars around the circle. */
export const VISUALISER_BAR_COUNT = 30;
/** Width and height of the visualiser in CSS pixels. */
export const VISUALISER_SIZE = 200;

/** One bar of the ring, as a line from an inner to an outer point, in CSS pixels. */
export interface VisualiserBar {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Inputs of {@link computeVisualiserBars}. */
export interface VisualiserGeometryOptions {
  /** Loudness from 0 (silent) to 1 (loudest); values outside are clamped. */
  volume: number;
  /** A time-like value that makes neighbouring bars move differently; 0 draws a still ring. */
  phase: number;
  /** Number of bars; defaults to {@link VISUALISER_BAR_COUNT}. */
  barCount?: number;
  /** Side of the square drawing area; defaults to {@link VISUALISER_SIZE}. */
  size?: number;
}

// Proportions of the drawing area, chosen so the loudest bar still ends inside the square.
const INNER_RADIUS = 0.28;
const REST_LENGTH = 0.04;
const MAX_EXTRA_LENGTH = 0.16;

/** Clamps a volume to 0..1, treating NaN as silence. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

/**
 * Checks the drawable options of the visualiser.
 *
 * @throws {UiError} `invalid-option` when `barCount` is not a positive integer or `size` is not
 * a positive finite number.
 */
export function assertVisualiserOptions(barCount: number, size: number): void {
  if (!Number.isInteger(barCount) || barCount < 1) {
    throw new UiError('invalid-option', `barCount must be a positive integer, got ${barCount}`);
  }
  if (!Number.isFinite(size) || size <= 0) {
    throw new UiError('invalid-option', `size must be a positive number, got ${size}`);
  }
}

/**
 * Computes the ring of bars for one frame. Pure, so it is tested without a canvas.
 *
 * @throws {UiError} `invalid-option` when `barCount` is not a positive integer or `size` is not
 * a positive finite number.
 */
export function computeVisualiserBars({
  volume,
  phase,
  barCount = VISUALISER_BAR_COUNT,
  size = VISUALISER_SIZE,
}: VisualiserGeometryOptions): VisualiserBar[] {
  assertVisualiserOptions(barCount, size);
  const level = clampVolume(volume);
  const centre = size / 2;
  const inner = size * INNER_RADIUS;
  const bars: VisualiserBar[] = [];
  for (let index = 0; index < barCount; index += 1) {
    // Start at 12 o'clock and go clockwise.
    const angle = (index / barCount) * Math.PI * 2 - Math.PI / 2;
    // Each bar gets its own share of the level so the ring ripples instead of pulsing as one.
    const ripple = phase === 0 ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(index * 1.3 + phase));
    const length = size * (REST_LENGTH + MAX_EXTRA_LENGTH * level * ripple);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    bars.push({
      x1: centre + cos * inner,
      y1: centre + sin * inner,
      x2: centre + cos * (inner + length),
      y2: centre + sin * (inner + length),
    });
  }
  return bars;
}
