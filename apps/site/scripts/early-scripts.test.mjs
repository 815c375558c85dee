import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  earlyScriptHashSources,
  earlyScriptTag,
  HOLD_SCRIPT,
  PREFILL_PENDING,
  PREFILL_SCRIPTS,
  SPECULATION_RULES,
  scriptHashSource,
} from './early-scripts.mjs';

describe('earlyScriptTag', () => {
  it('gives every page the hold script and the Speculation Rules', () => {
    expect(earlyScriptTag()).toBe(
      `<script>${HOLD_SCRIPT}</script><script type="speculationrules">${SPECULATION_RULES}</script>`,
    );
  });

  it('writes scripts no HTML parser can end early', () => {
    for (const script of [
      HOLD_SCRIPT,
      SPECULATION_RULES,
      PREFILL_PENDING,
      ...Object.values(PREFILL_SCRIPTS),
    ]) {
      expect(script).not.toMatch(/<\/script|<!--/i);
    }
  });
});

describe('scriptHashSource', () => {
  it('is the CSP source of the script’s SHA-256, in base64', () => {
    // The digest of "alert(1)", as browsers compute it for a CSP hash.
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it('lists one hash per inline script, sorted', () => {
    const hashes = earlyScriptHashSources();
    expect(hashes).toHaveLength(Object.keys(PREFILL_SCRIPTS).length + 3);
    expect(hashes).toEqual([...hashes].sort());
  });
});

describe('DEPLOYMENT.md', () => {
  it('shows the policy with the hashes of today’s early scripts', () => {
    const guide = readFileSync(new URL('../DEPLOYMENT.md', import.meta.url), 'utf8');
    for (const hash of earlyScriptHashSources()) expect(guide).toContain(hash);
  });
});

describe('the Speculation Rules', () => {
  it('prerender the site’s own pages as the visitor reaches for a link, nothing eagerly', () => {
    expect(JSON.parse(SPECULATION_RULES)).toEqual({
      prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
    });
  });
});
