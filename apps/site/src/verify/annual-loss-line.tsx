import { parseVerifyAnnualLoss, verifyAnnualLossLine } from '@org/calculator-core';

/**
 * The one line /verify shows above its form when the visitor came from the calculator: what
 * missed calls may cost their company a year. Nothing when the query has no valid figure
 * (`parseVerifyAnnualLoss` decides), or before the query is known (prerendered HTML has none).
 */
export function AnnualLossLine({ search, company }: { search: string | null; company: string }) {
  const annual = search === null ? undefined : parseVerifyAnnualLoss(search);
  if (annual === undefined) return null;
  return (
    <p className="site-annual-loss" data-testid="annual-loss">
      <strong>{verifyAnnualLossLine(company, annual)}</strong>
    </p>
  );
}
