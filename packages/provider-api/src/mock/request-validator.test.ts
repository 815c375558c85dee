import { describe, expect, it } from 'vitest';
import { ProviderApiError } from '../provider-api-error.ts';
import {
  type ProviderOperation,
  providerOperations,
  providerSchemas,
} from '../provider-document.ts';
import { createRequestValidator } from './request-validator.ts';

function find(operationId: string): ProviderOperation {
  const found = providerOperations.find((op) => op.operationId === operationId);
  if (found === undefined) throw new Error(`no operation ${operationId}`);
  return found;
}

describe('createRequestValidator', () => {
  const validator = createRequestValidator(providerOperations, providerSchemas);
  const webCall = find('createWebCall');

  it.each([
    { assistantId: 'a1' },
    { assistant: { name: 'Receptionist', voice: { provider: 'vapi' } } },
    { squadId: 's1', assistantOverrides: { variableValues: {} } },
    { squad: { members: [] } },
    { workflowId: 'w1', workflowOverrides: {} },
    { workflow: { nodes: [] }, assistantOverrides: {}, workflowOverrides: {} },
  ])('accepts the web call body %j', (body) => {
    expect(validator.check(webCall, body)).toEqual({ valid: true });
  });

  it.each([
    ['no target', {}],
    ['two targets', { assistantId: 'a1', squadId: 's1' }],
    ['an inline and a saved assistant', { assistant: {}, assistantId: 'a1' }],
    ['an empty id', { assistantId: '' }],
    ['an id of the wrong type', { assistantId: 7 }],
    ['an unknown field', { assistantId: 'a1', metadata: {} }],
    ['overrides that are not an object', { assistantId: 'a1', assistantOverrides: 'x' }],
    ['an array', [{ assistantId: 'a1' }]],
  ])('refuses a web call body with %s', (_label, body) => {
    expect(validator.check(webCall, body)).toEqual({
      valid: false,
      message: expect.stringMatching(
        /^body.* must .*CreateWebCallRequest: The body of POST \/call\/web/,
      ),
      problems: expect.arrayContaining([expect.stringMatching(/^body/)]),
    });
  });

  it('accepts any object where the document shows no body, and nothing else', () => {
    const createAssistant = find('createAssistant');
    expect(validator.check(createAssistant, { name: 'x', nested: { deep: [1] } })).toEqual({
      valid: true,
    });
    const check = validator.check(createAssistant, ['not', 'an', 'object']);
    expect(check).toMatchObject({ valid: false, problems: ['body must be object'] });
  });

  it('accepts anything for an operation that declares no body', () => {
    expect(validator.check(find('listCalls'), 'whatever')).toEqual({ valid: true });
  });

  it('fails with invalid-document when a schema cannot be compiled', () => {
    const broken: ProviderOperation = {
      ...webCall,
      requestBody: { required: true, contentType: 'application/json', schema: { type: 'shape' } },
    };
    const attempt = () => createRequestValidator([broken], providerSchemas);
    expect(attempt).toThrow(ProviderApiError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'invalid-document' }));
  });
});
