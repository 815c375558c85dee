import { expect } from 'storybook/test';
import { parseTokenSheet } from '../styles/token-sheet';
import tokensCss from '../styles/tokens.css?raw';
import { COLOR_SCHEME_GLOBAL } from './color-scheme';

/** Story `globals` that pin a story to the dark scheme: `globals: darkScheme`. */
export const darkScheme = { [COLOR_SCHEME_GLOBAL]: 'dark' } as const;

const darkBg = parseTokenSheet(tokensCss).darkOverrides.get('--org-color-bg');

/**
 * Fails unless `element` (a story's canvas, or a portal's dialog) computes tokens.css's dark
 * page colour, so a "…Dark" story cannot pass while showing the light scheme.
 */
export async function expectDarkScheme(element: Element): Promise<void> {
  await expect(darkBg).toBeDefined();
  await expect(getComputedStyle(element).getPropertyValue('--org-color-bg').trim()).toBe(darkBg);
}
