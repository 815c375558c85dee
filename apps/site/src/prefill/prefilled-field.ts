/**
 * Writes an `@org/ui` field as React renders it with a value from the page's query: the input's
 * value (as its `defaultValue`, so the form does not take it for the visitor's typing when it
 * hydrates: forms/use-form-entries.ts), and, with `suffix`, the field marked prefilled
 * (FieldShell: `data-state="prefilled"`, `data-prefilled`, the suffix after the label, its
 * leading space a bare text node). The prefill scripts run before the first paint; React then
 * hydrates the same DOM (prefill-hydration.test.tsx holds them equal).
 */
export function writePrefilledField(
  form: HTMLFormElement,
  name: string,
  value: string,
  suffix?: string,
): void {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) return;
  input.defaultValue = value;
  if (suffix === undefined) return;
  const field = input.closest('.org-field');
  const label = field?.querySelector('.org-field__label');
  if (!field || !label) return;
  field.setAttribute('data-state', 'prefilled');
  field.setAttribute('data-prefilled', 'true');
  const text = suffix.trimStart();
  const span = form.ownerDocument.createElement('span');
  span.className = 'org-field__prefilled';
  span.textContent = text;
  const space = suffix.slice(0, suffix.length - text.length);
  if (space) label.append(space);
  label.append(span);
}
