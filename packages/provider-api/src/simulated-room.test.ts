import { describe, expect, it } from 'vitest';
import { simulatedRoomUrl, simulatedRoomVariables } from './simulated-room.ts';

const ORIGIN = 'https://mock-provider.daily.co';

describe('simulatedRoomUrl', () => {
  it('is <origin>/<id> when the body has no variable values', () => {
    expect(simulatedRoomUrl(ORIGIN, 'call-1', { assistantId: 'a1' })).toBe(`${ORIGIN}/call-1`);
    expect(simulatedRoomUrl(ORIGIN, 'call-1', { assistantId: 'a1', assistantOverrides: {} })).toBe(
      `${ORIGIN}/call-1`,
    );
    for (const body of [null, 'x', [], { assistantOverrides: { variableValues: [] } }]) {
      expect(simulatedRoomUrl(ORIGIN, 'call-1', body)).toBe(`${ORIGIN}/call-1`);
    }
  });

  it('carries the string variable values, which read back unchanged', () => {
    const company = 'Acme & Sons #1 ?=+ Café 🏠 שירותי';
    const url = simulatedRoomUrl(ORIGIN, 'call-2', {
      assistantId: 'a1',
      assistantOverrides: { variableValues: { company, city: 'Tulsa', seats: 3, on: true } },
    });
    expect(new URL(url).origin).toBe(ORIGIN);
    expect(new URL(url).pathname).toBe('/call-2');
    expect(simulatedRoomVariables(url)).toEqual({ company, city: 'Tulsa' });
  });
});

describe('simulatedRoomVariables', () => {
  it('reads nothing from a room without variables, or from what is not a URL', () => {
    expect(simulatedRoomVariables(`${ORIGIN}/call-1`)).toEqual({});
    expect(simulatedRoomVariables('not a url')).toEqual({});
  });

  it('keeps the first of repeated names, and any name as an own property', () => {
    const variables = simulatedRoomVariables(`${ORIGIN}/c?company=A&company=B&__proto__=x`);
    expect(variables).toEqual({ company: 'A', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(variables)).toBe(Object.prototype);
  });
});
