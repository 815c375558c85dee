import { ButtonLink, Card, Spinner, VisuallyHidden } from '@org/ui';
import { fillSlot, Isolated } from '../isolated-text';
import { DemoCall } from './demo-call';
import { DEMO_COPY, demoHeading, SAMPLE_QUESTIONS } from './demo-copy';

const TITLE_ID = 'demo-title';

/** The card shown without an `agent` parameter. */
export function SetupRequired() {
  return (
    <section className="demo-stage" aria-labelledby={TITLE_ID}>
      <Card className="demo-setup">
        <h1 id={TITLE_ID} className="demo-setup__title">
          {DEMO_COPY.setupTitle}
        </h1>
        <p className="demo-setup__message">{DEMO_COPY.setupMessage}</p>
        <p className="demo-setup__hint">{DEMO_COPY.setupHint}</p>
      </Card>
    </section>
  );
}

/**
 * The demo itself: the heading, the voice widget, sample questions and the way to sign up.
 *
 * Without an `agent` it is the demo's pending state: the prerendered HTML and hydration, before
 * the query is known (pages are prerendered without one). Everything but the widget is already
 * there, in the same elements React then keeps: the intro, the page's largest text, is painted
 * from the HTML rather than after the scripts. The stage's room does not change, so nothing
 * below it moves when the widget (or, without an agent, 'Setup Required') takes its place.
 */
export function DemoContent({ agent, company }: { agent: string | null; company: string | null }) {
  return (
    <>
      <section
        className="demo-stage"
        aria-labelledby={TITLE_ID}
        aria-busy={agent === null ? true : undefined}
      >
        <h1 id={TITLE_ID} className="demo-title">
          {/* One flex item: the company's <bdi> and the words after it wrap as one text. */}
          <span>
            <Isolated text={fillSlot(demoHeading, company)} />
          </span>
        </h1>
        <p className="demo-intro">{DEMO_COPY.intro}</p>
        {agent === null ? <DemoCallPending /> : <DemoCall agent={agent} company={company} />}
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
        <ButtonLink href="/contact">{DEMO_COPY.ctaLink}</ButtonLink>
      </section>
    </>
  );
}

/** Where the voice widget comes once the page knows its assistant. */
function DemoCallPending() {
  return (
    <div className="demo-call demo-call--pending">
      <Spinner size="lg" />
      <VisuallyHidden>{DEMO_COPY.pending}</VisuallyHidden>
      <noscript>
        <p>{DEMO_COPY.noScript}</p>
      </noscript>
    </div>
  );
}
