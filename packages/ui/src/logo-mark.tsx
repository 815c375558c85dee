import { classNames } from './class-names';

/** Props of {@link LogoMark}. */
export interface LogoMarkProps {
  className?: string;
}

/**
 * The product's mark: a white handset on a navy rounded square, 2rem square. The stylesheet draws
 * it (`.org-logo-mark`, an inline SVG image in the CSS), so it costs a page neither a request nor
 * script beyond this empty element, and it is whole the moment its tag is parsed. It always stands
 * beside the product's name, which carries the meaning, so it is hidden from assistive technology.
 *
 * @example
 * ```tsx
 * <a href="/">
 *   <LogoMark /> CallKeeper
 * </a>
 * ```
 */
export function LogoMark({ className }: LogoMarkProps) {
  return <span className={classNames('org-logo-mark', className)} aria-hidden="true" />;
}
