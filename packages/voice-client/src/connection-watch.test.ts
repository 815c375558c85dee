import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionState,
  ConnectionWatch,
  RECONNECTING_GRACE_MS,
  WEAK_AFTER_MS,
} from './connection-watch';
import { globalTimers, TimerScope } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const timers = new TimerScope(globalTimers);
  const changes: string[] = [];
  const connection = new ConnectionWatch(timers, (to: ConnectionState, from: ConnectionState) =>
    changes.push(`${from}>${to}`),
  );
  return { connection, changes, timers };
}

describe('ConnectionWatch', () => {
  it('shows an interruption once it outlasts the grace, and its end at once', () => {
    const { connection, changes } = watch();
    connection.link('signaling', false);
    expect(connection.interrupted).toBe(true);
    vi.advanceTimersByTime(RECONNECTING_GRACE_MS - 1);
    expect(connection.state).toBe('ok');
    vi.advanceTimersByTime(1);
    expect(connection.state).toBe('reconnecting');
    connection.link('signaling', true);
    expect(connection.state).toBe('ok');
    expect(connection.interrupted).toBe(false);
    expect(changes).toEqual(['ok>reconnecting', 'reconnecting>ok']);
  });

  it('shows nothing of a blip under the grace, and leaves no timer behind', () => {
    const { connection, changes, timers } = watch();
    connection.link('signaling', false);
    vi.advanceTimersByTime(300);
    connection.link('signaling', true);
    expect(timers.size).toBe(0);
    vi.advanceTimersByTime(RECONNECTING_GRACE_MS * 2);
    expect(changes).toEqual([]);
  });

  it('counts the browser going offline at once', () => {
    const { connection, changes } = watch();
    connection.link('browser', false);
    expect(connection.state).toBe('reconnecting');
    connection.link('browser', true);
    expect(changes).toEqual(['ok>reconnecting', 'reconnecting>ok']);
  });

  it('stays reconnecting until every link is back, overlapping interruptions included', () => {
    const { connection, changes } = watch();
    connection.link('signaling', false);
    vi.advanceTimersByTime(600);
    // A second link goes down within the first one's grace: the grace is the first's.
    connection.link('sfu', false);
    vi.advanceTimersByTime(RECONNECTING_GRACE_MS - 600);
    expect(connection.state).toBe('reconnecting');
    connection.link('signaling', true);
    expect(connection.state).toBe('reconnecting');
    connection.link('sfu', true);
    expect(connection.state).toBe('ok');
    // The same link reported down twice and up once is up.
    connection.link('sfu', false);
    connection.link('sfu', false);
    connection.link('sfu', true);
    vi.advanceTimersByTime(RECONNECTING_GRACE_MS);
    expect(changes).toEqual(['ok>reconnecting', 'reconnecting>ok']);
  });

  it('keeps a shown interruption while the browser comes back online and Daily has not', () => {
    const { connection } = watch();
    connection.link('browser', false);
    connection.link('signaling', false);
    connection.link('browser', true);
    expect(connection.state).toBe('reconnecting');
    connection.link('signaling', true);
    expect(connection.state).toBe('ok');
  });

  it('calls a connection weak after a low quality that lasts, and ok when it recovers', () => {
    const { connection, changes } = watch();
    connection.quality(true);
    vi.advanceTimersByTime(WEAK_AFTER_MS - 1);
    // A second low rating does not restart the wait.
    connection.quality(true);
    vi.advanceTimersByTime(1);
    expect(connection.state).toBe('weak');
    connection.quality(false);
    expect(connection.state).toBe('ok');
    connection.quality(true);
    vi.advanceTimersByTime(WEAK_AFTER_MS / 2);
    connection.quality(false);
    vi.advanceTimersByTime(WEAK_AFTER_MS);
    expect(changes).toEqual(['ok>weak', 'weak>ok']);
  });

  it('puts reconnecting before weak, and goes back to weak once reconnected', () => {
    const { connection, changes } = watch();
    connection.quality(true);
    vi.advanceTimersByTime(WEAK_AFTER_MS);
    connection.link('browser', false);
    connection.link('browser', true);
    expect(changes).toEqual(['ok>weak', 'weak>reconnecting', 'reconnecting>weak']);
  });

  it('stops when its timers are cleared with the call', () => {
    const { connection, changes, timers } = watch();
    connection.link('signaling', false);
    connection.quality(true);
    timers.clearAll();
    vi.advanceTimersByTime(WEAK_AFTER_MS * 2);
    expect(changes).toEqual([]);
  });
});
