'use client';

import { useEffect, useRef } from 'react';
import { classNames } from './class-names';
import { UiError } from './ui-error';
import { useDevicePixelRatio } from './use-device-pixel-ratio';
import { usePrefersReducedMotion } from './use-media-query';
import {
  assertVisualiserOptions,
  clampVolume,
  computeVisualiserBars,
  VISUALISER_BAR_COUNT,
  VISUALISER_SIZE,
} from './visualiser-geometry';

/** Props of {@link VolumeVisualiser}. */
export interface VolumeVisualiserProps {
  /** Current loudness of the call, 0..1 (values outside are clamped). */
  volume: number;
  /** Animates the ring while true; otherwise the bars rest. */
  active?: boolean;
  /** Defaults to {@link VISUALISER_BAR_COUNT} (30). */
  barCount?: number;
  /** Side of the square canvas in CSS pixels; defaults to {@link VISUALISER_SIZE} (200). */
  size?: number;
  /** Accessible name of the canvas; defaults to 'Voice activity'. */
  label?: string;
  /** Called if the browser gives no 2D canvas context; the ring is then left blank. */
  onError?: (error: UiError) => void;
  className?: string;
}

// How far the drawn level moves towards the real one per frame: smooths the provider's
// roughly 10 Hz volume updates into 60 Hz motion.
const SMOOTHING = 0.3;
// Milliseconds per radian of ripple; slow enough to read as breathing, not flicker.
const RIPPLE_PERIOD = 400;

/**
 * The circular volume visualiser: 30 bars around a 200×200 canvas whose length follows the
 * call's volume. The backing store is scaled by the device pixel ratio (and follows zoom and
 * screen changes) so lines stay crisp; with `prefers-reduced-motion` the ring is drawn once and
 * stays still. Colours come from the CSS tokens `--org-visualiser-idle` and
 * `--org-visualiser-active`. The canvas is sized in CSS before any script runs, so it never
 * shifts the layout.
 *
 * @throws {UiError} `invalid-option` during render when `barCount` or `size` cannot be drawn.
 * @example
 * ```tsx
 * <VolumeVisualiser volume={volume} active={status === 'active'} />
 * ```
 */
export function VolumeVisualiser({
  volume,
  active = false,
  barCount = VISUALISER_BAR_COUNT,
  size = VISUALISER_SIZE,
  label = 'Voice activity',
  onError,
  className,
}: VolumeVisualiserProps) {
  assertVisualiserOptions(barCount, size);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ratio = useDevicePixelRatio();
  const reducedMotion = usePrefersReducedMotion();
  // The animation loop reads the latest volume without restarting on every update.
  const volumeRef = useRef(volume);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    volumeRef.current = volume;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const context = canvas.getContext('2d');
    if (!context) {
      onErrorRef.current?.(
        new UiError('canvas-unavailable', 'The browser returned no 2D context for the canvas'),
      );
      return;
    }
    const colour = getComputedStyle(canvas).color;
    const draw = (level: number, phase: number) => {
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, size, size);
      context.strokeStyle = colour;
      context.lineWidth = Math.max(2, size * 0.022);
      context.lineCap = 'round';
      context.beginPath();
      for (const bar of computeVisualiserBars({ volume: level, phase, barCount, size })) {
        context.moveTo(bar.x1, bar.y1);
        context.lineTo(bar.x2, bar.y2);
      }
      context.stroke();
    };

    if (!active || reducedMotion) {
      draw(0, 0);
      return;
    }
    let level = 0;
    let frame = requestAnimationFrame(function tick(time: number) {
      level += (clampVolume(volumeRef.current) - level) * SMOOTHING;
      draw(level, time / RIPPLE_PERIOD);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, reducedMotion, ratio, barCount, size]);

  return (
    <canvas
      ref={canvasRef}
      className={classNames('org-visualiser', className)}
      data-state={active ? 'active' : 'idle'}
      width={Math.round(size * ratio)}
      height={Math.round(size * ratio)}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    />
  );
}
