import { describe, expect, it } from 'vitest';
import {
  buildWebCallRequest,
  MISSING_TARGET_MESSAGE,
  SEVERAL_TARGETS_MESSAGE,
} from './start-params';

describe('buildWebCallRequest', () => {
  it('sends ids to the Id fields and inline objects to the plain ones', () => {
    expect(
      buildWebCallRequest({ assistant: 'a1', assistantOverrides: { variableValues: { x: 1 } } }),
    ).toEqual({
      ok: true,
      body: { assistantId: 'a1', assistantOverrides: { variableValues: { x: 1 } } },
    });
    expect(buildWebCallRequest({ assistant: { name: 'inline' } })).toEqual({
      ok: true,
      body: { assistant: { name: 'inline' } },
    });
    expect(buildWebCallRequest({ squad: 's1' })).toEqual({ ok: true, body: { squadId: 's1' } });
    expect(buildWebCallRequest({ squad: { members: [] } })).toEqual({
      ok: true,
      body: { squad: { members: [] } },
    });
    expect(
      buildWebCallRequest({ workflow: 'w1', workflowOverrides: { variableValues: { v: 1 } } }),
    ).toEqual({
      ok: true,
      body: { workflowId: 'w1', workflowOverrides: { variableValues: { v: 1 } } },
    });
    const workflow = { name: 'Intake', nodes: [], edges: [] };
    expect(buildWebCallRequest({ workflow })).toEqual({ ok: true, body: { workflow } });
  });

  it("passes the provider's other fields as given, and leaves out those not given", () => {
    expect(
      buildWebCallRequest({
        squad: 's1',
        squadOverrides: { variableValues: { company: 'Acme' } },
        roomDeleteOnUserLeaveEnabled: false,
      }),
    ).toEqual({
      ok: true,
      body: {
        squadId: 's1',
        squadOverrides: { variableValues: { company: 'Acme' } },
        roomDeleteOnUserLeaveEnabled: false,
      },
    });
    expect(buildWebCallRequest({ assistant: 'a1', assistantVersion: '3' })).toEqual({
      ok: true,
      body: { assistantId: 'a1', assistantVersion: '3' },
    });
    expect(
      buildWebCallRequest({ assistant: 'a1', assistantVersion: null, squadOverrides: undefined }),
    ).toEqual({ ok: true, body: { assistantId: 'a1', assistantVersion: null } });
  });

  it('needs exactly one of assistant, squad or workflow', () => {
    expect(buildWebCallRequest({})).toEqual({ ok: false, message: MISSING_TARGET_MESSAGE });
    expect(buildWebCallRequest({ assistant: '' })).toEqual({
      ok: false,
      message: MISSING_TARGET_MESSAGE,
    });
    expect(buildWebCallRequest({ assistant: 'a', squad: 's' })).toEqual({
      ok: false,
      message: SEVERAL_TARGETS_MESSAGE,
    });
    expect(buildWebCallRequest({ squad: { members: [] }, workflow: 'w' })).toEqual({
      ok: false,
      message: SEVERAL_TARGETS_MESSAGE,
    });
    // @vapi-ai/web's words for a start naming nothing to call; ours for one naming several.
    expect(MISSING_TARGET_MESSAGE).toBe('Assistant or Squad or Workflow must be provided.');
    expect(SEVERAL_TARGETS_MESSAGE).toBe(
      'Only one of Assistant, Squad or Workflow may be provided.',
    );
  });
});
