// The one module that reaches @org/provider-api: how web calls are created, and the types of
// their request and response.
import {
  type CreateWebCallRequest,
  type components,
  createProviderClient,
  createWebCall,
  type ProviderClient,
  type WebCall as ProviderWebCall,
} from '@org/provider-api';

export type { CreateWebCallRequest };

/**
 * A web call as this client takes it: the provider's answer to `POST /call/web`, of which it
 * needs only `id` and `webCallUrl` (and reads `transport.callToken`, `artifactPlan` and
 * `assistant.voice.provider` when they are there), so a call kept for `reconnect()` need not
 * carry the rest.
 */
export type WebCall = Partial<ProviderWebCall> & Pick<ProviderWebCall, 'id' | 'webCallUrl'>;

/** An inline (transient) assistant: the provider's `CreateAssistantDTO`. */
export type InlineAssistant = components['schemas']['CreateAssistantDTO'];
/** An inline (transient) squad: the provider's `CreateSquadDTO`. */
export type InlineSquad = components['schemas']['CreateSquadDTO'];
/** An inline (transient) workflow: the provider's `CreateWorkflowDTO`. */
export type InlineWorkflow = components['schemas']['CreateWorkflowDTO'];
/** Overrides of an assistant's settings; the provider takes the same for a squad's members. */
export type AssistantOverrides = components['schemas']['AssistantOverrides'];
/** Overrides of a saved workflow's settings. */
export type WorkflowOverrides = components['schemas']['WorkflowOverrides'];

/** The outcome of a web-call creation: the call, or the HTTP failure as a value. */
export type WebCallResult =
  | { data: WebCall }
  | { error: { status: number; message: string; body: unknown } };

/** Creates a web call; rejects only on a network failure or abort. */
export type CreateWebCall = (
  body: CreateWebCallRequest,
  options: { signal: AbortSignal },
) => Promise<WebCallResult>;

/** How to reach the provider API. */
export interface ProviderOptions {
  /** The API's base URL, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** The public key sent as a bearer token. */
  token: string;
  /** A `fetch` to use instead of the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Returns the web-call function of one voice client. Its provider client is made on the first
 * call and reused, so constructing a voice client does no work and each instance has its own
 * client (and token); a bad `baseUrl` or `token` fails the `web-call-creation` stage.
 */
export function createWebCallFunction(options: ProviderOptions): CreateWebCall {
  let client: ProviderClient | null = null;
  return async (body, { signal }) => {
    client ??= createProviderClient(options);
    const result = await createWebCall(client, body, { signal });
    return result.error ? { error: result.error } : { data: result.data };
  };
}
