import { parseVerifyPrefill, VERIFY_COPY, type VerifyFormValues } from '@org/calculator-core';
import { useMemo } from 'react';
import { useClientSearch } from '../use-client-search';
import { AnnualLossLine } from '../verify/annual-loss-line';
import { VerifyForm } from '../verify/verify-form';

const EMPTY: VerifyFormValues = { name: '', email: '', company: '', address: '' };

export default function VerifyPage() {
  const search = useClientSearch();
  const initial = useMemo(() => (search === null ? EMPTY : parseVerifyPrefill(search)), [search]);
  return (
    <section className="site-section site-narrow" aria-labelledby="verify-title">
      <h1 id="verify-title">{VERIFY_COPY.title}</h1>
      <p className="site-muted">{VERIFY_COPY.subtitle}</p>
      <AnnualLossLine search={search} company={initial.company} />
      {/* Not keyed by the query: a remount would lose what the visitor typed before hydration. */}
      <VerifyForm initial={initial} />
    </section>
  );
}
