// Why a private package: the webhook receiver (@org/webhooks/receiver) and the mock provider
// (@org/provider-api/mock) must apply these rules the same way, but neither published package
// may depend on the other (the mock would pull in valibot and the webhook clients, the receiver
// ajv and openapi-fetch). So the rules live here, once, and each service's build bundles them
// (tsup `noExternal`): the published files never import this package, which is never published.
export { type PreflightGrant, preflightHeaders, preflightMaxAgeSeconds } from './cors-preflight.ts';
export { isOwnHost } from './host-check.ts';
export { type JsonBody, parseJsonBody } from './json-body.ts';
export {
  closeLingering,
  type LingerBounds,
  lingerBounds,
  lingerIdleMs,
  lingerTotalMs,
} from './lingering-close.ts';
export { type BodyRead, readBody } from './read-body.ts';
export { parseRequestTarget, type RequestTarget } from './request-target.ts';
export { keepAliveMs, loopbackServerOptions } from './server-timeouts.ts';
export { terminalSafe } from './terminal-text.ts';
