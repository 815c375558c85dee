import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement, type ReactNode, StrictMode, useEffect, useState } from 'react';
import '../src/styles/index.css';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_GLOBAL,
  forcedColorSchemeCss,
  toColorSchemeChoice,
} from '../src/docs/color-scheme';
import tokensCss from '../src/styles/tokens.css?raw';

// Once per preview iframe: the rules that force light or dark, built from tokens.css itself.
const forcedSchemeStyle = document.createElement('style');
forcedSchemeStyle.dataset.orgColorSchemes = '';
forcedSchemeStyle.textContent = forcedColorSchemeCss(tokensCss);
document.head.append(forcedSchemeStyle);

/**
 * Applies the Color scheme global. A story's canvas takes it on <html>, so portals (the Radix
 * modals) follow; set during render, before the story draws, and idempotent, so StrictMode's
 * second render changes nothing. On a docs page each story block takes it on its own wrapper,
 * so the page itself keeps Storybook's theme.
 */
const withColorScheme: Decorator = (Story, context) => {
  const scheme = toColorSchemeChoice(context.globals[COLOR_SCHEME_GLOBAL]);
  const forced = scheme === 'system' ? undefined : scheme;
  if (context.viewMode === 'docs') {
    return createElement(
      'div',
      { [COLOR_SCHEME_ATTRIBUTE]: forced ?? 'system', style: { padding: '1rem' } },
      createElement(Story),
    );
  }
  const root = document.documentElement;
  if (forced) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, forced);
  else root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  return createElement(Story);
};

/** Renders its children from its second commit on, so they are placed inside a mounted parent. */
function MountedInside({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/**
 * main.ts's `strictMode` wraps the Storybook canvas, but @storybook/addon-vitest does not pass
 * framework options to the story tests (its Vite config defines no FRAMEWORK_OPTIONS), so the
 * tests would render outside StrictMode. React double-invokes the effects of a new subtree only
 * when the subtree is placed inside StrictMode, not when StrictMode itself is new, hence the
 * story mounts one commit after the StrictMode wrapper. Nested StrictMode changes nothing.
 */
const withStrictMode: Decorator = (Story) =>
  createElement(StrictMode, null, createElement(MountedInside, null, createElement(Story)));

// Only the Vitest runs need it (the flag is Vitest browser mode's). Elsewhere the framework's
// StrictMode already wraps the canvas, and mounting a commit late would run each play function
// against an empty canvas in the browsed or built Storybook (the visual baselines' source).
const inVitest = '__vitest_browser__' in globalThis;

const preview: Preview = {
  tags: ['autodocs'],
  // Outermost last: StrictMode wraps the scheme decorator too.
  decorators: inVitest ? [withColorScheme, withStrictMode] : [withColorScheme],
  globalTypes: {
    [COLOR_SCHEME_GLOBAL]: {
      description: 'Colour scheme of the design tokens',
      toolbar: {
        title: 'Color scheme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System (prefers-color-scheme)' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [COLOR_SCHEME_GLOBAL]: 'system' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an axe check: any violation fails its test in `pnpm test`.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Docs', ['Introduction', 'Tokens'], '*'] },
    },
  },
};

export default preview;
