import { objectAt } from '../object-at.ts';
import { simulatedRoomUrl } from '../simulated-room.ts';
import type { CreateWebCallRequest, WebCall } from '../web-call.ts';

/** The host of the rooms the mock hands out; nothing answers there, by design. */
export const mockRoomOrigin = 'https://mock-provider.daily.co';

/** The organisation every call of the mock provider belongs to. */
export const mockOrgId = '00000000-0000-4000-8000-0000000000a1';

/**
 * The call the mock provider creates for a valid `POST /call/web` body (one the document's
 * `CreateWebCallDTO` accepts): a fresh id, the fields the provider's `Call` requires, and a
 * Daily-style room URL, which carries the string `assistantOverrides.variableValues` for a
 * simulated call to speak (see `simulatedRoomUrl`). What the body names to talk to is echoed
 * back, so `assistant.voice.provider` reads as the product expects; video recording is on only
 * when the assistant or its overrides turn it on (`artifactPlan.videoRecordingEnabled`).
 */
export function simulateWebCall(body: CreateWebCallRequest, id: string, now: Date): WebCall {
  const recording =
    objectAt(objectAt(body, 'assistantOverrides'), 'artifactPlan')?.videoRecordingEnabled ??
    objectAt(objectAt(body, 'assistant'), 'artifactPlan')?.videoRecordingEnabled;
  const createdAt = now.toISOString();
  const { assistantId, assistant, squadId, squad, workflowId, workflow, assistantVersion } = body;
  return {
    id,
    orgId: mockOrgId,
    createdAt,
    updatedAt: createdAt,
    type: 'webCall',
    status: 'queued',
    webCallUrl: simulatedRoomUrl(mockRoomOrigin, id, body),
    artifactPlan: { videoRecordingEnabled: recording === true },
    ...(assistantId !== undefined ? { assistantId } : {}),
    ...(assistant !== undefined ? { assistant } : {}),
    ...(squadId !== undefined ? { squadId } : {}),
    ...(squad !== undefined ? { squad } : {}),
    ...(workflowId !== undefined ? { workflowId } : {}),
    ...(workflow !== undefined ? { workflow } : {}),
    ...(assistantVersion !== undefined ? { assistantVersion } : {}),
  };
}
