import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  type DailyEventSource,
  type DailySignal,
  fatalErrorFromDaily,
  LISTENED_DAILY_EVENTS,
  listenToCall,
} from './daily-adapter';

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
      { type: 'track', participant, track },
      { type: 'participant', change: 'left', participant },
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

describe('fatalErrorFromDaily', () => {
  it.each([
    'connection-error',
    'ejected',
    'exp-room',
    'exp-token',
    'nbf-room',
    'nbf-token',
    'meeting-full',
    'not-allowed',
    'no-room',
    'end-of-life',
  ])('maps %s to a typed error keeping the event', (type) => {
    const event = { errorMsg: 'raw', error: { type } };
    const error = fatalErrorFromDaily(event);
    expect(error.code).toBe(type);
    expect(error.message).toBe('raw');
    expect(error.cause).toBe(event);
  });

  it('uses the error message first, then a default, and daily-error for unknown types', () => {
    expect(fatalErrorFromDaily({ error: { type: 'ejected', msg: 'Bye' } }).message).toBe('Bye');
    expect(fatalErrorFromDaily({ error: { type: 'meeting-full' } }).message).toBe(
      'The call is full.',
    );
    expect(fatalErrorFromDaily({ errorMsg: 'odd', error: { type: 'new-kind' } }).code).toBe(
      'daily-error',
    );
    expect(fatalErrorFromDaily({}).code).toBe('daily-error');
  });

  it.each([
    ['connection-error', 'The connection to the call failed.'],
    ['ejected', 'You were removed from the call.'],
    ['exp-room', 'The call room has expired.'],
    ['exp-token', 'The call token has expired.'],
    ['nbf-room', 'The call room is not available yet.'],
    ['nbf-token', 'The call token is not valid yet.'],
    ['meeting-full', 'The call is full.'],
    ['not-allowed', 'You are not allowed to join this call.'],
    ['no-room', 'The call room does not exist.'],
    ['end-of-life', 'This version of the call library is no longer supported.'],
    ['new-kind', 'The call library reported a fatal error.'],
  ])('says what happened when Daily sends %s without a message of its own', (type, message) => {
    expect(fatalErrorFromDaily({ error: { type } }).message).toBe(message);
  });

  it('takes only its own codes from a type: not a name on the Object prototype, nor a non-string', () => {
    for (const type of ['constructor', 'toString', ['ejected'] as unknown as string]) {
      const error = fatalErrorFromDaily({ error: { type } });
      expect(error.code).toBe('daily-error');
      expect(error.message).toBe('The call library reported a fatal error.');
    }
  });
});
