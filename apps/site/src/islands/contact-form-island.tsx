import { ContactSection } from '../forms/contact-section';

/** The contact form wired to the contact webhook: /contact, and "Get in Touch" on the home page. */
export default function ContactFormIsland() {
  return <ContactSection />;
}
