import { ContactForm } from '@org/ui';
import { useContactSubmission } from './use-contact-submission';

/**
 * The contact form wired to the contact webhook; used on /contact and at #trial on the home page.
 * Its button is live from the first paint: a click before the island wakes is held and replayed
 * (islands/wake-islands.ts), never a native submit.
 */
export function ContactSection() {
  const { status, errors, submit } = useContactSubmission();
  return <ContactForm status={status} errors={errors} onSubmit={submit} />;
}
