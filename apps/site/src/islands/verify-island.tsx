import { parseVerifyPrefill, type VerifyFormValues } from '@org/calculator-core';
import { useMemo } from 'react';
import { useClientSearch } from '../use-client-search';
import { AnnualLossLine } from '../verify/annual-loss-line';
import { VerifyForm } from '../verify/verify-form';

const EMPTY: VerifyFormValues = { name: '', email: '', company: '', address: '' };

/** /verify's island: the annual figure's line and the form, both filled in from the query. */
export default function VerifyIsland() {
  const search = useClientSearch();
  const initial = useMemo(() => (search === null ? EMPTY : parseVerifyPrefill(search)), [search]);
  return (
    <>
      <AnnualLossLine search={search} company={initial.company} />
      {/* Not keyed by the query: a remount would lose what the visitor typed before hydration. */}
      <VerifyForm initial={initial} />
    </>
  );
}
