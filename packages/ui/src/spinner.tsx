import { classNames } from './class-names';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter; defaults to `md` (2.5rem). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A decorative spinning ring, hidden from assistive technology: pair it with visible text or a
 * status message. Under `prefers-reduced-motion` it pulses slowly instead of spinning.
 */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <span
      className={classNames('org-spinner', `org-spinner--${size}`, className)}
      aria-hidden="true"
    />
  );
}
