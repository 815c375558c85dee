import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldTextProps } from './field-shell';

/** Props of {@link TextAreaField}: the field texts plus every native textarea prop. */
export interface TextAreaFieldProps
  extends FieldTextProps,
    TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Class of the wrapping element; the textarea itself is `.org-field__control`. */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line field with the same hint, error and `data-state` rules as
 * {@link InputField}.
 *
 * @example
 * ```tsx
 * <TextAreaField label="Message" name="message" rows={5} required />
 * ```
 */
export function TextAreaField({
  label,
  hint,
  error,
  prefilled,
  prefilledSuffix,
  className,
  id,
  'aria-describedby': describedBy,
  rows = 5,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      prefilled={prefilled}
      prefilledSuffix={prefilledSuffix}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          className="org-field__control org-field__control--multiline"
        />
      )}
    </FieldShell>
  );
}
