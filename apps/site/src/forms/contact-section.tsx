import { ContactForm } from '@org/ui';
import { useContactSubmission } from './use-contact-submission';

/** The contact form wired to the contact webhook; used on /contact and at #trial on the home page. */
export function ContactSection() {
  const { status, submit } = useContactSubmission();
  return <ContactForm status={status} onSubmit={submit} />;
}
