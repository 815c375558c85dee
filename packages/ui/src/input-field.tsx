import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell, type FieldTextProps } from './field-shell';

/** Input types the field components cover. */
export type InputFieldType = 'text' | 'email' | 'tel' | 'number';

/**
 * Props of {@link InputField}: label, hint, error and prefilled marking plus every native input
 * prop. Pass `value` + `onChange` for a controlled field or `defaultValue` for an uncontrolled one.
 */
export interface InputFieldProps
  extends FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Defaults to `text`. */
  type?: InputFieldType;
  /** Class of the wrapping element; the input itself is `.org-field__control`. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with optional hint and error. The state is `data-state` on the wrapper
 * (`invalid` | `prefilled` | `default`); the error is linked as the input's description so
 * screen readers read it with the label.
 *
 * @example
 * ```tsx
 * <InputField label="Email" type="email" name="email" required error={errors.email} />
 * ```
 */
export function InputField({
  label,
  hint,
  error,
  prefilled,
  prefilledSuffix,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: InputFieldProps) {
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
        <input {...inputProps} {...control} type={type} className="org-field__control" />
      )}
    </FieldShell>
  );
}

/** Props of the typed field shortcuts: {@link InputFieldProps} without `type`. */
export type TypedInputFieldProps = Omit<InputFieldProps, 'type'>;

/** An {@link InputField} of type `text`. */
export function TextField(props: TypedInputFieldProps) {
  return <InputField {...props} type="text" />;
}

/** An {@link InputField} of type `email`, with e-mail autocomplete unless overridden. */
export function EmailField(props: TypedInputFieldProps) {
  return <InputField autoComplete="email" {...props} type="email" />;
}

/** An {@link InputField} of type `tel`, with telephone autocomplete unless overridden. */
export function TelField(props: TypedInputFieldProps) {
  return <InputField autoComplete="tel" {...props} type="tel" />;
}

/** An {@link InputField} of type `number`, with a decimal keypad on phones unless overridden. */
export function NumberField(props: TypedInputFieldProps) {
  return <InputField inputMode="decimal" {...props} type="number" />;
}
