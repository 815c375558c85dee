import { describe, expect, it } from 'vitest';
import {
  receptionistScript,
  receptionistScriptFor,
  type SimulatedVariables,
} from './receptionist-script';

describe('receptionistScriptFor', () => {
  it("greets the company variable by name in the assistant's first line", () => {
    const [first, ...rest] = receptionistScriptFor({ company: 'Acme Roofing & Sons' });
    expect(first).toEqual({
      role: 'assistant',
      text: 'Thanks for calling Acme Roofing & Sons, this is the virtual receptionist. How can I help you today?',
    });
    expect(rest).toEqual(receptionistScript.slice(1));
  });

  it('greets without a name when there is no company, or a blank one', () => {
    const neutral =
      'Thanks for calling, this is the virtual receptionist. How can I help you today?';
    expect(receptionistScript[0]?.text).toBe(neutral);
    const blank: SimulatedVariables[] = [{}, { company: '' }, { company: '  ' }, { city: 'Tulsa' }];
    for (const variables of blank) {
      expect(receptionistScriptFor(variables)[0]?.text).toBe(neutral);
    }
    // Only the variable's own value counts, never an inherited one.
    expect(receptionistScriptFor(Object.create({ company: 'Inherited' }))[0]?.text).toBe(neutral);
  });

  it('is the same conversation either way: assistant and visitor take turns', () => {
    const roles = (script: readonly { role: string }[]) => script.map(({ role }) => role);
    const expected = ['assistant', 'user', 'assistant', 'user', 'assistant'];
    expect(roles(receptionistScript)).toEqual(expected);
    expect(roles(receptionistScriptFor({ company: 'Acme' }))).toEqual(expected);
  });
});
