import { Spinner } from '@org/ui';
import { Link } from 'react-router';
import { DemoCall } from './demo-call';
import { DEMO_COPY, demoHeading, SAMPLE_QUESTIONS } from './demo-copy';

const TITLE_ID = 'demo-title';

/**
 * What shows while the query is unknown (the prerendered HTML, and hydration): neither the
 * demo nor 'Setup Required', in a stage of the same size, so nothing flashes or shifts.
 */
export function DemoPending() {
  return (
    <section
      className="demo-stage demo-stage--pending"
      aria-busy="true"
      aria-label={DEMO_COPY.pending}
    >
      <Spinner size="lg" />
      <noscript>
        <p>{DEMO_COPY.noScript}</p>
      </noscript>
    </section>
  );
}

/** The card shown without an `agent` parameter (spec section 8). */
export function SetupRequired() {
  return (
    <section className="demo-stage" aria-labelledby={TITLE_ID}>
      <div className="org-card demo-setup">
        <h1 id={TITLE_ID} className="demo-setup__title">
          {DEMO_COPY.setupTitle}
        </h1>
        <p className="demo-setup__message">{DEMO_COPY.setupMessage}</p>
        <p className="demo-setup__hint">{DEMO_COPY.setupHint}</p>
      </div>
    </section>
  );
}

/** The demo itself: the heading, the voice widget, sample questions and the way to sign up. */
export function DemoContent({ agent, company }: { agent: string; company: string | null }) {
  return (
    <>
      <section className="demo-stage" aria-labelledby={TITLE_ID}>
        <h1 id={TITLE_ID} className="demo-title">
          {demoHeading(company)}
        </h1>
        <p className="demo-intro">{DEMO_COPY.intro}</p>
        <DemoCall agent={agent} company={company} />
      </section>
      <section className="demo-questions" aria-labelledby="demo-questions-title">
        <h2 id="demo-questions-title">{DEMO_COPY.questionsTitle}</h2>
        <ul>
          {SAMPLE_QUESTIONS.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      </section>
      <section className="demo-cta">
        <p>{DEMO_COPY.ctaText}</p>
        <Link className="org-button org-button--primary" to="/contact">
          {DEMO_COPY.ctaLink}
        </Link>
      </section>
    </>
  );
}
