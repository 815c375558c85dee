import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactForm } from './contact-form';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { status: 'idle', onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio' } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's required checks stop an empty submit; a complete one hands over the values. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeInvalid();

    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Jane');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@acme.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Pricing');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'We are a roofer.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.com',
      phone: '',
      subject: 'Pricing',
      message: 'We are a roofer.',
    });
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent successfully.',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    defaultValues: { firstName: 'Jane', email: 'jane@acme.com', subject: 'Pricing' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sorry, there was an error sending your message. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
  },
};

export const Prefilled: Story = {
  args: {
    defaultValues: {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.com',
      phone: '5551234567',
      subject: 'Pricing',
      message: 'We are a roofer in Denver.',
    },
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The error state in the dark scheme: the alert and the kept entries. */
export const ErrorDark: Story = {
  ...ErrorState,
  name: 'Error Dark',
  globals: darkScheme,
  play: async (context) => {
    await ErrorState.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
