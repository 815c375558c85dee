import { describe, expect, it, vi } from 'vitest';
import { Emitter, EventStream } from './emitter';

type Events = { ping: [n: number]; pong: [] };

function setup(limit?: number) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  return { logger, emitter: new Emitter<Events>(logger, limit) };
}

describe('Emitter', () => {
  it('calls listeners in order and detaches with the returned function', () => {
    const { emitter } = setup();
    const calls: string[] = [];
    const detach = emitter.on('ping', (n) => calls.push(`a${n}`));
    emitter.on('ping', (n) => calls.push(`b${n}`));
    emitter.emit('ping', 1);
    detach();
    detach();
    emitter.emit('ping', 2);
    expect(calls).toEqual(['a1', 'b1', 'b2']);
  });

  it('once() fires a single time', () => {
    const { emitter } = setup();
    const listener = vi.fn();
    emitter.once('pong', listener);
    emitter.emit('pong');
    emitter.emit('pong');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(emitter.listenerCount()).toBe(0);
  });

  it('logs a throwing listener and keeps calling the others', () => {
    const { emitter, logger } = setup();
    const after = vi.fn();
    emitter.on('pong', () => {
      throw new Error('bug');
    });
    emitter.on('pong', after);
    emitter.emit('pong');
    expect(after).toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('A "pong" listener threw', expect.any(Error));
  });

  it('warns past the listener limit and counts and removes listeners', () => {
    const { emitter, logger } = setup(2);
    for (let i = 0; i < 3; i += 1) emitter.on('ping', () => {});
    emitter.on('pong', () => {});
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(emitter.listenerCount('ping')).toBe(3);
    expect(emitter.listenerCount()).toBe(4);
    emitter.removeAllListeners('ping');
    expect(emitter.listenerCount()).toBe(1);
    emitter.removeAllListeners();
    expect(emitter.listenerCount()).toBe(0);
    emitter.off('pong', () => {});
    emitter.emit('pong');
  });

  it('a listener removed during an emit still gets that emit, not later ones', () => {
    const { emitter } = setup();
    const second = vi.fn();
    emitter.on('pong', () => emitter.off('pong', second));
    emitter.on('pong', second);
    emitter.emit('pong');
    emitter.emit('pong');
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('EventStream (the engine stream, which Emitter extends)', () => {
  it('logs a throwing listener, and has no listener limit of its own', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const stream = new EventStream<Events>(logger);
    const after = vi.fn();
    stream.on('ping', () => {
      throw new Error('bug');
    });
    for (let i = 0; i < 12; i += 1) stream.on('ping', after);
    // A Set: the same listener is added once.
    expect(stream.listenerCount('ping')).toBe(2);
    for (let i = 0; i < 12; i += 1) stream.on('ping', () => {});
    stream.emit('ping', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(logger.error).toHaveBeenCalledWith('A "ping" listener threw', expect.any(Error));
    expect(logger.warn).not.toHaveBeenCalled();
    expect(stream).not.toHaveProperty('once');
  });
});
