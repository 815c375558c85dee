import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerEndedStatus,
  isEndedStatus,
  isEndedStatusData,
  parseServerMessage,
} from './server-message';

describe('parseServerMessage', () => {
  it('keeps known messages with all their fields', () => {
    const messages = [
      { type: 'status-update', status: 'ended', endedReason: 'x', extra: 1 },
      { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'hi' },
      { type: 'speech-update', status: 'started', role: 'user' },
      { type: 'conversation-update', conversation: [] },
      { type: 'tool-calls', toolCallList: [{ id: 1 }] },
      { type: 'model-output', output: 'x' },
      { type: 'hang' },
      { type: 'user-interrupted' },
      { type: 'voice-input', input: 'x' },
    ];
    for (const message of messages) {
      expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
      expect(parseServerMessage(message)).toEqual(message);
    }
  });

  it('parses every transcript form into one shape', () => {
    const said = { role: 'user', transcript: 'Do you fix leaks?' };
    expect(
      parseServerMessage(
        JSON.stringify({
          type: 'transcript[transcriptType="final"]',
          transcriptType: 'final',
          ...said,
        }),
      ),
    ).toEqual({ type: 'transcript', transcriptType: 'final', ...said });
    expect(parseServerMessage({ type: 'transcript[transcriptType="final"]', ...said })).toEqual({
      type: 'transcript',
      transcriptType: 'final',
      ...said,
    });
    expect(parseServerMessage({ type: 'transcript[transcriptType="partial"]', ...said })).toEqual({
      type: 'transcript',
      transcriptType: 'partial',
      ...said,
    });
  });

  it('leaves transcripts it cannot trust as unknown', () => {
    const contradicting = {
      type: 'transcript[transcriptType="final"]',
      transcriptType: 'partial',
      role: 'user',
      transcript: 'x',
    };
    expect(parseServerMessage(contradicting)).toEqual({ type: 'unknown', raw: contradicting });
    for (const raw of [
      { type: 'transcript[transcriptType="draft"]', role: 'user', transcript: 'x' },
      { type: 'transcript', transcriptType: 'final', role: 'user', transcript: 3 },
      { type: 'transcript', role: 'user', transcript: 'x' },
    ]) {
      expect(parseServerMessage(raw)).toEqual({ type: 'unknown', raw });
    }
  });

  it('keeps a transcript of any role, as sent', () => {
    const system = { type: 'transcript', transcriptType: 'final', role: 'system', transcript: 'x' };
    expect(parseServerMessage(system)).toEqual(system);
  });

  it('turns unknown or malformed messages into the unknown member', () => {
    expect(parseServerMessage('not json')).toEqual({ type: 'unknown', raw: 'not json' });
    expect(parseServerMessage('[1]')).toEqual({ type: 'unknown', raw: [1] });
    expect(parseServerMessage([1])).toEqual({ type: 'unknown', raw: [1] });
    expect(parseServerMessage({ type: 'transcript', role: 1 })).toEqual({
      type: 'unknown',
      raw: { type: 'transcript', role: 1 },
    });
    expect(parseServerMessage({ type: 'brand-new' })).toMatchObject({ type: 'unknown' });
    expect(parseServerMessage(null)).toEqual({ type: 'unknown', raw: null });
  });

  it('never throws and always returns a typed member', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.json()), (data) => {
        const message = parseServerMessage(data);
        return typeof message.type === 'string';
      }),
      { numRuns: 300 },
    );
  });

  it('checks the fields of status and speech updates', () => {
    const bare = { type: 'status-update', status: 'in-progress' };
    expect(parseServerMessage(bare)).toEqual(bare);
    const speech = { type: 'speech-update', status: 'stopped', role: 'assistant' };
    expect(parseServerMessage(speech)).toEqual(speech);
    for (const raw of [
      { type: 'status-update' },
      { type: 'status-update', status: 3 },
      { type: 'status-update', status: 'ended', endedReason: 3 },
      { type: 'speech-update', status: 'started' },
      { type: 'speech-update', status: 'paused', role: 'user' },
    ]) {
      expect(parseServerMessage(raw)).toEqual({ type: 'unknown', raw });
    }
  });

  it('reads a typed transcript only when the whole type is that form', () => {
    for (const type of [
      'x-transcript[transcriptType="final"]',
      'transcript[transcriptType="final"]-x',
    ]) {
      const raw = { type, role: 'user', transcript: 'x' };
      expect(parseServerMessage(raw)).toEqual({ type: 'unknown', raw });
    }
  });

  it('takes fields only from a plain object, not from a function that has them', () => {
    const hangingFunction = Object.assign(() => undefined, { type: 'hang' });
    expect(parseServerMessage(hangingFunction)).toEqual({ type: 'unknown', raw: hangingFunction });
  });

  it('recognises the ended status', () => {
    expect(isEndedStatus({ type: 'status-update', status: 'ended' })).toBe(true);
    expect(isEndedStatus({ type: 'status-update', status: 'in-progress' })).toBe(false);
    expect(isEndedStatus({ type: 'hang' })).toBe(false);
    // Another message that happens to carry `status: 'ended'` does not end the call.
    expect(isEndedStatus(parseServerMessage({ type: 'hang', status: 'ended' }))).toBe(false);
  });
});

describe('isEndedStatusData', () => {
  it('says what the parser says of the ended status, for every message', () => {
    const ended = { type: 'status-update', status: 'ended' };
    const cases: unknown[] = [
      ended,
      JSON.stringify(ended),
      { ...ended, endedReason: 'assistant-ended-call' },
      JSON.stringify({ ...ended, endedReason: 'silence-timed-out' }),
      { ...ended, endedReason: 42 },
      { type: 'status-update', status: 'in-progress' },
      { type: 'hang', status: 'ended' },
      [ended],
      'ended',
      null,
      'not json',
    ];
    for (const data of cases) {
      expect(isEndedStatusData(data), JSON.stringify(data)).toBe(
        isEndedStatus(parseServerMessage(data)),
      );
    }
    expect(cases.filter(isEndedStatusData)).toHaveLength(4);
  });

  it('agrees with the parser on any JSON, as text or parsed', () => {
    const statusLike = fc.record(
      {
        type: fc.constantFrom('status-update', 'hang', 'transcript'),
        status: fc.oneof(fc.constantFrom('ended', 'in-progress'), fc.jsonValue()),
        endedReason: fc.oneof(fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(statusLike, fc.jsonValue(), fc.json()), (value) => {
        for (const data of [value, JSON.stringify(value)]) {
          expect(isEndedStatusData(data)).toBe(isEndedStatus(parseServerMessage(data)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('customerEndedStatus', () => {
  it('is the ended status both faces report for an end the server did not report', () => {
    const status = customerEndedStatus();
    expect(status).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(isEndedStatus(status)).toBe(true);
    // A new object each time: a listener may change the one it was given.
    expect(customerEndedStatus()).not.toBe(status);
  });
});
