import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While busy the button is disabled and shows `busyLabel` instead of its children. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** A button with a busy state, exposed as `data-state="busy" | "idle"`. */
export function Button({
  busy = false,
  busyLabel,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
