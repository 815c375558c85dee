import type { components } from './provider-document.ts';

/**
 * The body of `POST /call/web`, as the provider defines it (`CreateWebCallDTO`): what to talk to
 * (`assistantId` or `assistant`, `squadId` or `squad`, `workflowId` or `workflow`), their
 * overrides (`assistantOverrides`, `squadOverrides`, `workflowOverrides`), `assistantVersion`
 * and `roomDeleteOnUserLeaveEnabled`. The provider's definition requires none of them, and
 * neither does this type; `@org/voice-client` asks for exactly one target, as `@vapi-ai/web`
 * does before it sends the request.
 */
export type CreateWebCallRequest = components['schemas']['CreateWebCallDTO'];

/**
 * The call `POST /call/web` creates: the provider's `Call`, with `webCallUrl` (the room the
 * browser joins) and `transport.callToken` (the meeting token it joins with, when the provider
 * issues one), which its definition leaves out. `webCallUrl` is always there: a reply without
 * it is a failure ({@link isWebCall}).
 */
export type WebCall = components['schemas']['WebCall'] & { readonly webCallUrl: string };

/** Tells whether a parsed response body has the fields a web call must have. */
export function isWebCall(value: unknown): value is WebCall {
  if (typeof value !== 'object' || value === null) return false;
  const { id, webCallUrl } = value as { id?: unknown; webCallUrl?: unknown };
  return typeof id === 'string' && id !== '' && typeof webCallUrl === 'string' && webCallUrl !== '';
}
