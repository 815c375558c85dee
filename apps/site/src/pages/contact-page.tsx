import { Island } from '../islands/island';

export default function ContactPage() {
  return (
    <section className="site-section site-narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">Get in touch</h1>
      <p>
        Tell us about your business and our team replies within 24 hours. We use your details only
        to answer you, as our <a href="/privacy/">Privacy Policy</a> explains.
      </p>
      <Island name="contact-form" />
    </section>
  );
}
