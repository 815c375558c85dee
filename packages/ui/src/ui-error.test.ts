// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UiError } from './ui-error';

describe('UiError', () => {
  it('keeps its code, name and cause', () => {
    const cause = new Error('root');
    const error = new UiError('canvas-unavailable', 'no context', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UiError');
    expect(error.code).toBe('canvas-unavailable');
    expect(error.message).toBe('no context');
    expect(error.cause).toBe(cause);
  });
});
