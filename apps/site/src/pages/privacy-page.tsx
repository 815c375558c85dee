import { formatLongDate, useToday } from '../use-today';
import { PRIVACY_SECTIONS } from './privacy-sections';

export default function PrivacyPage() {
  const today = useToday();
  return (
    <article className="site-section site-narrow site-prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className="site-muted">
        Last updated: <time dateTime={today}>{formatLongDate(today)}</time>
      </p>
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
