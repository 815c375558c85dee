'use client';

import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import { EmailField, TelField, TextField } from './input-field';
import { StatusMessage } from './status-message';
import { TextAreaField } from './textarea-field';

/**
 * Where a contact message is:
 *
 * ```
 * idle ──submit──▶ sending ──ok──▶ success (form cleared)
 *   ▲                 └──fail──▶ error (entries kept)
 *   └─────────── next submit ──────────┘
 * ```
 */
export type ContactFormStatus = 'idle' | 'sending' | 'success' | 'error';

/** What the visitor typed, as the form hands it to `onSubmit`. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Empty when not given. */
  phone: string;
  subject: string;
  message: string;
}

/**
 * Text of the {@link ContactForm}: labels, placeholders and messages
 * ({@link defaultContactFormText} by default).
 */
export interface ContactFormText {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  subjectPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sending: string;
  success: string;
  error: string;
}

/** Default {@link ContactFormText}. */
export const defaultContactFormText: ContactFormText = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (optional)',
  subject: 'Subject',
  subjectPlaceholder: 'How can we help?',
  message: 'Message',
  messagePlaceholder: 'Tell us about your business...',
  submit: 'Send Message',
  sending: 'Sending...',
  success: 'Thank you! Your message has been sent successfully.',
  error: 'Sorry, there was an error sending your message. Please try again.',
};

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Defaults to `idle`. */
  status?: ContactFormStatus;
  /** Called with the entries once the browser's own required and e-mail checks pass. */
  onSubmit: (values: ContactFormValues) => void;
  /** Starting entries of the uncontrolled fields. */
  defaultValues?: Partial<ContactFormValues>;
  /**
   * Disables the submit button, e.g. until a prerendered page has hydrated: before that a click
   * would submit the form natively.
   */
  submitDisabled?: boolean;
  /**
   * Each field's own error, such as 'Please keep this to 200 characters or fewer', shown under
   * the field; the page sets them when it refuses the entries without sending.
   */
  errors?: Partial<Record<keyof ContactFormValues, string>>;
  text?: Partial<ContactFormText>;
  className?: string;
}

function readValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const read = (name: keyof ContactFormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    phone: read('phone'),
    subject: read('subject'),
    message: read('message'),
  };
}

/**
 * The contact form's fields, button and outcome messages. It sends nothing itself: it hands the
 * entries to `onSubmit` and draws the `status` it is given (`data-state` on the form). While
 * `sending` the button reads 'Sending...' and is disabled; on `success` the fields are cleared
 * and the thank-you message shows; on `error` the entries stay and the error shows. Only the
 * browser's own required and e-mail checks apply.
 *
 * @example
 * ```tsx
 * const [status, setStatus] = useState<ContactFormStatus>('idle');
 * <ContactForm
 *   status={status}
 *   onSubmit={async (values) => {
 *     setStatus('sending');
 *     const result = await sendContactMessage(values);
 *     setStatus(result.ok ? 'success' : 'error');
 *   }}
 * />
 * ```
 */
export function ContactForm({
  status = 'idle',
  onSubmit,
  defaultValues,
  submitDisabled = false,
  errors,
  text,
  className,
}: ContactFormProps) {
  const copy = { ...defaultContactFormText, ...text };
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status === 'success') formRef.current?.reset();
  }, [status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(readValues(event.currentTarget));
  };

  return (
    <form
      ref={formRef}
      className={classNames('org-contact-form', className)}
      data-state={status}
      onSubmit={submit}
    >
      <div className="org-contact-form__row">
        <TextField
          label={copy.firstName}
          name="firstName"
          error={errors?.firstName}
          autoComplete="given-name"
          required
          defaultValue={defaultValues?.firstName}
        />
        <TextField
          label={copy.lastName}
          name="lastName"
          error={errors?.lastName}
          autoComplete="family-name"
          required
          defaultValue={defaultValues?.lastName}
        />
      </div>
      <div className="org-contact-form__row">
        <EmailField
          label={copy.email}
          name="email"
          required
          error={errors?.email}
          defaultValue={defaultValues?.email}
        />
        <TelField
          label={copy.phone}
          name="phone"
          error={errors?.phone}
          defaultValue={defaultValues?.phone}
        />
      </div>
      <TextField
        label={copy.subject}
        name="subject"
        error={errors?.subject}
        placeholder={copy.subjectPlaceholder}
        required
        defaultValue={defaultValues?.subject}
      />
      <TextAreaField
        label={copy.message}
        name="message"
        error={errors?.message}
        placeholder={copy.messagePlaceholder}
        required
        defaultValue={defaultValues?.message}
      />
      <Button
        type="submit"
        busy={status === 'sending'}
        busyLabel={copy.sending}
        disabled={submitDisabled}
      >
        {copy.submit}
      </Button>
      {status === 'success' && <StatusMessage tone="success">{copy.success}</StatusMessage>}
      {status === 'error' && <StatusMessage tone="error">{copy.error}</StatusMessage>}
    </form>
  );
}
