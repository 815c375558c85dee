import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Whether the overlay covers the page. */
  open: boolean;
  /** Text under the spinner; defaults to 'Calculating...'. */
  label?: ReactNode;
  className?: string;
}

/**
 * A full-screen veil with a spinner and a label, for the calculator's deliberate pause. The
 * element stays in the document while closed (hidden, `data-state="closed"`) so that its live
 * region exists before the label appears and screen readers announce it.
 *
 * @example
 * ```tsx
 * <LoadingOverlay open={calculating} />
 * ```
 */
export function LoadingOverlay({ open, label = 'Calculating...', className }: LoadingOverlayProps) {
  return (
    <div
      className={classNames('org-overlay', className)}
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
    >
      <div className="org-overlay__panel" role="status" aria-live="polite">
        {open && (
          <>
            <Spinner size="lg" />
            <p className="org-overlay__label">{label}</p>
          </>
        )}
      </div>
    </div>
  );
}
