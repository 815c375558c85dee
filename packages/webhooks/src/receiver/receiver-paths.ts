import type { WebhookName } from '../webhook-name';

/** The path each webhook is received on. */
export const receiverPaths: { readonly [K in WebhookName]: `/${string}` } = {
  contact: '/contact',
  calculator: '/calculator',
  verify: '/verify',
  'call-summary': '/call-summary',
};
