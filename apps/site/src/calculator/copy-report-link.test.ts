import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-report-link';

describe('copyText', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyText('https://x.test/calculator?a=1', { writeText })).resolves.toEqual({
      kind: 'copied',
    });
    expect(writeText).toHaveBeenCalledWith('https://x.test/calculator?a=1');
  });

  it('reports a refusal instead of rejecting', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await expect(copyText('link', { writeText })).resolves.toEqual({ kind: 'refused' });
  });

  it('reports a refusal without a Clipboard API', async () => {
    await expect(copyText('link', undefined)).resolves.toEqual({ kind: 'refused' });
  });
});
