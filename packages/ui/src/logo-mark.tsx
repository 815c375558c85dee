import { Icon, iconPaths } from './icon';

/**
 * The product's mark: the site's phone icon, white on a navy rounded square, 2rem square (its
 * colours are `--org-color-brand` and `--org-color-brand-contrast`). It is the icon's own SVG
 * with a background, not an image: no request, whole the moment its tags are parsed, and allowed
 * by a Content Security Policy that admits no `data:` images. It always stands beside the
 * product's name, which carries the meaning, so it is hidden from assistive technology.
 *
 * @example
 * ```tsx
 * <a href="/">
 *   <LogoMark /> CallKeeper
 * </a>
 * ```
 */
export function LogoMark() {
  // No className prop: every byte of the header counts on every page, and a site sizes or
  // spaces the mark through its parent (`.org-header__brand > .org-logo-mark`).
  return <Icon path={iconPaths.phone} className="org-logo-mark" />;
}
