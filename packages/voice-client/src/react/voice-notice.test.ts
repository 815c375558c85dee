import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import { describe, expect, it } from 'vitest';
import { noticeFromCameraError } from './voice-notice';

const cameraError = (error: DailyEventObjectCameraError['error']): DailyEventObjectCameraError => ({
  action: 'camera-error',
  callClientId: 'test',
  error,
  errorMsg: { errorMsg: error.msg },
});

// What a camera error says of the microphone is read by the Daily port (daily/camera-error.test.ts).
describe('noticeFromCameraError', () => {
  it("turns the port's reading into the widget's notice", () => {
    expect(
      noticeFromCameraError(
        cameraError({
          type: 'permissions',
          blockedBy: 'browser',
          blockedMedia: ['audio'],
          msg: 'no',
        }),
      ),
    ).toEqual({ kind: 'microphone-blocked', blockedBy: 'browser' });
    expect(
      noticeFromCameraError(
        cameraError({ type: 'not-found', missingMedia: ['audio'], msg: 'none' }),
      ),
    ).toEqual({ kind: 'microphone-missing' });
    expect(noticeFromCameraError(cameraError({ type: 'mic-in-use', msg: 'busy' }))).toBeNull();
  });
});
