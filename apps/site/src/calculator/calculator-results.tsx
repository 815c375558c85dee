import {
  buildCalculatorShareLink,
  buildVerifyLink,
  CALCULATOR_COPY,
  type CalculatorInput,
  type CalculatorOutcomeFields,
  type CalculatorResult,
  DEFAULT_CALCULATOR_PATH,
  formatCurrency,
  getMissedCallWarning,
  RESULTS_SCROLL_OFFSET_PX,
} from '@org/calculator-core';
import { calculatorFunnelSteps } from '@org/calculator-core/funnel';
import { ButtonLink, Card, Funnel, type FunnelStep, StatusMessage } from '@org/ui';
import { useEffect, useMemo, useRef } from 'react';
import { CopyReportLink } from './copy-report-link';

interface CalculatorResultsProps {
  input: CalculatorInput;
  result: CalculatorResult;
  outcome: CalculatorOutcomeFields;
}

/** The formula's steps as the funnel draws them; the money steps are the outcome. */
function funnelOf(input: CalculatorInput): FunnelStep[] {
  return calculatorFunnelSteps(input).map((step) => ({
    id: step.kind,
    label: step.label,
    value: step.display,
    share: step.share,
    emphasis: step.kind === 'lost-monthly' || step.kind === 'lost-annual',
  }));
}

/**
 * The four figures, the funnel of the formula with the visitor's numbers, the missed-call
 * warning, the link to this report and the post-calculation message.
 */
export function CalculatorResults({ input, result, outcome }: CalculatorResultsProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  const warning = getMissedCallWarning(input.missedCallPercentage);
  const funnel = useMemo(() => funnelOf(input), [input]);
  // Absolute, so the copied link opens the report from anywhere; results render only in the
  // browser (after a calculation), so location is always there.
  const shareLink = buildCalculatorShareLink(
    input,
    `${window.location.origin}${DEFAULT_CALCULATOR_PATH}`,
  );

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
    <>
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
        <h3 id="funnel-title">Where the money goes</h3>
        <Funnel steps={funnel} labelledBy="funnel-title" />
        {warning && <StatusMessage tone="warning">{warning.message}</StatusMessage>}
        <CopyReportLink link={shareLink} />
        {Object.entries(outcome).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div ref={messageRef} id="post-calculation" className="site-post-calculation" tabIndex={-1}>
          <p>
            Missed calls could be costing you{' '}
            <strong>{formatCurrency(result.lostRevenueAnnual)}</strong> a year. An AI receptionist
            answers every one of them, day and night.
          </p>
          <ButtonLink
            href={buildVerifyLink({
              name: input.name,
              email: input.email,
              company: input.company,
              lostRevenueAnnual: result.lostRevenueAnnual,
            })}
          >
            {CALCULATOR_COPY.verifyButtonLabel}
          </ButtonLink>
        </div>
      </section>
      {/* Room below the report, outside its panel, so the scroll can end RESULTS_SCROLL_OFFSET_PX
        above the message on any screen. */}
      <div
        aria-hidden="true"
        style={{ minHeight: `calc(100vh - ${RESULTS_SCROLL_OFFSET_PX}px)` }}
      />
    </>
  );
}
