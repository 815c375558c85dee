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

const validator = createRequestValidator(providerOperations, providerSchemas);

describe('createRequestValidator: bodies', () => {
  const webCall = find('createWebCall');

  it.each([
    { assistantId: 'a1' },
    { assistantId: 'a1', roomDeleteOnUserLeaveEnabled: false },
    { assistantId: 'a1', assistantVersion: null },
    { assistant: { name: 'Receptionist', voice: { provider: 'vapi', voiceId: 'Elliot' } } },
    { squadId: 's1', squadOverrides: { variableValues: { company: 'Acme' } } },
    { squad: { members: [] } },
    { workflowId: 'w1', workflowOverrides: {} },
    // The provider's definition requires no target (the client asks for one).
    {},
  ])('accepts the web call body %j', (body) => {
    expect(validator.checkBody(webCall, body)).toEqual({ valid: true });
  });

  it.each([
    ['an id of the wrong type', { assistantId: 7 }, 'assistantId must be string'],
    ['an unknown field', { assistantId: 'a1', metadata: {} }, 'property metadata should not exist'],
    [
      'overrides that are not an object',
      { assistantId: 'a1', assistantOverrides: 'x' },
      'assistantOverrides must be object',
    ],
    ['a squad without members', { squad: {} }, 'squad.members should not be empty'],
    [
      'a voice of no provider',
      { assistant: { voice: { provider: 'nobody', voiceId: 'x' } } },
      'assistant.voice.provider must be equal to one of the allowed values',
    ],
    ['an array', [{ assistantId: 'a1' }], 'body must be object'],
  ])('refuses a web call body with %s', (_label, body, message) => {
    const check = validator.checkBody(webCall, body);
    expect(check.valid).toBe(false);
    expect(check.valid === false && check.messages).toContain(message);
  });

  it('holds POST /chat to its required input', () => {
    const chat = find('createChat');
    expect(validator.checkBody(chat, { input: 'Hello' })).toEqual({ valid: true });
    expect(validator.checkBody(chat, {})).toEqual({
      valid: false,
      messages: ['input should not be empty'],
    });
  });

  it('accepts anything for an operation that declares no body', () => {
    expect(validator.checkBody(find('listCalls'), 'whatever')).toEqual({ valid: true });
  });
});

describe('createRequestValidator: parameters', () => {
  const listCalls = find('listCallsV2');
  const query = (text: string) => new URLSearchParams(text);

  it('reads query texts as the types they declare', () => {
    expect(
      validator.checkParameters(listCalls, {}, query('page=2&limit=50&sortOrder=DESC')),
    ).toEqual({ valid: true });
  });

  it.each([
    ['a number that is not one', 'page=two', 'query.page must be number'],
    [
      'a value out of its enum',
      'sortOrder=down',
      'query.sortOrder must be equal to one of the allowed values',
    ],
    [
      'a date that is not one',
      'createdAtGt=yesterday',
      'query.createdAtGt must match format "date-time"',
    ],
    ['an unknown parameter', 'pageSize=3', 'property query.pageSize should not exist'],
  ])('refuses %s', (_label, text, message) => {
    const check = validator.checkParameters(listCalls, {}, query(text));
    expect(check.valid === false && check.messages).toContain(message);
  });

  it('ignores the query string of an operation that takes none, as the provider does', () => {
    expect(validator.checkParameters(find('getCall'), { id: 'c1' }, query('x=1'))).toEqual({
      valid: true,
    });
  });

  it('holds path parameters to their enum', () => {
    const voices = find('listLibraryVoices');
    expect(validator.checkParameters(voices, { provider: '11labs' }, query(''))).toEqual({
      valid: true,
    });
    const check = validator.checkParameters(voices, { provider: 'nobody' }, query(''));
    expect(check.valid).toBe(false);
  });
});

describe('createRequestValidator: compiling', () => {
  // Every schema of the document is compiled by test/every-operation.test.ts, which sends each
  // operation a valid request through the mock's own validator; compiling them all again here
  // would double that work (about 4 s).
  it('fails with invalid-document when a schema cannot be compiled', () => {
    const broken: ProviderOperation = {
      ...find('createWebCall'),
      requestBody: { required: true, contentType: 'application/json', schema: { type: 'shape' } },
    };
    const attempt = () => createRequestValidator([broken], providerSchemas).compileAll();
    expect(attempt).toThrow(ProviderApiError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'invalid-document' }));
  });
});
