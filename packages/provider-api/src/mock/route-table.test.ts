import { describe, expect, it } from 'vitest';
import type { ProviderOperation } from '../provider-document.ts';
import { providerOperations } from '../provider-document.ts';
import { createRouteTable } from './route-table.ts';

function operation(method: ProviderOperation['method'], path: string): ProviderOperation {
  return {
    operationId: `${method} ${path}`,
    method,
    path,
    secured: true,
    responseStatuses: ['200'],
    success: { status: '200' },
    parameters: [],
  };
}

describe('createRouteTable', () => {
  const table = createRouteTable([
    operation('get', '/call/{id}'),
    operation('post', '/call/web'),
    operation('get', '/{provider}/workflows'),
    operation('get', '/voice-library/{provider}'),
    operation('post', '/voice-library/sync'),
    operation('delete', '/org/{id}/member/{userId}/leave'),
  ]);

  it('prefers a literal segment to a template', () => {
    const match = table.match('POST', '/call/web');
    expect(match).toMatchObject({ kind: 'operation', operation: { path: '/call/web' } });
  });

  it('resolves paths both a literal and a template could take, literal first', () => {
    expect(table.match('GET', '/call/workflows')).toMatchObject({
      kind: 'operation',
      operation: { path: '/call/{id}' },
      pathParams: { id: 'workflows' },
    });
    expect(table.match('GET', '/gohighlevel/workflows')).toMatchObject({
      kind: 'operation',
      operation: { path: '/{provider}/workflows' },
      pathParams: { provider: 'gohighlevel' },
    });
  });

  it('routes on method and path together', () => {
    expect(table.match('GET', '/voice-library/sync')).toMatchObject({
      kind: 'operation',
      operation: { path: '/voice-library/{provider}' },
      pathParams: { provider: 'sync' },
    });
  });

  it('decodes path parameters', () => {
    expect(table.match('DELETE', '/org/o%201/member/u%2F2/leave')).toMatchObject({
      kind: 'operation',
      pathParams: { id: 'o 1', userId: 'u/2' },
    });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(table.match('PUT', '/call/web')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST', 'GET'],
    });
    expect(table.match('GET', '/nothing/here/at/all')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/call')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/call/')).toEqual({ kind: 'not-found' });
  });

  it('refuses broken percent-encoding', () => {
    expect(table.match('GET', '/call/%E0%A4%A')).toEqual({ kind: 'bad-path' });
  });

  it('reaches every operation of the document by its own path', () => {
    const documentTable = createRouteTable(providerOperations);
    for (const op of providerOperations) {
      const concrete = op.path.replace(/\{[^}]+\}/g, 'x1');
      const match = documentTable.match(op.method.toUpperCase(), concrete);
      expect(match, `${op.method} ${op.path}`).toMatchObject({
        kind: 'operation',
        operation: { operationId: op.operationId },
      });
    }
  });
});
