import type { Target } from './engine';

/** A target as a failure names it: `button "Start Voice Chat"`. */
export function describeTarget({ css, text }: Target): string {
  return text === undefined ? css : `${css} "${text}"`;
}
