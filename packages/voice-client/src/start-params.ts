import type {
  AssistantOverrides,
  CreateWebCallRequest,
  InlineAssistant,
  InlineSquad,
  InlineWorkflow,
  WorkflowOverrides,
} from './web-call';

/** What to call: one assistant, squad or workflow, inline or by id, with optional overrides. */
export interface StartParams {
  /** An assistant id, or an inline assistant. */
  assistant?: string | InlineAssistant;
  assistantOverrides?: AssistantOverrides;
  /** A squad id, or an inline squad. */
  squad?: string | InlineSquad;
  /** A workflow id, or an inline workflow. */
  workflow?: string | InlineWorkflow;
  workflowOverrides?: WorkflowOverrides;
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
  const { assistant, squad, workflow, assistantOverrides, workflowOverrides } = params;
  const given = [assistant, squad, workflow].filter(Boolean).length;
  if (given > 1) return { ok: false, message: SEVERAL_TARGETS_MESSAGE };
  const overrides = {
    ...(assistantOverrides ? { assistantOverrides } : {}),
    ...(workflowOverrides ? { workflowOverrides } : {}),
  };
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
