import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import { describe, expect, it } from 'vitest';
import { cameraErrorMessage, microphoneProblemOf } from './camera-error';

const event = (
  error: DailyEventObjectCameraError['error'],
  audioOk?: boolean,
): DailyEventObjectCameraError => ({
  action: 'camera-error',
  callClientId: 'test',
  error,
  errorMsg: { errorMsg: error.msg, ...(audioOk === undefined ? {} : { audioOk }) },
});

describe('microphoneProblemOf', () => {
  it('reports a microphone refused by the visitor or by the browser', () => {
    for (const blockedBy of ['user', 'browser'] as const) {
      expect(
        microphoneProblemOf(
          event({ type: 'permissions', blockedBy, blockedMedia: ['audio', 'video'], msg: 'no' }),
        ),
      ).toEqual({ kind: 'blocked', by: blockedBy });
    }
    // A permissions error that lists no media still counts when audioOk says the audio failed.
    expect(
      microphoneProblemOf(
        event({ type: 'permissions', blockedBy: 'user', blockedMedia: [], msg: 'no' }, false),
      ),
    ).toEqual({ kind: 'blocked', by: 'user' });
  });

  it('ignores a refused camera and every other camera error', () => {
    expect(
      microphoneProblemOf(
        event({ type: 'permissions', blockedBy: 'user', blockedMedia: ['video'], msg: 'no' }, true),
      ),
    ).toBeNull();
    expect(
      microphoneProblemOf(event({ type: 'not-found', missingMedia: ['video'], msg: 'none' })),
    ).toBeNull();
    expect(microphoneProblemOf(event({ type: 'mic-in-use', msg: 'busy' }))).toBeNull();
  });

  it('reports a device without a microphone', () => {
    expect(
      microphoneProblemOf(event({ type: 'not-found', missingMedia: ['audio'], msg: 'none' })),
    ).toEqual({ kind: 'missing' });
    // Listed as missing only through audioOk.
    expect(
      microphoneProblemOf(event({ type: 'not-found', missingMedia: [], msg: 'none' }, false)),
    ).toEqual({ kind: 'missing' });
  });
});

describe('microphoneProblemOf, on what a call machine may leave out', () => {
  const bare = (fields: object) =>
    ({ action: 'camera-error', ...fields }) as unknown as DailyEventObjectCameraError;

  it('reads an event without an error, or without errorMsg, as it reads the rest', () => {
    expect(microphoneProblemOf(bare({}))).toBeNull();
    expect(microphoneProblemOf(bare({ errorMsg: { audioOk: false } }))).toBeNull();
    expect(
      microphoneProblemOf(bare({ error: { type: 'not-found', missingMedia: ['audio'] } })),
    ).toEqual({
      kind: 'missing',
    });
    expect(
      microphoneProblemOf(bare({ error: { type: 'not-found', missingMedia: ['video'] } })),
    ).toBeNull();
    expect(
      microphoneProblemOf(
        bare({ error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'] } }),
      ),
    ).toEqual({ kind: 'blocked', by: 'user' });
    expect(
      microphoneProblemOf(
        bare({ error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['video'] } }),
      ),
    ).toBeNull();
  });

  it('takes audioOk: false as the microphone only for a refusal or a missing device', () => {
    expect(
      microphoneProblemOf(bare({ error: { type: 'mic-in-use' }, errorMsg: { audioOk: false } })),
    ).toBeNull();
    expect(
      microphoneProblemOf(bare({ error: { type: 'constraints' }, errorMsg: { audioOk: false } })),
    ).toBeNull();
  });
});

describe('cameraErrorMessage', () => {
  const base = { action: 'camera-error' as const, callClientId: 'test' };
  it("says the error's own msg first, then daily-js's errorMsg text, then a sentence of ours", () => {
    const both = {
      ...base,
      error: { type: 'permissions', blockedBy: 'user', blockedMedia: [], msg: 'Inner text' },
      errorMsg: { errorMsg: 'Outer text' },
    };
    expect(cameraErrorMessage(both as unknown as DailyEventObjectCameraError)).toBe('Inner text');
    const withoutMsg = {
      ...base,
      error: { type: 'unknown' },
      errorMsg: { errorMsg: 'Outer text' },
    };
    expect(cameraErrorMessage(withoutMsg as unknown as DailyEventObjectCameraError)).toBe(
      'Outer text',
    );
    const asString = { ...base, error: { type: 'unknown', msg: '' }, errorMsg: 'Plain text' };
    expect(cameraErrorMessage(asString as unknown as DailyEventObjectCameraError)).toBe(
      'Plain text',
    );
    const bare = { ...base, error: { type: 'unknown', msg: 42 }, errorMsg: { errorMsg: 7 } };
    expect(cameraErrorMessage(bare as unknown as DailyEventObjectCameraError)).toBe(
      'The microphone is not available.',
    );
    expect(cameraErrorMessage(base as unknown as DailyEventObjectCameraError)).toBe(
      'The microphone is not available.',
    );
  });
});
