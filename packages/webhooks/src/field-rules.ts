import * as v from 'valibot';
import { basicEmailPattern, browserEmailPattern, fieldLimits } from './field-limits';

export { basicEmailPattern, fieldLimits, fieldTooLongMessage } from './field-limits';

/** A required one-line text: trimmed, not empty, bounded. */
export function requiredText(label: string) {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(fieldLimits.shortText, `${label} is too long`),
  );
}

/** An optional one-line text that is always sent: trimmed, may be empty, bounded. */
export function optionalText(label: string) {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(fieldLimits.shortText, `${label} is too long`),
  );
}

/** A required e-mail address, with the contact form's lenient or the other forms' basic shape. */
export function emailAddress(shape: 'browser' | 'basic') {
  // One message per field: an empty address is "required", not also "not valid".
  return v.config(
    v.pipe(
      v.string('Email must be text'),
      v.trim(),
      v.nonEmpty('Email is required'),
      v.maxLength(fieldLimits.email, 'Email is too long'),
      v.regex(
        shape === 'basic' ? basicEmailPattern : browserEmailPattern,
        'Please enter a valid email',
      ),
    ),
    { abortPipeEarly: true },
  );
}

/** A finite number (JSON cannot carry `NaN` or `Infinity`; they would arrive as `null`). */
export function finiteNumber(label: string) {
  return v.pipe(v.number(`${label} must be a number`), v.finite(`${label} must be finite`));
}

/**
 * Messages for an object schema's own issues: a missing field, an unknown field (bodies are
 * strict, so a drifting sender shows up), or not an object at all.
 */
export function objectIssueMessage(issue: v.StrictObjectIssue): string {
  // The issue's path names the field, so the messages need not.
  if (issue.expected === 'never') return 'Field is not allowed';
  if (issue.received === 'undefined' && issue.expected?.startsWith('"')) return 'Field is missing';
  return `Expected a JSON object, received ${issue.received}`;
}
