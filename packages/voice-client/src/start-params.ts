import type {
  AssistantOverrides,
  CreateWebCallRequest,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  WorkflowOverrides,
} from './web-call';

/**
 * What to call: one assistant, squad or workflow, inline or by id, with optional overrides and
 * the provider's other web-call fields (each sent as given, left out when not given).
 */
export interface StartParams {
  /** An assistant id, or an inline assistant. */
  assistant?: string | InlineAssistant;
  assistantOverrides?: AssistantOverrides;
  /** The saved assistant's version to use; with an assistant id only. Omit for the latest. */
  assistantVersion?: string | null;
  /** A squad id, or an inline squad. */
  squad?: string | InlineSquad;
  /** Overrides applied to the squad's assistants (the provider types them as an assistant's). */
  squadOverrides?: AssistantOverrides;
  /** A workflow id, or an inline workflow. */
  workflow?: string | InlineWorkflow;
  workflowOverrides?: WorkflowOverrides;
  /**
   * Whether the provider deletes the room once the visitor leaves; `false` keeps it, so the call
   * can be joined again with `reconnect()`. The provider's default is `true`.
   */
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/** The message when a start names nothing to call: `@vapi-ai/web`'s own words. */
export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
/** The message when a start names more than one thing to call. */
export const SEVERAL_TARGETS_MESSAGE = 'Only one of Assistant, Squad or Workflow may be provided.';

/** The `POST /call/web` body for `params`, or the validation message saying why there is none. */
export type WebCallRequestResult =
  | { ok: true; body: CreateWebCallRequest }
  | { ok: false; message: string };

/**
 * Builds the `POST /call/web` body for `params`: ids go to the `…Id` fields, inline objects to
 * the plain ones. Exactly one of assistant, squad or workflow must be given.
 */
export function buildWebCallRequest(params: StartParams): WebCallRequestResult {
  const { assistant, squad, workflow, ...fields } = params;
  const given = [assistant, squad, workflow].filter(Boolean).length;
  if (given > 1) return { ok: false, message: SEVERAL_TARGETS_MESSAGE };
  // The other fields go as given; one set to `undefined` is left out, as JSON would drop it.
  const overrides: CreateWebCallRequest = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  let body: CreateWebCallRequest;
  if (assistant) {
    body =
      typeof assistant === 'string'
        ? { assistantId: assistant, ...overrides }
        : { assistant, ...overrides };
  } else if (squad) {
    body = typeof squad === 'string' ? { squadId: squad, ...overrides } : { squad, ...overrides };
  } else if (workflow) {
    body =
      typeof workflow === 'string'
        ? { workflowId: workflow, ...overrides }
        : { workflow, ...overrides };
  } else {
    return { ok: false, message: MISSING_TARGET_MESSAGE };
  }
  return { ok: true, body };
}
