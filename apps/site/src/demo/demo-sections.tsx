import { ButtonLink, Card } from '@org/ui';
import { Island } from '../islands/island';
import { DEMO_COPY, SAMPLE_QUESTIONS } from './demo-copy';
import { DEMO_PAGE_PARTS } from './demo-page-parts';

const TITLE_ID = 'demo-title';
const SETUP_TITLE_ID = 'demo-setup-title';

/** The card shown without an `agent` parameter, kept in the page's HTML as a template. */
export function SetupRequired() {
  return (
    <section className="demo-stage" aria-labelledby={SETUP_TITLE_ID}>
      <Card className="demo-setup">
        <h1 id={SETUP_TITLE_ID} className="demo-setup__title">
          {DEMO_COPY.setupTitle}
        </h1>
        <p className="demo-setup__message">{DEMO_COPY.setupMessage}</p>
        <p className="demo-setup__hint">{DEMO_COPY.setupHint}</p>
      </Card>
    </section>
  );
}

/**
 * The demo itself: the heading, the voice widget, sample questions and the way to sign up, as
 * prerendered: the heading without a company and the stage busy until the page's script has read
 * the query. The widget is an island of its own; its Start is live from the first paint. The
 * stage's room does not change, so nothing below it moves when the heading gains the company or
 * 'Setup Required' takes the demo's place.
 */
export function DemoContent() {
  return (
    <>
      <section className="demo-stage" aria-labelledby={TITLE_ID} aria-busy>
        <h1 id={TITLE_ID} className="demo-title">
          {/* One flex item: the company's <bdi> and the words after it wrap as one text. */}
          <span {...{ [DEMO_PAGE_PARTS.headingText]: '' }}>{DEMO_COPY.title}</span>
        </h1>
        <p className="demo-intro">{DEMO_COPY.intro}</p>
        <Island name="demo-call" />
        <noscript>
          <p>{DEMO_COPY.noScript}</p>
        </noscript>
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
        <ButtonLink href="/contact/">{DEMO_COPY.ctaLink}</ButtonLink>
      </section>
    </>
  );
}

/**
 * /demo's page as prerendered: the demo, and the card for a link without an assistant, which the
 * page's script puts in the demo's place (islands/demo-page-island.ts).
 */
export function DemoPageContent() {
  return (
    <>
      <div className="demo-part" {...{ [DEMO_PAGE_PARTS.content]: '' }}>
        <DemoContent />
      </div>
      {/* Inert until the page's script takes it out: not on the page, not found by a search. */}
      <template {...{ [DEMO_PAGE_PARTS.setup]: '' }}>
        <SetupRequired />
      </template>
    </>
  );
}
