import type { Middleware } from 'openapi-fetch';
import { unsecuredOperations } from './provider-document.ts';

/** Whether the document lets this operation be called without a token. */
export function isUnsecured(method: string, schemaPath: string): boolean {
  const lowerMethod = method.toLowerCase();
  return unsecuredOperations.some(
    (operation) => operation.method === lowerMethod && operation.path === schemaPath,
  );
}

/**
 * An openapi-fetch middleware that sends `Authorization: Bearer <token>` on every secured
 * operation, and no token where the document declares none (`POST /credential/webhook`), so the
 * key never goes where it is not needed.
 */
export function bearerAuth(token: string): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isUnsecured(request.method, schemaPath)) {
        request.headers.delete('Authorization');
        return request;
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
