import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded in its own chunk, which can be loaded ahead of rendering. */
export interface LazyPage {
  /** Loads the page's chunk. The client awaits it before hydrating, so hydration never suspends. */
  preload(): Promise<ComponentType>;
  /** The page's component once its chunk has loaded. */
  loaded(): ComponentType | undefined;
  /** The page as React.lazy, for renders before its chunk has loaded. */
  readonly Lazy: LazyExoticComponent<ComponentType>;
}

/** Wraps a dynamic import of a page module (its default export) as a {@link LazyPage}. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  function preload(): Promise<ComponentType> {
    pending ??= load().then((module) => {
      component = module.default;
      return module.default;
    });
    return pending;
  }

  return {
    preload,
    loaded: () => component,
    Lazy: lazy(() => preload().then((loaded) => ({ default: loaded }))),
  };
}

/** Renders a {@link LazyPage}: directly once loaded (React.lazy would suspend once more even then). */
export function PageView({ page }: { page: LazyPage }) {
  const Loaded = page.loaded();
  return Loaded ? <Loaded /> : <page.Lazy />;
}
