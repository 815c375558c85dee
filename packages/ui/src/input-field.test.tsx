import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField, InputField, NumberField, TelField, TextField } from './input-field';
import { TextAreaField } from './textarea-field';

afterEach(cleanup);

// A controlled field whose owner rewrites what is typed.
function UpperCaseField() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Code"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value.toUpperCase())}
    />
  );
}

function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('InputField', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(<TextField label="Your Name *" hint="As on your invoices" />);
    const input = screen.getByRole('textbox', { name: 'Your Name *' });
    expect(description(input)).toBe('As on your invoices');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.closest('.org-field')?.getAttribute('data-state')).toBe('default');
  });

  it('marks an error as invalid and reads it before the hint', () => {
    render(<TextField label="Your Name *" hint="As on your invoices" error="Name is required" />);
    const input = screen.getByRole('textbox', { name: 'Your Name *' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Name is required | As on your invoices');
    expect(input.closest('.org-field')?.getAttribute('data-state')).toBe('invalid');
  });

  it("appends ' prefilled' to the label of a prefilled field", () => {
    render(<TextField label="Company" prefilled defaultValue="Acme Roofing" />);
    const input = screen.getByRole('textbox', { name: 'Company prefilled' });
    expect(input.closest('.org-field')?.getAttribute('data-state')).toBe('prefilled');
  });

  it('uses a custom prefilled suffix', () => {
    render(<TextField label="Company" prefilled prefilledSuffix=" (from your link)" />);
    expect(screen.getByRole('textbox', { name: 'Company (from your link)' })).toBeDefined();
  });

  it('renders each typed shortcut with its input type', () => {
    render(
      <>
        <EmailField label="Email" />
        <TelField label="Phone" />
        <NumberField label="Calls" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('spinbutton', { name: 'Calls' }).getAttribute('type')).toBe('number');
  });

  it('keeps a caller id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <InputField label="City" id="city" aria-describedby="extra" hint="City, State" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.id).toBe('city');
    expect(description(input)).toBe('City, State | Extra help');
  });

  it('works uncontrolled with defaultValue', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" defaultValue="Ja" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'ne');
    expect(input).toHaveProperty('value', 'Jane');
  });

  it('works controlled with value and onChange', async () => {
    const user = userEvent.setup();
    render(<UpperCaseField />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'ab');
    expect(input).toHaveProperty('value', 'AB');
  });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line textbox with error wiring', () => {
    render(<TextAreaField label="Message" error="Too short" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(description(textarea)).toBe('Too short');
  });
});
