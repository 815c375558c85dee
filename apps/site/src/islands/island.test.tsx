import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from './island';
import { ISLAND_COMPONENTS } from './island-components';
import { ISLANDS, type IslandName } from './registry';

describe('Island', () => {
  it('places its component’s HTML in an element named for the loader, with its props as JSON', () => {
    const html = renderToStaticMarkup(<Island name="site-header" props={{ currentPath: '/' }} />);
    expect(html).toMatch(
      /^<div class="island" data-island="site-header" data-island-props="{&quot;currentPath&quot;:&quot;\/&quot;}"><header /,
    );
  });

  it('writes no props attribute for an island without props', () => {
    const html = renderToStaticMarkup(<Island name="contact-form" />);
    expect(html).toMatch(/^<div class="island" data-island="contact-form"><form /);
  });
});

describe('the registry', () => {
  it('loads, for every React island, the very component the prerender renders', async () => {
    for (const name of Object.keys(ISLANDS) as IslandName[]) {
      const entry = ISLANDS[name];
      const loaded = await entry.load();
      if (entry.kind === 'react') expect(loaded.default, name).toBe(ISLAND_COMPONENTS[name]);
      else expect(typeof loaded.default, name).toBe('function');
    }
  });

  it('names, for every script island with a chunk of its own, the module its load imports', async () => {
    const siteDir = new URL('../../', import.meta.url);
    const chunked = Object.values(ISLANDS).filter(
      (entry) => entry.kind === 'script' && 'chunk' in entry,
    );
    expect(chunked.length).toBeGreaterThan(0);
    for (const entry of chunked) {
      const named = await import(/* @vite-ignore */ new URL(entry.chunk, siteDir).href);
      expect(await entry.load(), entry.chunk).toBe(named);
    }
  });

  it('gives a chunk to every script island whose code is not in the page’s script', async () => {
    // The page's script's own script island (the visitor's today) is the one without a chunk.
    const { default: showVisitorToday } = await import('./visitor-today-island');
    for (const [name, entry] of Object.entries(ISLANDS)) {
      if (entry.kind !== 'script' || 'chunk' in entry) continue;
      expect((await entry.load()).default, name).toBe(showVisitorToday);
    }
  });
});
