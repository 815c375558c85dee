import { Island } from '../islands/island';
import PrivacyUpdated from '../islands/privacy-updated';
import { PRIVACY_SECTIONS } from './privacy-sections';

export default function PrivacyPage() {
  return (
    <article className="site-section site-narrow site-prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <Island name="privacy-updated">
        <PrivacyUpdated />
      </Island>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
