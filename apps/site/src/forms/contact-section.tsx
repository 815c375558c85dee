import { ContactForm } from '@org/ui';
import { useHydrated } from '../use-hydrated';
import { useContactSubmission } from './use-contact-submission';

/** The contact form wired to the contact webhook; used on /contact and at #trial on the home page. */
export function ContactSection() {
  const { status, errors, submit } = useContactSubmission();
  const hydrated = useHydrated();
  return (
    <ContactForm status={status} errors={errors} onSubmit={submit} submitDisabled={!hydrated} />
  );
}
