import { parseVerifyAnnualLoss, verifyAnnualLossLine } from '@org/calculator-core';
import { fillSlot, Isolated } from '../isolated-text';

/**
 * The one line /verify shows above its form when the visitor came from the calculator: what
 * missed calls may cost their company a year. Nothing when the query has no valid figure
 * (`parseVerifyAnnualLoss` decides), or before the query is known (prerendered HTML has none).
 * Its slot is always there, empty but for the room the page's early script asks CSS to hold.
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
