import {
  buildVerifyLink,
  CALCULATOR_COPY,
  type CalculatorInput,
  type CalculatorOutcomeFields,
  type CalculatorResult,
  formatCurrency,
  getMissedCallWarning,
  RESULTS_SCROLL_OFFSET_PX,
} from '@org/calculator-core';
import { ButtonLink, Card, StatusMessage } from '@org/ui';
import { useEffect, useRef } from 'react';
import { renderRouterLink } from '../layout/router-link';

interface CalculatorResultsProps {
  input: CalculatorInput;
  result: CalculatorResult;
  outcome: CalculatorOutcomeFields;
}

/** The four figures, the missed-call warning and the post-calculation message. */
export function CalculatorResults({ input, result, outcome }: CalculatorResultsProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  const warning = getMissedCallWarning(input.missedCallPercentage);

  useEffect(() => {
    const message = messageRef.current;
    if (!message) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: message.getBoundingClientRect().top + window.scrollY - RESULTS_SCROLL_OFFSET_PX,
      behavior: reduceMotion ? 'instant' : 'smooth',
    });
  }, []);

  const figures = [
    { label: 'Lost revenue per month', value: formatCurrency(result.lostRevenueMonthly) },
    { label: 'Lost revenue per year', value: formatCurrency(result.lostRevenueAnnual) },
    { label: 'Lost profit per year', value: formatCurrency(result.lostProfitAnnual) },
    { label: 'Jobs lost per year', value: result.jobsLostAnnual.toLocaleString('en-US') },
  ];

  return (
    <section className="site-results" aria-labelledby="results-title">
      <h2 id="results-title">Your Missed Call Report</h2>
      <dl className="site-figures">
        {figures.map((figure) => (
          <Card key={figure.label} className="site-figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </Card>
        ))}
      </dl>
      {warning && <StatusMessage tone="warning">{warning.message}</StatusMessage>}
      {Object.entries(outcome).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Room below the message, so the scroll can end RESULTS_SCROLL_OFFSET_PX above it on any screen. */}
      <div style={{ minHeight: `calc(100vh - ${RESULTS_SCROLL_OFFSET_PX}px)` }}>
        <div ref={messageRef} id="post-calculation" className="site-post-calculation" tabIndex={-1}>
          <p>
            Missed calls could be costing you{' '}
            <strong>{formatCurrency(result.lostRevenueAnnual)}</strong> a year. An AI receptionist
            answers every one of them, day and night.
          </p>
          <ButtonLink
            href={buildVerifyLink({ name: input.name, email: input.email, company: input.company })}
            renderLink={renderRouterLink}
          >
            {CALCULATOR_COPY.verifyButtonLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
