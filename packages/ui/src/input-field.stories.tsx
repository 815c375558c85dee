import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from './button';
import { isEmailShape } from './email-shape';
import { EmailField, InputField, NumberField, TelField, TextField } from './input-field';

const meta = {
  title: 'Forms/InputField',
  component: InputField,
  args: { label: 'Your Name *', name: 'name' },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'number'] } },
} satisfies Meta<typeof InputField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Email: Story = {
  render: (args) => <EmailField {...args} />,
  args: { label: 'Email Address *', name: 'email' },
};

export const Tel: Story = {
  render: (args) => <TelField {...args} />,
  args: { label: 'Phone', name: 'phone' },
};

export const NumberWithHint: Story = {
  render: (args) => <NumberField {...args} />,
  args: {
    label: 'Inbound calls per month',
    name: 'callsPerMonth',
    defaultValue: 60,
    hint: '40–120 typical',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Inbound calls per month' });
    await expect(input).toHaveAccessibleDescription('40–120 typical');
    await expect(input).toHaveValue(60);
  },
};

export const WithError: Story = {
  args: { error: 'Name is required', hint: 'As it should appear on the demo' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your Name *' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Name is required As it should appear on the demo',
    );
  },
};

export const Prefilled: Story = {
  render: (args) => <TextField {...args} />,
  args: { label: 'Company', name: 'company', prefilled: true, defaultValue: 'Acme Roofing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company prefilled' })).toHaveValue(
      'Acme Roofing',
    );
  },
};

export const PrefilledWithError: Story = {
  render: (args) => <EmailField {...args} />,
  args: {
    label: 'Email',
    name: 'email',
    prefilled: true,
    defaultValue: 'owner@acme',
    error: 'Please enter a valid email',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Jane' } };

// A story-only form showing how a page validates on submit and clears a field's error on edit.
function ValidatedForm() {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({
      name: values.name.trim() ? undefined : 'Name is required',
      email: isEmailShape(values.email) ? undefined : 'Please enter a valid email',
    });
  };
  const edit = (field: 'name' | 'email', value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField
        label="Your Name *"
        value={values.name}
        onChange={(event) => edit('name', event.currentTarget.value)}
        error={errors.name}
      />
      <EmailField
        label="Email Address *"
        value={values.email}
        onChange={(event) => edit('email', event.currentTarget.value)}
        error={errors.email}
      />
      <Button type="submit">Confirm & Build Demo</Button>
    </form>
  );
}

/** Submitting empty shows both errors; editing a field clears only that field's error. */
export const ErrorsOnSubmit: Story = {
  render: () => <ValidatedForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Build Demo' }));
    const name = canvas.getByRole('textbox', { name: 'Your Name *' });
    const email = canvas.getByRole('textbox', { name: 'Email Address *' });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');

    await userEvent.type(name, 'Jane');
    await expect(name).toBeValid();
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await expect(email).toBeInvalid();
  },
};
