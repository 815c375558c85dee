// The README is the API's first page: every function, class and constant an entry exports must
// be named there, so an export added without its documentation fails here, not in a user's
// hands. (Types have no runtime trace; TypeDoc's reference covers them.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as callSupport from './src/call-support';
import * as controls from './src/controls';
import * as main from './src/index';
import * as react from './src/react';
import * as simulated from './src/simulated/index';
import * as vapi from './src/vapi';

const readme = readFileSync(new URL('README.md', import.meta.url), 'utf8');

/** Whether the README names `name`, in its prose or its examples. */
function named(name: string): boolean {
  return new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(readme);
}

describe('README.md', () => {
  it.each([
    ['@org/voice-client', main],
    ['@org/voice-client/call-support', callSupport],
    ['@org/voice-client/controls', controls],
    ['@org/voice-client/react', react],
    ['@org/voice-client/simulated', simulated],
    ['@org/voice-client/vapi', vapi],
  ])('names every runtime export of %s', (entry, module) => {
    const exported = Object.keys(module).filter((name) => name !== 'default');
    expect(exported.length + ('default' in module ? 1 : 0)).toBeGreaterThan(0);
    expect(readme).toContain(entry);
    expect(exported.filter((name) => !named(name))).toEqual([]);
  });

  it('names no export the main entry no longer has', () => {
    // The internals the narrowed entry dropped: a README that still offers them misleads.
    const removed = ['loadDaily', 'fatalErrorFromDaily', 'summedLevel', 'STAGE_ERROR_CODES'];
    expect(removed.filter((name) => named(name))).toEqual([]);
    expect(removed.filter((name) => name in main)).toEqual([]);
  });
});
