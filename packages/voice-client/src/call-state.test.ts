import { describe, expect, it } from 'vitest';
import { CALL_STATE_TRANSITIONS, type CallState, canTransition, transition } from './call-state';

describe('call state', () => {
  it('follows the lifecycle table', () => {
    expect(transition('new', 'joining')).toBe('joining');
    expect(transition('joining', 'joined')).toBe('joined');
    expect(transition('joined', 'left')).toBe('left');
    expect(transition('joined', 'error')).toBe('error');
    expect(transition('error', 'left')).toBe('left');
    expect(() => transition('left', 'joined')).toThrow(
      expect.objectContaining({ code: 'invalid-state' }),
    );
  });

  it('makes left final and lets every other state fail', () => {
    const states = Object.keys(CALL_STATE_TRANSITIONS) as CallState[];
    for (const to of states) expect(canTransition('left', to)).toBe(false);
    for (const from of states.filter((s) => s !== 'left' && s !== 'error')) {
      expect(canTransition(from, 'error')).toBe(true);
    }
  });
});
