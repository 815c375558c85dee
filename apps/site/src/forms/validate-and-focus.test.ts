// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { validateAndFocus } from './validate-and-focus';

function form(): HTMLFormElement {
  document.body.innerHTML = `<form><input name="name"><input name="email"><input name="phone"></form>`;
  return document.querySelector('form') as HTMLFormElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('validateAndFocus', () => {
  const FIELDS = ['name', 'email', 'phone'] as const;

  it('shows the errors and focuses the first field with one, in the form’s order', () => {
    const shown: unknown[] = [];
    const value = validateAndFocus(
      form(),
      FIELDS,
      { success: false, errors: { phone: 'Bad phone', email: 'Bad email' } },
      (errors) => shown.push(errors),
    );
    expect(value).toBeNull();
    expect(shown).toEqual([{ phone: 'Bad phone', email: 'Bad email' }]);
    expect((document.activeElement as HTMLInputElement).name).toBe('email');
  });

  it('gives the checked value back and touches nothing when there is no error', () => {
    const element = form();
    const shown: unknown[] = [];
    const value = validateAndFocus(element, FIELDS, { success: true, value: { ok: 1 } }, (errors) =>
      shown.push(errors),
    );
    expect(value).toEqual({ ok: 1 });
    expect(shown).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
