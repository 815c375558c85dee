import { describe, expect, it } from 'vitest';
import { startTestReceiver } from '../../test/test-receiver';
import { type FailurePlan, MAX_PENDING_FAILURES, scriptedFailureLimits } from './failure-script';

function post(plan: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  };
}

/** Plan `i`: each one different, and as large as a reply may be, so a lost or extra plan shows. */
function plan(i: number): FailurePlan {
  const body = `${i} `.padEnd(scriptedFailureLimits.replyBodyBytes, 'x');
  return { webhook: 'verify', failure: { kind: 'reply', body } };
}

describe('POST /__control/failures', () => {
  it(`accepts ${MAX_PENDING_FAILURES} pending plans and refuses one more with 409, changing nothing`, {
    timeout: 30_000,
  }, async () => {
    const { receiver, at } = await startTestReceiver({ maxBodyBytes: 128 * 1024 });
    for (let i = 0; i < MAX_PENDING_FAILURES; i += 1) {
      expect((await fetch(at('/__control/failures'), post(plan(i)))).status).toBe(201);
    }
    const full = await (await fetch(at('/__control/failures'))).json();

    const refused = await fetch(at('/__control/failures'), post({ ...plan(-1), times: 3 }));
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toEqual({
      error: 'failure-queue-full',
      message: `At most ${MAX_PENDING_FAILURES} failure plans can be pending: let some be used up or clear them first`,
      limit: MAX_PENDING_FAILURES,
    });
    expect(await (await fetch(at('/__control/failures'))).json()).toEqual(full);
    expect(receiver.pendingFailures()).toHaveLength(MAX_PENDING_FAILURES);

    // The library door keeps the same limit, and throws instead.
    expect(() => receiver.failNext(plan(-2))).toThrow(
      `At most ${MAX_PENDING_FAILURES} failure plans can be pending`,
    );
    expect(await (await fetch(at('/__control/failures'))).json()).toEqual(full);

    // Clearing makes room again.
    expect(await (await fetch(at('/__control/failures'), { method: 'DELETE' })).json()).toEqual({
      cleared: MAX_PENDING_FAILURES,
    });
    expect((await fetch(at('/__control/failures'), post(plan(0)))).status).toBe(201);
  });

  it('refuses a reply body over the byte limit with 422 and queues nothing', async () => {
    const { receiver, at } = await startTestReceiver({ maxBodyBytes: 128 * 1024 });
    const oversized = {
      webhook: 'verify',
      failure: { kind: 'reply', body: 'x'.repeat(scriptedFailureLimits.replyBodyBytes + 1) },
    };
    const refused = await fetch(at('/__control/failures'), post(oversized));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'invalid-failure-plan' });
    expect(receiver.pendingFailures()).toEqual([]);
  });
});
