import type { WebhookName } from './webhook-name';

/** The part of `fetch` the clients use; the global `fetch` fits, and so does a test fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options every webhook client takes. */
export interface WebhookRequestOptions {
  /** Absolute URL of the webhook. The site reads it from its configuration; nothing is built in. */
  url: string;
  /** `fetch` to use; defaults to the global one, looked up at call time. */
  fetch?: FetchLike;
  /** Cancels the call; the promise then rejects with code `aborted`. */
  signal?: AbortSignal;
  /**
   * Milliseconds for the whole exchange, reading the answer included; then the call rejects with
   * code `timeout`. Defaults to {@link defaultTimeoutMs} for the webhook.
   */
  timeoutMs?: number;
}

/**
 * Default timeout per webhook. Verify gets longer because the automation builds a personalised
 * demo assistant before it answers; the others only queue work.
 */
export const defaultTimeoutMs: Readonly<Record<WebhookName, number>> = {
  contact: 15_000,
  calculator: 15_000,
  verify: 45_000,
  'call-summary': 15_000,
};
