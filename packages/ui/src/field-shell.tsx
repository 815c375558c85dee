import { type ReactElement, type ReactNode, useId } from 'react';
import { classNames } from './class-names';

/** The ids and ARIA a control inside a {@link FieldShell} needs. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Label, hint and error props shared by every field component. */
export interface FieldTextProps {
  /** Visible label; the accessible name of the control. */
  label: ReactNode;
  /** Help shown under the control and read as its description. */
  hint?: ReactNode;
  /** Error shown under the control; marks it `aria-invalid` and is read before the hint. */
  error?: ReactNode;
  /** Whether the value came from the page URL; appends {@link prefilledSuffix} to the label. */
  prefilled?: boolean;
  /** Defaults to ' prefilled', as the /calculator form words it. */
  prefilledSuffix?: string;
}

/** Field states as shown on `data-state`; an error wins over prefilled. */
export type FieldState = 'invalid' | 'prefilled' | 'default';

interface FieldShellProps extends FieldTextProps {
  id: string | undefined;
  describedBy: string | undefined;
  className: string | undefined;
  children: (control: FieldControlProps) => ReactElement;
}

// The suffix's leading space stays a bare text node of the label: accessible-name algorithms
// trim the text of child elements, which would glue ' prefilled' onto the label.
function PrefilledSuffix({ suffix }: { suffix: string }) {
  const text = suffix.trimStart();
  return (
    <>
      {suffix.slice(0, suffix.length - text.length)}
      <span className="org-field__prefilled">{text}</span>
    </>
  );
}

/** Lays out label, control, error and hint, and wires their ids. Internal to the package. */
export function FieldShell({
  id,
  label,
  hint,
  error,
  prefilled = false,
  prefilledSuffix = ' prefilled',
  describedBy,
  className,
  children,
}: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const state: FieldState = hasError ? 'invalid' : prefilled ? 'prefilled' : 'default';
  const description =
    [hasError ? errorId : undefined, hasHint ? hintId : undefined, describedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      className={classNames('org-field', className)}
      data-state={state}
      data-prefilled={prefilled || undefined}
    >
      <label className="org-field__label" htmlFor={controlId}>
        {label}
        {prefilled && <PrefilledSuffix suffix={prefilledSuffix} />}
      </label>
      {children({
        id: controlId,
        'aria-describedby': description,
        'aria-invalid': hasError ? true : undefined,
      })}
      {hasError && (
        <p id={errorId} className="org-field__error">
          {error}
        </p>
      )}
      {hasHint && (
        <p id={hintId} className="org-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
