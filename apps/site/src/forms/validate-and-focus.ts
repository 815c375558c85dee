/** What a form's validator answers: the checked value, or an error per field. */
export type FormCheck<Field extends string, Value> =
  | { success: true; value: Value }
  | { success: false; errors: Readonly<Partial<Record<Field, string | undefined>>> };

/**
 * Validates a form's entries on submit; on errors, shows them (`showErrors`) and moves focus to
 * the first field with one, in the form's order, so a keyboard or screen-reader user lands on
 * what to fix. Returns the checked value, or `null` when there were errors.
 * @param fields the form's fields, in the order they appear
 */
export function validateAndFocus<Field extends string, Value>(
  form: HTMLFormElement,
  fields: readonly Field[],
  check: FormCheck<Field, Value>,
  showErrors: (errors: Readonly<Partial<Record<Field, string | undefined>>>) => void,
): Value | null {
  if (check.success) return check.value;
  showErrors(check.errors);
  const first = fields.find((field) => check.errors[field] !== undefined);
  const firstInvalid = first === undefined ? null : form.elements.namedItem(first);
  if (firstInvalid instanceof HTMLElement) firstInvalid.focus();
  return null;
}
