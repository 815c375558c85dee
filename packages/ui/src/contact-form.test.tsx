import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(cleanup);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Doe');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@acme.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '5551234567');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Pricing');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We are a roofer.');
}

describe('ContactForm', () => {
  it('has the default placeholders and required fields', () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    expect(screen.getByPlaceholderText('How can we help?')).toHaveProperty('required', true);
    expect(screen.getByPlaceholderText('Tell us about your business...')).toHaveProperty(
      'required',
      true,
    );
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveProperty(
      'required',
      false,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });

  it('hands the entries to onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.com',
      phone: '5551234567',
      subject: 'Pricing',
      message: 'We are a roofer.',
    });
  });

  it('reads Sending... and is disabled while sending', () => {
    render(<ContactForm status="sending" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
  });

  it('keeps the button disabled while submitDisabled is set, with its own label', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm submitDisabled onSubmit={onSubmit} />);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the fields and thanks the visitor on success', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ContactForm status="sending" onSubmit={vi.fn()} />);
    await fillIn(user);
    rerender(<ContactForm status="success" onSubmit={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! Your message has been sent successfully.',
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', '');
  });

  it('keeps the entries and shows the error on failure', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ContactForm status="sending" onSubmit={vi.fn()} />);
    await fillIn(user);
    rerender(<ContactForm status="error" onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, there was an error sending your message. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', 'Jane');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('exposes the status as data-state', () => {
    render(<ContactForm status="error" onSubmit={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Send Message' }).closest('form')?.dataset.state,
    ).toBe('error');
  });

  it('shows a field’s own error under that field, not the generic error', () => {
    render(
      <ContactForm
        onSubmit={vi.fn()}
        errors={{ message: 'Please keep this to 20000 characters or fewer' }}
      />,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toContain(
      screen.getByText('Please keep this to 20000 characters or fewer').id,
    );
    expect(screen.queryByText(/Sorry, there was an error/)).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Subject' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
