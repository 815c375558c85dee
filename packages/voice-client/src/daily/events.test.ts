import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  type DailyEventSource,
  type DailySignal,
  LISTENED_DAILY_EVENTS,
  listenToCall,
} from './events';

/** daily-js's DailyIframe is an EventEmitter (the `events` package): on/off as Node's. */
function emitterCall(): EventEmitter & DailyEventSource {
  return new EventEmitter() as EventEmitter & DailyEventSource;
}

describe('listenToCall', () => {
  it('registers one listener per event it reads, and turns each into its signal', () => {
    const call = emitterCall();
    const on = vi.spyOn(call, 'on');
    const signals: DailySignal[] = [];
    listenToCall(call, (signal) => signals.push(signal));
    expect(on.mock.calls.map(([name]) => name)).toEqual([...LISTENED_DAILY_EVENTS]);
    const participant = { session_id: 'a', local: false, user_name: 'Vapi Speaker' };
    const who = { id: 'a', local: false, name: 'Vapi Speaker' };
    const track = { kind: 'audio' };
    call.emit('joining-meeting', { action: 'joining-meeting' });
    call.emit('joined-meeting', { action: 'joined-meeting', participants: {} });
    call.emit('app-message', { action: 'app-message', data: 'listening', fromId: 'x' });
    call.emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.2 } });
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.4 });
    call.emit('track-started', { participant, track });
    call.emit('participant-left', { participant });
    call.emit('recording-started', { action: 'recording-started', recordingId: 'r' });
    call.emit('left-meeting', { action: 'left-meeting' });
    expect(signals).toEqual([
      { type: 'joining' },
      { type: 'joined' },
      { type: 'app-message', data: 'listening' },
      { type: 'remote-levels', levels: { a: 0.2 } },
      { type: 'local-level', level: 0.4 },
      { type: 'track', from: who, track },
      { type: 'participant', change: 'left', who, participant },
      {
        type: 'forward',
        name: 'recording-started',
        event: { action: 'recording-started', recordingId: 'r' },
      },
      { type: 'left' },
    ]);
  });

  it('drops events daily-js sent without what they are about', () => {
    const call = emitterCall();
    const signals: DailySignal[] = [];
    listenToCall(call, (signal) => signals.push(signal));
    call.emit('track-started', {});
    call.emit('track-started', { participant: null, track: { kind: 'audio' } });
    call.emit('participant-joined', {});
    call.emit('app-message');
    call.emit('network-connection');
    expect(signals).toEqual([]);
  });

  it('types Daily errors: fatal, audio processor, other non-fatal, camera', () => {
    const call = emitterCall();
    const signals: DailySignal[] = [];
    listenToCall(call, (signal) => signals.push(signal));
    const fatal = { action: 'error', errorMsg: 'gone', error: { type: 'no-room', msg: 'Gone' } };
    call.emit('error', fatal);
    call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp died' });
    const other = { type: 'screen-share-error', errorMsg: 'x' };
    call.emit('nonfatal-error', other);
    const camera = {
      errorMsg: { errorMsg: 'Permission denied', audioOk: false },
      error: { type: 'permissions', msg: 'Permission denied', blockedBy: 'user' },
    };
    call.emit('camera-error', camera);
    call.emit('camera-error', {
      errorMsg: { errorMsg: 'no device' },
      error: { type: 'not-found' },
    });
    expect(signals[0]).toMatchObject({
      type: 'fatal',
      error: { code: 'no-room', message: 'Gone' },
    });
    expect(signals[1]).toMatchObject({
      type: 'audio-processor-error',
      error: { code: 'audio-processor-error', message: 'krisp died' },
    });
    expect(signals[2]).toEqual({ type: 'nonfatal', kind: 'screen-share-error', event: other });
    expect(signals[3]).toEqual({
      type: 'camera-error',
      message: 'Permission denied',
      event: camera,
    });
    expect(signals[4]).toMatchObject({ type: 'camera-error', message: 'no device' });
  });

  it('detaches every listener it added, and only those; nothing comes after', () => {
    const call = emitterCall();
    const other = vi.fn();
    call.on('error', other);
    const onSignal = vi.fn();
    const detach = listenToCall(call, onSignal);
    detach();
    call.emit('error', { action: 'error', errorMsg: 'x' });
    call.emit('left-meeting', { action: 'left-meeting' });
    expect(onSignal).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
    for (const name of LISTENED_DAILY_EVENTS) {
      expect(call.listenerCount(name), name).toBe(name === 'error' ? 1 : 0);
    }
  });
});
