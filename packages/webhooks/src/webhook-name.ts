/**
 * The four automation webhooks the site calls, by name. The name travels in errors and in the
 * local receiver's records so a failure can always be traced to the form that caused it.
 */
export type WebhookName = 'contact' | 'calculator' | 'verify' | 'call-summary';

/** Every webhook name, in the order the site's forms use them. */
export const webhookNames: readonly WebhookName[] = [
  'contact',
  'calculator',
  'verify',
  'call-summary',
];
