import { classNames } from './class-names';

/** Props of {@link Icon}. */
export interface IconProps {
  /** The SVG path data, drawn on a 24 × 24 grid; see {@link iconPaths}. */
  path: string;
  className?: string;
}

/**
 * The path data of the site's icons: single strokes, so each costs a few dozen bytes and no
 * icon library is needed.
 */
export const iconPaths = {
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  moon: 'M21 13A9 9 0 1 1 11 3a7 7 0 0 0 10 10z',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18m3 6.5c-.5-1-1.5-1.5-3-1.5-1.5 0-2.5.8-2.5 2s1 1.6 2.5 2 2.5.8 2.5 2-1 2-2.5 2-2.5-.5-3-1.5M12 6.5v11',
} as const;

/**
 * A decorative line icon, 1em square in the current text colour; hidden from assistive
 * technology, so the text beside it must carry the meaning.
 *
 * @example
 * ```tsx
 * <Icon path={iconPaths.phone} />
 * ```
 */
export function Icon({ path, className }: IconProps) {
  return (
    <svg
      className={classNames('org-icon', className)}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
