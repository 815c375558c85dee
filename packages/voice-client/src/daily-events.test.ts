import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { afterRecordingStarts, type DailyEventSource, listenToDaily } from './daily-events';

/** daily-js's DailyIframe is an EventEmitter (the `events` package): on/once/off as Node's. */
function emitterCall(): EventEmitter & DailyEventSource {
  return new EventEmitter() as EventEmitter & DailyEventSource;
}

describe('listenToDaily', () => {
  it('registers one listener per event, in the order given', () => {
    const call = emitterCall();
    const on = vi.spyOn(call, 'on');
    listenToDaily(call, { 'left-meeting': () => {}, error: () => {}, 'app-message': () => {} });
    expect(on.mock.calls.map(([name]) => name)).toEqual(['left-meeting', 'error', 'app-message']);
  });

  it("hands each handler its own event's payload", () => {
    const call = emitterCall();
    const seen: unknown[] = [];
    listenToDaily(call, {
      'app-message': (event) => seen.push(['message', event.data]),
      'local-audio-level': (event) => seen.push(['level', event.audioLevel]),
    });
    call.emit('local-audio-level', { action: 'local-audio-level', audioLevel: 0.4 });
    call.emit('app-message', { action: 'app-message', data: 'listening', fromId: 'x' });
    call.emit('joined-meeting', { action: 'joined-meeting', participants: {} });
    expect(seen).toEqual([
      ['level', 0.4],
      ['message', 'listening'],
    ]);
  });

  it('detaches every listener it added, and only those', () => {
    const call = emitterCall();
    const other = vi.fn();
    call.on('error', other);
    const onEvent = vi.fn();
    const detach = listenToDaily(call, { error: onEvent, 'left-meeting': onEvent });
    detach();
    call.emit('error', { action: 'error', errorMsg: 'x' });
    call.emit('left-meeting', { action: 'left-meeting' });
    expect(onEvent).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('afterRecordingStarts', () => {
  it("uses daily-js's once, and runs only on the first recording-started", () => {
    const call = emitterCall();
    const once = vi.spyOn(call, 'once');
    const then = vi.fn();
    afterRecordingStarts(call, then);
    call.emit('recording-started', { action: 'recording-started' });
    call.emit('recording-started', { action: 'recording-started' });
    expect(once).toHaveBeenCalledWith('recording-started', expect.any(Function));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('is detached before it fires', () => {
    const call = emitterCall();
    const then = vi.fn();
    afterRecordingStarts(call, then)();
    call.emit('recording-started', { action: 'recording-started' });
    expect(then).not.toHaveBeenCalled();
    expect(call.listenerCount('recording-started')).toBe(0);
  });
});
