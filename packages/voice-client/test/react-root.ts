import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A React root in a jsdom container, for one test. */
export interface TestRoot {
  readonly container: HTMLElement;
  /** Renders `node` (wrap it in `act` as the test needs). */
  render(node: ReactNode): void;
  /** Unmounts the root, inside `act`. */
  unmount(): void;
  /** Unmounts, if still mounted, and makes a fresh root in the same container. */
  remount(): void;
}

/**
 * Registers hooks that give each test of the file a fresh root (with fake timers and React's
 * act environment on) and unmount it afterwards.
 */
export function withTestRoot(): TestRoot {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });
  return {
    get container() {
      return container;
    },
    render: (node) => root.render(node),
    unmount: () => act(() => root.unmount()),
    remount() {
      act(() => root.unmount());
      root = createRoot(container);
    },
  };
}
