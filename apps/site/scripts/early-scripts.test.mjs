import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { VERIFY_ANNUAL_LOSS_PARAM } from '@org/calculator-core';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_LOSS_EXPECTED_ATTRIBUTE,
  EARLY_SCRIPTS,
  earlyScriptHashSources,
  earlyScriptTag,
  HOLD_SCRIPT,
  SPECULATION_RULES,
  scriptHashSource,
} from './early-scripts.mjs';

/** Runs an early script as a page would, against a stand-in `<html>` and `location`. */
function runOnPage(script, search) {
  const attributes = new Map();
  const documentElement = {
    setAttribute: (name, value) => attributes.set(name, value),
  };
  runInNewContext(script, { URLSearchParams, location: { search }, document: { documentElement } });
  return attributes;
}

describe('the /verify early script', () => {
  const script = EARLY_SCRIPTS['/verify'];

  it('marks the page when the query carries the calculator’s annual figure', () => {
    const marked = runOnPage(script, `?name=Ann&${VERIFY_ANNUAL_LOSS_PARAM}=291600`);
    expect([...marked]).toEqual([[ANNUAL_LOSS_EXPECTED_ATTRIBUTE, '']]);
  });

  it('leaves the page alone without it', () => {
    expect(runOnPage(script, '?name=Ann&company=Acme').size).toBe(0);
    expect(runOnPage(script, '').size).toBe(0);
  });

  it('is the mark the figure’s CSS holds the room for', () => {
    const css = readFileSync(
      new URL('../src/verify/annual-loss-line.css', import.meta.url),
      'utf8',
    );
    expect(css).toContain(`:root[${ANNUAL_LOSS_EXPECTED_ATTRIBUTE}] .site-annual-loss-slot`);
  });
});

describe('earlyScriptTag', () => {
  it('gives every page the hold script and the Speculation Rules, and /verify its own script', () => {
    const everyPage = `<script>${HOLD_SCRIPT}</script><script type="speculationrules">${SPECULATION_RULES}</script>`;
    expect(earlyScriptTag('/verify')).toBe(
      `${everyPage}<script>${EARLY_SCRIPTS['/verify']}</script>`,
    );
    expect(earlyScriptTag('/')).toBe(everyPage);
    expect(earlyScriptTag('/demo')).toBe(everyPage);
  });

  it('writes scripts no HTML parser can end early', () => {
    for (const script of [HOLD_SCRIPT, SPECULATION_RULES, ...Object.values(EARLY_SCRIPTS)]) {
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

  it('lists one hash per early script, sorted', () => {
    const hashes = earlyScriptHashSources();
    expect(hashes).toHaveLength(Object.keys(EARLY_SCRIPTS).length + 2);
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
