import type { ComponentType } from 'react';
import { ISLAND_COMPONENTS } from './island-components';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
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
 */
export function Island<Name extends IslandName>({ name, props }: IslandPlacement<Name>) {
  // Each name's component takes that name's props (ISLAND_COMPONENTS' type checks it); TypeScript
  // cannot follow the correlation through a generic name, so the pair is widened here.
  const Component = ISLAND_COMPONENTS[name] as ComponentType<Record<string, unknown>>;
  const given = (props ?? {}) as Record<string, unknown>;
  const json = JSON.stringify(given);
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json }}
    >
      <Component {...given} />
    </div>
  );
}
