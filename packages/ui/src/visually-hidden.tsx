import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; defaults to `span`. A heading keeps the page's outline for readers. */
  as?: 'span' | 'div' | 'p' | 'h2' | 'h3';
  children: ReactNode;
}

/**
 * Text for screen readers only: it keeps its place in the accessibility tree and takes no room
 * on screen.
 *
 * @example
 * ```tsx
 * <VisuallyHidden as="h2" id="benefits-title">Benefits</VisuallyHidden>
 * ```
 */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element {...rest} className={classNames('org-visually-hidden', className)} />;
}
