import type { WebhookBodies } from '../webhook-bodies';
import type { WebhookName } from '../webhook-name';

/** One accepted webhook call as the receiver recorded it: one line of the JSON-lines log. */
export type Delivery = {
  [K in WebhookName]: {
    /** Unique across restarts (a UUID). */
    id: string;
    webhook: K;
    /** ISO time the receiver accepted it. */
    receivedAt: string;
    /** The body after schema validation. */
    body: WebhookBodies[K];
  };
}[WebhookName];
