import { afterEach, describe, expect, it, vi } from 'vitest';
import { scopedLog, siteLog } from './log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('siteLog', () => {
  it('writes warnings and errors to the console with their detail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detail = new Error('down');
    siteLog.warn('could not send', detail);
    siteLog.error('broken', 1);
    expect(warn).toHaveBeenCalledWith('could not send', detail);
    expect(error).toHaveBeenCalledWith('broken', 1);
  });

  it('prefixes a scoped logger’s messages with its scope', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    scopedLog('demo').warn('microphone denied', 'NotAllowedError');
    expect(warn).toHaveBeenCalledWith('[demo] microphone denied', 'NotAllowedError');
  });
});
