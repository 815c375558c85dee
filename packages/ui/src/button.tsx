import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

/** Look of a {@link Button}: `primary` for the one main action of a view. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of {@link Button}: every native button prop plus a busy state and a variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While busy the button is disabled and shows `busyLabel` instead of its children. */
  busy?: boolean;
  /** Text shown while busy, such as 'Sending...'; the children stay when omitted. */
  busyLabel?: ReactNode;
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button with a busy state, exposed as `data-state="busy" | "idle"`. It defaults to
 * `type="button"` so that it never submits a form by accident.
 *
 * @example
 * ```tsx
 * <Button type="submit" busy={sending} busyLabel="Sending...">Send Message</Button>
 * ```
 */
export function Button({
  busy = false,
  busyLabel,
  children,
  className,
  disabled,
  fullWidth = false,
  type = 'button',
  variant = 'primary',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'org-button',
        `org-button--${variant}`,
        fullWidth && 'org-button--full',
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
