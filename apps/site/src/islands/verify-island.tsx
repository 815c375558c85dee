import { parseVerifyPrefill } from '@org/calculator-core';
import { useMemo } from 'react';
import { usePrefilledSearch } from '../prefill/use-prefilled-search';
import { AnnualLossLine } from '../verify/annual-loss-line';
import { VerifyForm } from '../verify/verify-form';

/** /verify's island: the annual figure's line and the form, both filled in from the query. */
export default function VerifyIsland() {
  // The query from the first render: the prefill script already wrote it into the HTML.
  const search = usePrefilledSearch();
  const initial = useMemo(() => parseVerifyPrefill(search), [search]);
  return (
    <>
      <AnnualLossLine search={search} company={initial.company} />
      <VerifyForm initial={initial} />
    </>
  );
}
