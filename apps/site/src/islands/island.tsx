import { type ComponentType, type ReactNode, use } from 'react';
import { renderToString } from 'react-dom/server';
import { PREFILL_PENDING, PREFILL_SCRIPTS } from '../../scripts/early-scripts.mjs';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, PREFILL_ATTRIBUTE } from './island-attributes';
import { islandIdPrefix, islandRoot } from './island-root';
import { ISLANDS, type IslandName, type IslandProps, type ReactIslandName } from './registry';

/** Where a React island is placed, with the props its component takes. */
type ReactIslandPlacement<Name extends ReactIslandName> = { name: Name } & (Record<
  never,
  never
> extends IslandProps<Name>
  ? { props?: IslandProps<Name> }
  : { props: IslandProps<Name> });

/** Where a script island is placed: its HTML is the page's own, given as its children. */
interface ScriptIslandPlacement {
  name: Exclude<IslandName, ReactIslandName>;
  children: ReactNode;
}

type IslandPlacement<Name extends IslandName> = Name extends ReactIslandName
  ? ReactIslandPlacement<Name>
  : ScriptIslandPlacement;

// The prerender loads each React island's component through the registry's own `load`, the
// import the browser makes: one declaration, and the component rendered is the one hydrated.
// biome-ignore lint/suspicious/noExplicitAny: the island's props, checked at its placement.
const components = new Map<string, Promise<ComponentType<any>>>();
function componentOf(name: ReactIslandName) {
  let component = components.get(name);
  if (!component) {
    component = ISLANDS[name].load().then((module) => module.default);
    components.set(name, component);
  }
  return component;
}

/**
 * Places an island in a prerendered page: its HTML inside an element the browser's loader finds
 * by name (wake-islands.ts), with the props it will hydrate with. The element lays out as if it
 * were not there (`display: contents`, site.css), so the island's HTML sits in the page exactly
 * as it would without it. Props must survive JSON: they are written into the HTML. A React
 * island's HTML is rendered apart, as a root of its own: the browser hydrates it as one. An
 * island with a prefill script gets it right after its element, run as the parser reaches it.
 */
export function Island<Name extends IslandName>(placement: IslandPlacement<Name>) {
  const { name } = placement;
  const entry = ISLANDS[name];
  if (entry.kind === 'script') {
    // No React in the browser: its HTML is the page's own (and may hold islands of its own).
    return (
      <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }}>
        {(placement as ScriptIslandPlacement).children}
      </div>
    );
  }
  return <ReactIsland name={name as ReactIslandName} props={placement as { props?: object }} />;
}

function ReactIsland({
  name,
  props: placement,
}: {
  name: ReactIslandName;
  props: { props?: object };
}) {
  const Component = use(componentOf(name));
  const given = (placement.props ?? {}) as Record<string, unknown>;
  const json = JSON.stringify(given);
  const entry = ISLANDS[name];
  // A root of its own, rendered apart, as the browser will hydrate it (island-root.tsx).
  const html = renderToString(islandRoot(Component, given), {
    identifierPrefix: islandIdPrefix(name),
  });
  const prefill = 'prefill' in entry ? PREFILL_SCRIPTS[entry.prefill] : undefined;
  return (
    <>
      {prefill !== undefined && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the generated script, pinned by its hash in the policy.
        <script dangerouslySetInnerHTML={{ __html: PREFILL_PENDING }} />
      )}
      <div
        className="island"
        {...{
          [ISLAND_ATTRIBUTE]: name,
          [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json,
          [PREFILL_ATTRIBUTE]: prefill === undefined ? undefined : '',
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {prefill !== undefined && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the generated prefill script, pinned by its hash in the policy.
        <script dangerouslySetInnerHTML={{ __html: prefill }} />
      )}
    </>
  );
}
