import { classNames } from './class-names';
import type { WidgetStatus } from './widget-status';

/** Default accessible names of the {@link StatusDot} per status. */
export const defaultStatusDotLabels: Readonly<Record<WidgetStatus, string>> = {
  idle: 'Not connected',
  connecting: 'Connecting',
  active: 'Connected',
  ended: 'Call ended',
};

/** Props of {@link StatusDot}. */
export interface StatusDotProps {
  status: WidgetStatus;
  /** Accessible name; defaults to the entry of {@link defaultStatusDotLabels}. */
  label?: string;
  /** Hides the dot from assistive technology when the status is already said in text nearby. */
  decorative?: boolean;
  className?: string;
}

/**
 * A small round indicator of the call status: grey when idle or ended, yellow while connecting,
 * green when active (pulsing unless reduced motion is requested). The status is `data-state`.
 *
 * @example
 * ```tsx
 * <StatusDot status="connecting" />
 * ```
 */
export function StatusDot({ status, label, decorative = false, className }: StatusDotProps) {
  return (
    <span
      className={classNames('org-status-dot', className)}
      data-state={status}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? defaultStatusDotLabels[status] })}
    />
  );
}
