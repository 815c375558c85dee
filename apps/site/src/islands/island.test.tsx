import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { PREFILL_PENDING, PREFILL_SCRIPTS } from '../../scripts/early-scripts.mjs';
import { Island } from './island';
import { ISLANDS, type IslandName, islandChunk } from './registry';

/** The HTML a page's prerender writes for `element`, waiting for the islands' components. */
async function prerendered(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('Island', () => {
  it('places its component’s HTML in an element named for the loader, with its props as JSON', async () => {
    const html = await prerendered(<Island name="site-header" props={{ currentPath: '/' }} />);
    expect(html).toMatch(
      /^<div class="island" data-island="site-header" data-island-props="{&quot;currentPath&quot;:&quot;\/&quot;}"><header /,
    );
  });

  it('writes no props attribute for an island without props', async () => {
    const html = await prerendered(<Island name="contact-form" />);
    expect(html).toMatch(/^<div class="island" data-island="contact-form"><form /);
  });

  it('places a script island around the page’s own HTML', async () => {
    const html = await prerendered(
      <Island name="privacy-updated">
        <p>Last updated</p>
      </Island>,
    );
    expect(html).toBe(
      '<div class="island" data-island="privacy-updated"><p>Last updated</p></div>',
    );
  });

  it('places an island’s prefill script right after it and the hiding one before it; no other island gets them', async () => {
    const calculator = await prerendered(<Island name="calculator" />);
    expect(
      calculator.startsWith(
        `<script>${PREFILL_PENDING}</script><div class="island" data-island="calculator" data-prefill="">`,
      ),
    ).toBe(true);
    expect(calculator.endsWith(`</div><script>${PREFILL_SCRIPTS.calculator}</script>`)).toBe(true);
    const verify = await prerendered(<Island name="verify" />);
    expect(
      verify.startsWith(
        `<script>${PREFILL_PENDING}</script><div class="island" data-island="verify" data-prefill="">`,
      ),
    ).toBe(true);
    expect(verify.endsWith(`</div><script>${PREFILL_SCRIPTS.verify}</script>`)).toBe(true);
    expect(await prerendered(<Island name="contact-form" />)).not.toContain('<script');
  });
});

describe('the registry', () => {
  it('loads, for every React island, a component, and for every script island, a function', async () => {
    for (const name of Object.keys(ISLANDS) as IslandName[]) {
      const loaded = await ISLANDS[name].load();
      expect(typeof loaded.default, name).toBe('function');
    }
  });

  it('preloads, for a script island with a chunk of its own, the module its load imports', async () => {
    const siteDir = new URL('../../', import.meta.url);
    const chunked = Object.entries(ISLANDS).filter(
      ([, entry]) => entry.kind === 'script' && 'preload' in entry,
    );
    expect(chunked.length).toBeGreaterThan(0);
    for (const [name, entry] of chunked) {
      const named = await import(/* @vite-ignore */ new URL(islandChunk(name), siteDir).href);
      expect(await entry.load(), name).toBe(named);
    }
  });

  it('puts the code of every other script island in the page’s script', async () => {
    // The page's script's own script island (the visitor's today) is the one without a chunk.
    const { default: showVisitorToday } = await import('./visitor-today-island');
    for (const [name, entry] of Object.entries(ISLANDS)) {
      if (entry.kind !== 'script' || 'preload' in entry) continue;
      expect((await entry.load()).default, name).toBe(showVisitorToday);
    }
  });
});
