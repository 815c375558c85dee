import { describe, expect, it } from 'vitest';
import { simulatedRoomVariables } from '../simulated-room.ts';
import { mockRoomOrigin, simulateWebCall } from './simulate-web-call.ts';

describe('simulateWebCall', () => {
  it('creates a call with a Daily-style room URL named by its id', () => {
    const call = simulateWebCall({ assistantId: 'a1' }, 'id-1');
    expect(call).toEqual({
      id: 'id-1',
      webCallUrl: `${mockRoomOrigin}/id-1`,
      artifactPlan: { videoRecordingEnabled: false },
      assistantId: 'a1',
    });
    expect(mockRoomOrigin).toBe('https://mock-provider.daily.co');
  });

  it('echoes an inline assistant, so its voice provider can be read back', () => {
    const assistant = { voice: { provider: 'tavus' } };
    const call = simulateWebCall({ assistant }, 'id-2');
    expect(call.assistant?.voice?.provider).toBe('tavus');
    expect(call.assistantId).toBeUndefined();
  });

  it('records video only when the assistant or its overrides ask for it', () => {
    const on = { artifactPlan: { videoRecordingEnabled: true } };
    const off = { artifactPlan: { videoRecordingEnabled: false } };
    expect(simulateWebCall({ assistant: on }, 'i').artifactPlan?.videoRecordingEnabled).toBe(true);
    expect(
      simulateWebCall({ assistantId: 'a', assistantOverrides: on }, 'i').artifactPlan
        ?.videoRecordingEnabled,
    ).toBe(true);
    expect(
      simulateWebCall({ assistant: on, assistantOverrides: off }, 'i').artifactPlan
        ?.videoRecordingEnabled,
    ).toBe(false);
  });

  it('keeps saved squad and workflow ids', () => {
    expect(simulateWebCall({ squadId: 's1' }, 'i')).toMatchObject({ squadId: 's1' });
    expect(simulateWebCall({ workflowId: 'w1' }, 'i')).toMatchObject({ workflowId: 'w1' });
  });

  it("puts the overrides' variable values on the room URL, for a simulated call to speak", () => {
    const call = simulateWebCall(
      { assistantId: 'a1', assistantOverrides: { variableValues: { company: 'Acme Roofing' } } },
      'id-3',
    );
    expect(call.webCallUrl.startsWith(`${mockRoomOrigin}/id-3?`)).toBe(true);
    expect(simulatedRoomVariables(call.webCallUrl)).toEqual({ company: 'Acme Roofing' });
  });
});
