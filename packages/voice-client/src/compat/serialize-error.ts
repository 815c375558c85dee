import { dailyErrorText } from '../daily/error-event';

/** An error as `@vapi-ai/web` reports it on its events: a plain object that survives `JSON.stringify`. */
export interface SerializedError {
  message: string;
  name?: string;
  stack?: string;
  code?: string | number;
  cause?: string;
  // biome-ignore lint/suspicious/noExplicitAny: as wide as Vapi's `SerializedError`, so its readers compile.
  [key: string]: any;
}

/** A non-null object, read as a record. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Vapi 2.7.1's `serializeError`, with one fix: a Daily error event (`{ errorMsg, error: { type,
 * msg } }`) gets its `msg` as `message`, where Vapi puts the `error` object there.
 */
export function serializeError(error: unknown): SerializedError {
  if (error === null || error === undefined) {
    return { message: 'Unknown error (null or undefined)' };
  }
  if (error instanceof Error) {
    const serialized: SerializedError = {
      message: error.message,
      name: error.name,
      stack: error.stack,
    };
    const fields = error as unknown as Record<string, unknown>;
    if (fields.code !== undefined) serialized.code = fields.code as string | number;
    if (fields.cause !== undefined) serialized.cause = String(fields.cause);
    if (fields.reason !== undefined) serialized.reason = fields.reason;
    if (fields.details !== undefined) serialized.details = fields.details;
    if (fields.errorMsg !== undefined) serialized.errorMsg = fields.errorMsg;
    if (typeof fields.error === 'string') serialized.errorDetail = fields.error;
    return serialized;
  }
  if (typeof error === 'string') return { message: error };
  if (isObject(error)) {
    return {
      // Not always a string (a falsy `message` is spread over it, an object `error` is kept), as in Vapi.
      message: (error.message ||
        (dailyErrorText(error) ?? error.error) ||
        JSON.stringify(error)) as string,
      ...error,
    };
  }
  return { message: String(error) };
}
