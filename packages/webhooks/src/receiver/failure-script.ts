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

/** A failure for the next `times` valid requests to one webhook. */
export interface FailurePlan {
  webhook: WebhookName;
  failure: ScriptedFailure;
  /** How many requests in a row fail this way. Default 1. */
  times?: number;
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
} as const;

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
  },
  objectIssueMessage,
);

/** A pending scripted failure and how many requests it still applies to. */
export interface PendingFailure {
  webhook: WebhookName;
  failure: ScriptedFailure;
  remaining: number;
}

/** What {@link FailureScript.schedule} did with a plan: queued it whole, or left the queue as it was. */
export type ScheduleOutcome =
  | { kind: 'scheduled' }
  | { kind: 'queue-full'; limit: number; message: string };

/** The queue of scripted failures, first in first out per webhook, at most {@link MAX_PENDING_FAILURES}. */
export interface FailureScript {
  /** Queues a checked plan, or refuses it when the queue is full (the queue is then unchanged). */
  schedule(plan: FailurePlan): ScheduleOutcome;
  /**
   * {@link FailureScript.schedule} for callers that treat a full queue as a mistake.
   *
   * @throws RangeError when {@link MAX_PENDING_FAILURES} plans are already pending.
   */
  add(plan: FailurePlan): void;
  /** The failure for this request to `webhook`, if one is scripted; uses it up. */
  take(webhook: WebhookName): ScriptedFailure | undefined;
  list(): readonly PendingFailure[];
  /** Drops every pending failure and says how many plans were dropped. */
  clear(): number;
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
    pending.push({ webhook: plan.webhook, failure: plan.failure, remaining: plan.times ?? 1 });
    return { kind: 'scheduled' };
  };
  return {
    schedule,
    add(plan) {
      const outcome = schedule(plan);
      if (outcome.kind === 'queue-full') throw new RangeError(outcome.message);
    },
    take(webhook) {
      const index = pending.findIndex((entry) => entry.webhook === webhook);
      const entry = pending[index];
      if (entry === undefined) return undefined;
      entry.remaining -= 1;
      if (entry.remaining === 0) pending.splice(index, 1);
      return entry.failure;
    },
    list() {
      return pending.map((entry) => ({ ...entry }));
    },
    clear() {
      return pending.splice(0).length;
    },
  };
}
