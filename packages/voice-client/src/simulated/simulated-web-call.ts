import { simulatedRoomUrl } from '@org/provider-api';
import type { CreateWebCall, WebCall } from '../web-call';

/** The host of the rooms simulated web calls point at; nothing answers there. */
const SIMULATED_ROOM_ORIGIN = 'https://simulated.daily.co';

/**
 * A {@link CreateWebCall} that creates web calls without a network: a fresh id, a room URL on
 * `https://simulated.daily.co` (only a simulated call object can "join" it) that carries the
 * string `assistantOverrides.variableValues` (for the simulated receptionist's greeting), and the
 * requested assistant, squad or workflow id echoed back, as the provider does. For stories and
 * tests that pair it with {@link createSimulatedCall}.
 * @example
 * ```ts
 * const client = new VoiceClient({
 *   createWebCall: createSimulatedWebCall(),
 *   createCallObject: createSimulatedCall(),
 * });
 * ```
 */
export function createSimulatedWebCall(): CreateWebCall {
  let created = 0;
  return async (body, { signal }) => {
    signal.throwIfAborted();
    created += 1;
    const id = `simulated-call-${created}`;
    const call: WebCall = { id, webCallUrl: simulatedRoomUrl(SIMULATED_ROOM_ORIGIN, id, body) };
    for (const key of ['assistantId', 'squadId', 'workflowId'] as const) {
      const value = body[key];
      if (typeof value === 'string') call[key] = value;
    }
    return { data: call };
  };
}
