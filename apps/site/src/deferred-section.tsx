import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/**
 * A section of a page whose code is its own chunk, fetched only once something asks for it
 * ({@link DeferredSection.load}), not with the page.
 */
export interface DeferredSection {
  /** Starts loading the section's code, once; resolves when it has loaded. */
  load(): Promise<void>;
  /** The section as React.lazy: suspends until {@link DeferredSection.load} was called and done. */
  readonly Lazy: LazyExoticComponent<ComponentType>;
}

/**
 * Wraps a dynamic import of a section component as a {@link DeferredSection}: nothing is
 * imported until `load()` is called, however often React renders the section before.
 */
export function deferredSection(load: () => Promise<ComponentType>): DeferredSection {
  let request: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  const loaded = requested.then(load);
  return {
    load() {
      request();
      return loaded.then(() => undefined);
    },
    Lazy: lazy(() => loaded.then((component) => ({ default: component }))),
  };
}

/**
 * Starts loading a section's code. A failure to load is not lost: the section's render rejects
 * with it, as a page whose chunk fails to load does; here it would only be reported twice.
 */
function startLoading(section: DeferredSection): void {
  section.load().catch(() => {});
}

/**
 * How far outside the viewport the section's code starts loading: a little ahead of a visitor
 * scrolling towards it. A few kB arrive long before a form can be filled in, and what is typed
 * meanwhile is kept; a wider margin would load it with the page on common desktop screens.
 */
const NEAR_MARGIN = '200px 0px';

/** Where the visitor reaching into a section first shows: before any of it can have an effect. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Renders a {@link DeferredSection} inside the element `near` points to (a hydrated ancestor,
 * e.g. its `<section>`), and loads its code when that element comes within 200 px of the
 * viewport or the visitor focuses, presses or types inside it, whichever comes first. On a
 * client-side navigation, and when prerendering, it loads at once.
 *
 * Why this keeps the prerendered section: while hydrating, React leaves a Suspense boundary whose
 * code has not loaded as server HTML (visible, and typeable: the form entries adopt what was
 * typed when it hydrates), and hydrates it when the code arrives. An update reaching the boundary
 * before then would make React render it on the client instead, dropping that HTML: so the
 * boundary is one memoised element that this component's own renders leave alone, and a
 * navigation (which changes the router's context under it) starts the load first.
 */
export function DeferredSectionView({
  section,
  near,
}: {
  section: DeferredSection;
  near: RefObject<HTMLElement | null>;
}) {
  const hydrated = useHydrated();
  // Whether this mount is part of hydrating prerendered HTML: fixed at the first render.
  const [prerendered] = useState(!hydrated);
  const { key } = useLocation();
  const [firstKey] = useState(key);
  // Called while rendering, not in an effect: the prerender must render the section whole, and
  // a navigation's render reaches the boundary in this same pass (loading is idempotent).
  const onServer = typeof document === 'undefined';
  if (onServer || !prerendered || key !== firstKey) startLoading(section);

  useEffect(() => {
    const element = near.current;
    if (!prerendered || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      startLoading(section);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR_MARGIN },
    );
    function start() {
      stop();
      startLoading(section);
    }
    function stop() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element?.removeEventListener(type, start, true);
    }
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, true);
    return stop;
  }, [near, prerendered, section]);

  return useMemo(
    () => (
      <Suspense fallback={null}>
        <section.Lazy />
      </Suspense>
    ),
    [section],
  );
}
