import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Id of the main content element; defaults to `main`. */
  targetId?: string;
  /** Defaults to 'Skip to main content'. */
  children?: ReactNode;
}

/**
 * The first focusable element of a page: hidden until focused, it jumps past the header to the
 * main content. Give the target `tabIndex={-1}` so browsers move focus, not only scroll.
 *
 * @example
 * ```tsx
 * <SkipLink targetId="main" />
 * <Header currentPath="/" />
 * <main id="main" tabIndex={-1}>...</main>
 * ```
 */
export function SkipLink({
  targetId = 'main',
  children = 'Skip to main content',
  className,
  ...rest
}: SkipLinkProps) {
  return (
    <a {...rest} href={`#${targetId}`} className={classNames('org-skip-link', className)}>
      {children}
    </a>
  );
}
