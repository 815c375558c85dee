import { parseVerifyAnnualLoss, verifyAnnualLossLine } from '@org/calculator-core';
import { fillSlot, Isolated } from '../isolated-text';

/**
 * The one line /verify shows above its form when the visitor came from the calculator: what
 * missed calls may cost their company a year. Nothing when the query has no valid figure
 * (`parseVerifyAnnualLoss` decides), and none in the prerendered HTML, which has no query: the
 * page's prefill script writes this markup before the first paint (src/prefill/verify-prefill.ts).
 */
export function AnnualLossLine({ search, company }: { search: string | null; company: string }) {
  const annual = search === null ? undefined : parseVerifyAnnualLoss(search);
  return (
    <div className="site-annual-loss-slot">
      {annual !== undefined && (
        <p className="site-annual-loss" data-testid="annual-loss">
          <strong>
            <Isolated text={fillSlot((slot) => verifyAnnualLossLine(slot, annual), company)} />
          </strong>
        </p>
      )}
    </div>
  );
}
