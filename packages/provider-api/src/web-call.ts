import type { components } from './provider-document.ts';

/**
 * The body of `POST /call/web`. It names exactly one thing to talk to, and TypeScript refuses a
 * body that names none or more than one:
 * - `assistant` (a transient assistant) or `assistantId` (a saved one);
 * - `squad` or `squadId`;
 * - `workflow` or `workflowId`.
 *
 * `assistantOverrides` and `workflowOverrides` are optional on every variant. This package does
 * not detail the objects' own fields, so they are open (`{ [key: string]: unknown }`).
 */
export type CreateWebCallRequest = components['schemas']['CreateWebCallRequest'];

/**
 * The call `POST /call/web` creates. The product reads `id`, `webCallUrl` (the room the
 * browser joins), `transport.callToken` (the meeting token it joins with, when the provider
 * issues one), `artifactPlan.videoRecordingEnabled` and `assistant.voice.provider`; every other
 * field is open.
 */
export type WebCall = components['schemas']['WebCall'];

/** Tells whether a parsed response body has the fields a web call must have. */
export function isWebCall(value: unknown): value is WebCall {
  if (typeof value !== 'object' || value === null) return false;
  const { id, webCallUrl } = value as { id?: unknown; webCallUrl?: unknown };
  return typeof id === 'string' && id !== '' && typeof webCallUrl === 'string' && webCallUrl !== '';
}
