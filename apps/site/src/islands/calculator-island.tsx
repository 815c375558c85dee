import {
  calculatorHeading,
  calculatorPageTitle,
  parseCalculatorPrefill,
} from '@org/calculator-core';
import { useEffect, useMemo } from 'react';
import { PRODUCT_NAME } from '../brand';
import { CalculatorForm } from '../calculator/calculator-form';
import { fillSlot, Isolated } from '../isolated-text';
import { usePrefilledSearch } from '../prefill/use-prefilled-search';

/** /calculator's island: the heading (the company from the query), the form and its report. */
export default function CalculatorIsland() {
  // The query from the first render: the prefill script already wrote it into the HTML.
  const search = usePrefilledSearch();
  const prefill = useMemo(() => parseCalculatorPrefill(search), [search]);
  const company = prefill.values.company;

  useEffect(() => {
    if (company) document.title = calculatorPageTitle(company, PRODUCT_NAME);
  }, [company]);

  return (
    <>
      <h1 id="calculator-title">
        <Isolated text={fillSlot(calculatorHeading, company)} />
      </h1>
      <p className="site-muted">
        Enter your numbers to see the revenue and profit your business loses to missed calls.
      </p>
      <CalculatorForm prefill={prefill} search={search} />
    </>
  );
}
