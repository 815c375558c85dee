import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import { describe, expect, it } from 'vitest';
import { noticeFromCameraError } from './voice-notice';

const event = (
  error: DailyEventObjectCameraError['error'],
  audioOk?: boolean,
): DailyEventObjectCameraError => ({
  action: 'camera-error',
  callClientId: 'test',
  error,
  errorMsg: { errorMsg: error.msg, ...(audioOk === undefined ? {} : { audioOk }) },
});

describe('noticeFromCameraError', () => {
  it('reports a microphone refused by the visitor or by the browser', () => {
    for (const blockedBy of ['user', 'browser'] as const) {
      expect(
        noticeFromCameraError(
          event({ type: 'permissions', blockedBy, blockedMedia: ['audio', 'video'], msg: 'no' }),
        ),
      ).toEqual({ kind: 'microphone-blocked', blockedBy });
    }
    // A permissions error that lists no media still counts when audioOk says the audio failed.
    expect(
      noticeFromCameraError(
        event({ type: 'permissions', blockedBy: 'user', blockedMedia: [], msg: 'no' }, false),
      ),
    ).toEqual({ kind: 'microphone-blocked', blockedBy: 'user' });
  });

  it('ignores a refused camera and every other camera error', () => {
    expect(
      noticeFromCameraError(
        event({ type: 'permissions', blockedBy: 'user', blockedMedia: ['video'], msg: 'no' }, true),
      ),
    ).toBeNull();
    expect(
      noticeFromCameraError(event({ type: 'not-found', missingMedia: ['video'], msg: 'none' })),
    ).toBeNull();
    expect(noticeFromCameraError(event({ type: 'mic-in-use', msg: 'busy' }))).toBeNull();
  });

  it('reports a device without a microphone', () => {
    expect(
      noticeFromCameraError(event({ type: 'not-found', missingMedia: ['audio'], msg: 'none' })),
    ).toEqual({ kind: 'microphone-missing' });
    // Listed as missing only through audioOk.
    expect(
      noticeFromCameraError(event({ type: 'not-found', missingMedia: [], msg: 'none' }, false)),
    ).toEqual({ kind: 'microphone-missing' });
  });
});
