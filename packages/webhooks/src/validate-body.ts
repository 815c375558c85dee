import * as v from 'valibot';
import { WebhookError } from './webhook-error';
import type { WebhookName } from './webhook-name';

/**
 * Checks a body against its schema before anything is sent.
 *
 * @throws {WebhookError} code `invalid-body`, with one line per issue in `issues`.
 */
export function validateBody<TInput, TOutput>(
  webhook: WebhookName,
  schema: v.GenericSchema<TInput, TOutput>,
  body: unknown,
): TOutput {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issues = result.issues.map(describeIssue);
  throw new WebhookError('invalid-body', `The ${webhook} body was refused: ${issues.join('; ')}`, {
    webhook,
    issues,
  });
}

/** `email: Please enter a valid email`, or the message alone for a whole-body issue. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}
