import type { CSSProperties } from 'react';
import { classNames } from './class-names';

/** One step of a {@link Funnel}. */
export interface FunnelStep {
  /** Stable key of the step, also its `data-step`. */
  id: string;
  /** What the step counts, e.g. 'Missed calls a month'. */
  label: string;
  /** The step's number as it should read, e.g. '18' or '$24,300'. */
  value: string;
  /** How wide the step is drawn, 0 to 1 (clamped; not a number counts as 0). */
  share: number;
  /** Draws the step in the accent colour: the outcome, such as money lost. */
  emphasis?: boolean;
}

/** Props of {@link Funnel}. */
export interface FunnelProps {
  /** The steps, first to last; the list reads in this order. */
  steps: readonly FunnelStep[];
  /** The list's accessible name, unless `labelledBy` names it. */
  label?: string;
  /** The id of a visible heading that names the list. */
  labelledBy?: string;
  className?: string;
}

// A sliver stays visible for a zero step, so the funnel keeps its shape with no calls.
const MIN_WIDTH = 1;

/** The width of a step's bar in the 0–100 drawing, never NaN or out of range. */
export function funnelBarWidth(share: number): number {
  const clamped = Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) : 0;
  return Math.max(clamped * 100, MIN_WIDTH);
}

/**
 * Steps that narrow from first to last, such as calls → missed → booked → hired → dollars lost.
 * Each step is a list item with its label and value as text, so screen readers read the same
 * steps in order; the bar under each is a decorative SVG (`aria-hidden`). The bars animate by
 * transform only, so the figure has its full size from the first frame (no layout shift); they
 * grow in only without `prefers-reduced-motion` (the CSS decides), and replay on remount.
 *
 * @example
 * ```tsx
 * <Funnel
 *   label="Where the money goes"
 *   steps={[
 *     { id: 'calls', label: 'Calls a month', value: '60', share: 1 },
 *     { id: 'missed', label: 'Missed calls a month', value: '18', share: 0.3 },
 *   ]}
 * />
 * ```
 */
export function Funnel({ steps, label, labelledBy, className }: FunnelProps) {
  return (
    <ol
      className={classNames('org-funnel', className)}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {steps.map((step, index) => {
        const width = funnelBarWidth(step.share);
        return (
          <li
            key={step.id}
            className={classNames(
              'org-funnel__step',
              step.emphasis && 'org-funnel__step--emphasis',
            )}
            data-step={step.id}
            style={{ '--org-funnel-index': index } as CSSProperties}
          >
            <span className="org-funnel__text">
              <span className="org-funnel__label">{step.label}</span>
              {/* A pause between label and value for screen readers; the layout separates them. */}
              <span className="org-visually-hidden">: </span>
              <strong className="org-funnel__value">{step.value}</strong>
            </span>
            <svg
              className="org-funnel__bar"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect x={(100 - width) / 2} y="0" width={width} height="10" rx="2" />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
