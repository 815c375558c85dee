import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_COMPONENTS } from './island-components';
import { islandIdPrefix, islandRoot } from './island-root';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLANDS,
  type IslandName,
  type IslandProps,
} from './registry';

type IslandPlacement<Name extends IslandName> = { name: Name } & (Record<
  never,
  never
> extends IslandProps<Name>
  ? { props?: IslandProps<Name> }
  : { props: IslandProps<Name> });

/**
 * Places an island in a prerendered page: its component's HTML inside an element the browser's
 * loader finds by name (wake-islands.ts), with the props it will hydrate with. The element lays
 * out as if it were not there (`display: contents`, site.css), so the island's HTML sits in the
 * page exactly as it would without it. Props must survive JSON: they are written into the HTML.
 * A React island's HTML is rendered apart, as a root of its own: the browser hydrates it as one.
 */
export function Island<Name extends IslandName>({ name, props }: IslandPlacement<Name>) {
  // Each name's component takes that name's props (ISLAND_COMPONENTS' type checks it); TypeScript
  // cannot follow the correlation through a generic name, so the pair is widened here.
  const Component = ISLAND_COMPONENTS[name] as ComponentType<Record<string, unknown>>;
  const given = (props ?? {}) as Record<string, unknown>;
  const json = JSON.stringify(given);
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json,
  };
  if (ISLANDS[name].kind === 'script') {
    // No React in the browser: its HTML is the page's own (and may hold islands of its own).
    return (
      <div className="island" {...attributes}>
        <Component {...given} />
      </div>
    );
  }
  // A root of its own, rendered apart, as the browser will hydrate it (island-root.tsx).
  const html = renderToString(islandRoot(Component, given), {
    identifierPrefix: islandIdPrefix(name),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island.
  return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
