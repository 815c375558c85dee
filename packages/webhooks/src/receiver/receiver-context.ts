import type { DeliveryLog } from './delivery-log';
import type { FailureScript } from './failure-script';
import type { ResolvedReceiverOptions } from './receiver-options';

/** What every route of one running receiver shares. */
export interface ReceiverContext {
  options: ResolvedReceiverOptions;
  log: DeliveryLog;
  failures: FailureScript;
  /** Aborted when the receiver closes, so scripted delays end with it. */
  closing: AbortSignal;
}
