import * as v from 'valibot';
import { objectIssueMessage } from '../field-rules';
import { type WebhookName, webhookNames } from '../webhook-name';

/**
 * How the receiver misbehaves for one scripted request. Only `delay` goes on to accept and record
 * the delivery (like a slow automation that still does its work); the others record nothing.
 *
 * - `status`: answer `status` (400–599) with `message` as plain text.
 * - `delay`: wait `delayMs`, then answer normally.
 * - `drop`: close the connection without any answer.
 * - `truncate`: send a 200 head and part of the body, then close the connection.
 * - `reply`: answer `body` with `status` (default 200) and `contentType` (default text/plain).
 */
export type ScriptedFailure =
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'delay'; delayMs: number }
  | { kind: 'drop' }
  | { kind: 'truncate' }
  | { kind: 'reply'; body: string; status?: number; contentType?: string };

/**
 * Fields a request's body must hold for a plan to apply to it: each is a top-level field of the
 * valid body, a string equal to the value given. A test scopes its plans to its own requests (by
 * its unique e-mail, say), so that tests running side by side on one receiver never take each
 * other's failures.
 */
export type FailureMatch = Readonly<Record<string, string>>;

/** A failure for the next `times` valid requests to one webhook (whose body fits `match`, if given). */
export interface FailurePlan {
  webhook: WebhookName;
  failure: ScriptedFailure;
  /** How many requests in a row fail this way. Default 1. */
  times?: number;
  /** Only requests whose body fits this; without it, any valid request to the webhook. */
  match?: FailureMatch;
}

/** Which pending plans {@link FailureScript.clear} drops: those of `webhook` whose match has every field of `match`. */
export interface FailureFilter {
  webhook?: WebhookName;
  match?: FailureMatch;
}

/** Longest scripted delay: enough to outlast any client timeout under test. */
export const MAX_SCRIPTED_DELAY_MS = 120_000;

/**
 * Most failure plans pending at once (a plan's `times` does not count: it is one entry). Each plan
 * holds its reply in memory until it is used up, so the queue is bounded like everything else an
 * operator can post: 100 plans of the largest reply stay under 7 MB.
 */
export const MAX_PENDING_FAILURES = 100;

/**
 * Limits of one scripted failure. `replyBodyBytes` counts UTF-8 bytes, what the reply sends, and
 * is well above the 8 kB the verify client reads, so a test can still script an oversized answer.
 */
export const scriptedFailureLimits = {
  replyBodyBytes: 65_536,
  messageLength: 1000,
  contentTypeLength: 200,
  times: 1000,
  matchFields: 8,
  matchFieldLength: 64,
  matchValueLength: 1000,
} as const;

/** Schema of a {@link FailureMatch}: 1 to 8 fields, names of 1 to 64 characters, values of at most 1000. */
export const failureMatchSchema: v.GenericSchema<unknown, FailureMatch> = v.pipe(
  // valibot's record takes an array as an object of its indexes: refuse it first.
  v.custom<unknown>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'match must be an object',
  ),
  v.record(
    v.pipe(v.string(), v.minLength(1), v.maxLength(scriptedFailureLimits.matchFieldLength)),
    v.pipe(v.string(), v.maxLength(scriptedFailureLimits.matchValueLength)),
    'match must map field names to strings',
  ),
  v.check((match) => {
    const fields = Object.keys(match).length;
    return fields >= 1 && fields <= scriptedFailureLimits.matchFields;
  }, `match must have 1 to ${scriptedFailureLimits.matchFields} fields`),
);

/** Schema of a {@link FailurePlan}, as `POST /__control/failures` takes it. */
export const failurePlanSchema: v.GenericSchema<unknown, FailurePlan> = v.strictObject(
  {
    webhook: v.picklist(webhookNames, `webhook must be one of ${webhookNames.join(', ')}`),
    failure: v.variant(
      'kind',
      [
        v.strictObject({
          kind: v.literal('status'),
          status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
          message: v.optional(v.pipe(v.string(), v.maxLength(scriptedFailureLimits.messageLength))),
        }),
        v.strictObject({
          kind: v.literal('delay'),
          delayMs: v.pipe(
            v.number(),
            v.integer(),
            v.minValue(0),
            v.maxValue(MAX_SCRIPTED_DELAY_MS),
          ),
        }),
        v.strictObject({ kind: v.literal('drop') }),
        v.strictObject({ kind: v.literal('truncate') }),
        v.strictObject({
          kind: v.literal('reply'),
          body: v.pipe(v.string(), v.maxBytes(scriptedFailureLimits.replyBodyBytes)),
          status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
          contentType: v.optional(
            v.pipe(
              v.string(),
              v.maxLength(scriptedFailureLimits.contentTypeLength),
              v.regex(/^[\w.+-]+\/[\w.+-]+(;[ \w=.+-]*)*$/),
            ),
          ),
        }),
      ],
      'failure.kind must be status, delay, drop, truncate or reply',
    ),
    times: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(scriptedFailureLimits.times)),
    ),
    match: v.optional(failureMatchSchema),
  },
  objectIssueMessage,
);

/** A pending scripted failure and how many requests it still applies to. */
export interface PendingFailure {
  webhook: WebhookName;
  failure: ScriptedFailure;
  remaining: number;
  match?: FailureMatch;
}

/** What {@link FailureScript.schedule} did with a plan: queued it whole, or left the queue as it was. */
export type ScheduleOutcome =
  | { kind: 'scheduled' }
  | { kind: 'queue-full'; limit: number; message: string };

/**
 * The queue of scripted failures, first in first out per webhook among the plans that fit a
 * request, at most {@link MAX_PENDING_FAILURES}.
 */
export interface FailureScript {
  /** Queues a checked plan, or refuses it when the queue is full (the queue is then unchanged). */
  schedule(plan: FailurePlan): ScheduleOutcome;
  /**
   * {@link FailureScript.schedule} for callers that treat a full queue as a mistake.
   *
   * @throws RangeError when {@link MAX_PENDING_FAILURES} plans are already pending.
   */
  add(plan: FailurePlan): void;
  /**
   * The failure for this request to `webhook` with this valid `body`, if one is scripted: the
   * oldest plan of the webhook whose match fits the body. Uses it up.
   */
  take(webhook: WebhookName, body: Readonly<Record<string, unknown>>): ScriptedFailure | undefined;
  list(): readonly PendingFailure[];
  /** Drops the pending failures `filter` selects (every one when it is empty); says how many plans. */
  clear(filter?: FailureFilter): number;
}

/** Whether `body` has every field of `match`, with the same string. */
function fits(match: FailureMatch | undefined, body: Readonly<Record<string, unknown>>): boolean {
  if (match === undefined) return true;
  return Object.entries(match).every(
    ([field, value]) => Object.hasOwn(body, field) && body[field] === value,
  );
}

/** Whether `filter` selects `entry`: its webhook, and a match holding each field of the filter's. */
function selects(filter: FailureFilter, entry: PendingFailure): boolean {
  if (filter.webhook !== undefined && entry.webhook !== filter.webhook) return false;
  return fits(filter.match, entry.match ?? {});
}

/** Creates an empty {@link FailureScript}. */
export function createFailureScript(): FailureScript {
  const pending: PendingFailure[] = [];
  const schedule = (plan: FailurePlan): ScheduleOutcome => {
    if (pending.length >= MAX_PENDING_FAILURES) {
      return {
        kind: 'queue-full',
        limit: MAX_PENDING_FAILURES,
        message: `At most ${MAX_PENDING_FAILURES} failure plans can be pending: let some be used up or clear them first`,
      };
    }
    pending.push({
      webhook: plan.webhook,
      failure: plan.failure,
      remaining: plan.times ?? 1,
      ...(plan.match === undefined ? {} : { match: { ...plan.match } }),
    });
    return { kind: 'scheduled' };
  };
  return {
    schedule,
    add(plan) {
      const outcome = schedule(plan);
      if (outcome.kind === 'queue-full') throw new RangeError(outcome.message);
    },
    take(webhook, body) {
      const index = pending.findIndex(
        (entry) => entry.webhook === webhook && fits(entry.match, body),
      );
      const entry = pending[index];
      if (entry === undefined) return undefined;
      entry.remaining -= 1;
      if (entry.remaining === 0) pending.splice(index, 1);
      return entry.failure;
    },
    list() {
      return pending.map((entry) =>
        entry.match === undefined ? { ...entry } : { ...entry, match: { ...entry.match } },
      );
    },
    clear(filter = {}) {
      const kept = pending.filter((entry) => !selects(filter, entry));
      const cleared = pending.length - kept.length;
      pending.splice(0, pending.length, ...kept);
      return cleared;
    },
  };
}
