import { type OpenObject, objectAt } from '../object-at.ts';
import { simulatedRoomUrl } from '../simulated-room.ts';
import type { WebCall } from '../web-call.ts';

/** The host of the rooms the mock hands out; nothing answers there, by design. */
export const mockRoomOrigin = 'https://mock-provider.daily.co';

/**
 * The call the mock provider creates for a valid `POST /call/web` body: a fresh id and a
 * Daily-style room URL, which carries the string `assistantOverrides.variableValues` for a
 * simulated call to speak (see `simulatedRoomUrl`). An inline assistant is echoed back, so
 * `assistant.voice.provider` reads as the product expects; video recording is on only when the
 * assistant or its overrides turn it on (`artifactPlan.videoRecordingEnabled`).
 */
export function simulateWebCall(body: unknown, id: string): WebCall {
  const recording =
    objectAt(objectAt(body, 'assistantOverrides'), 'artifactPlan')?.videoRecordingEnabled ??
    objectAt(objectAt(body, 'assistant'), 'artifactPlan')?.videoRecordingEnabled;
  const call: WebCall = {
    id,
    webCallUrl: simulatedRoomUrl(mockRoomOrigin, id, body),
    artifactPlan: { videoRecordingEnabled: recording === true },
  };
  const fields = typeof body === 'object' && body !== null ? (body as OpenObject) : {};
  for (const key of ['assistantId', 'squadId', 'workflowId'] as const) {
    const value = fields[key];
    if (typeof value === 'string') call[key] = value;
  }
  const assistant = objectAt(body, 'assistant');
  if (assistant !== undefined) call.assistant = assistant;
  return call;
}
