import type { ReactNode } from 'react';
import { classNames } from './class-names';

/** Tone of a {@link StatusMessage}; `error` and `warning` interrupt, the others wait. */
export type StatusTone = 'success' | 'info' | 'warning' | 'error';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A coloured message box. `error` and `warning` render with `role="alert"` (announced at once);
 * `success` and `info` with `role="status"` (announced politely). The tone is `data-state`.
 *
 * @example
 * ```tsx
 * <StatusMessage tone="success">Thank you! Your message has been sent successfully.</StatusMessage>
 * ```
 */
export function StatusMessage({ tone, children, className, id }: StatusMessageProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      id={id}
      role={urgent ? 'alert' : 'status'}
      className={classNames('org-message', `org-message--${tone}`, className)}
      data-state={tone}
    >
      {children}
    </div>
  );
}
