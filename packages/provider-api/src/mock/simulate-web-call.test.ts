import { describe, expect, it } from 'vitest';
import { simulatedRoomVariables } from '../simulated-room.ts';
import { mockOrgId, mockRoomOrigin, simulateWebCall } from './simulate-web-call.ts';

const now = new Date('2026-12-07T10:00:00.000Z');

describe('simulateWebCall', () => {
  it('creates a call with a Daily-style room URL named by its id', () => {
    const call = simulateWebCall({ assistantId: 'a1' }, 'id-1', now);
    expect(call).toEqual({
      id: 'id-1',
      orgId: mockOrgId,
      createdAt: '2026-12-07T10:00:00.000Z',
      updatedAt: '2026-12-07T10:00:00.000Z',
      type: 'webCall',
      status: 'queued',
      webCallUrl: `${mockRoomOrigin}/id-1`,
      artifactPlan: { videoRecordingEnabled: false },
      assistantId: 'a1',
    });
    expect(mockRoomOrigin).toBe('https://mock-provider.daily.co');
  });

  it('echoes an inline assistant, so its voice provider can be read back', () => {
    const assistant = { voice: { provider: 'tavus' as const, voiceId: 'r79e1c033f' } };
    const call = simulateWebCall({ assistant }, 'id-2', now);
    expect(call.assistant?.voice?.provider).toBe('tavus');
    expect(call.assistantId).toBeUndefined();
  });

  it('records video only when the assistant or its overrides ask for it', () => {
    const on = { artifactPlan: { videoRecordingEnabled: true } };
    const off = { artifactPlan: { videoRecordingEnabled: false } };
    expect(simulateWebCall({ assistant: on }, 'i', now).artifactPlan?.videoRecordingEnabled).toBe(
      true,
    );
    expect(
      simulateWebCall({ assistantId: 'a', assistantOverrides: on }, 'i', now).artifactPlan
        ?.videoRecordingEnabled,
    ).toBe(true);
    expect(
      simulateWebCall({ assistant: on, assistantOverrides: off }, 'i', now).artifactPlan
        ?.videoRecordingEnabled,
    ).toBe(false);
  });

  it('keeps saved squad and workflow ids', () => {
    expect(simulateWebCall({ squadId: 's1' }, 'i', now)).toMatchObject({ squadId: 's1' });
    expect(simulateWebCall({ workflowId: 'w1' }, 'i', now)).toMatchObject({ workflowId: 'w1' });
  });

  it("puts the overrides' variable values on the room URL, for a simulated call to speak", () => {
    const call = simulateWebCall(
      { assistantId: 'a1', assistantOverrides: { variableValues: { company: 'Acme Roofing' } } },
      'id-3',
      now,
    );
    expect(call.webCallUrl.startsWith(`${mockRoomOrigin}/id-3?`)).toBe(true);
    expect(simulatedRoomVariables(call.webCallUrl)).toEqual({ company: 'Acme Roofing' });
  });
});
