import { classNames } from './class-names';
import { Icon, iconPaths } from './icon';

/** Props of {@link CallIllustration}. */
export interface CallIllustrationProps {
  className?: string;
}

/**
 * A stylised answered call, drawn in CSS: a phone badge, a voice wave and a short exchange of
 * message bubbles. It carries no text, so it is hidden from assistive technology; its size is
 * fixed in CSS, so it never shifts the layout.
 *
 * @example
 * ```tsx
 * <CallIllustration />
 * ```
 */
export function CallIllustration({ className }: CallIllustrationProps) {
  return (
    <div className={classNames('org-call-art', className)} aria-hidden="true">
      <span className="org-call-art__phone">
        <Icon path={iconPaths.phone} />
      </span>
      <span className="org-call-art__wave" />
      <span className="org-call-art__bubble" />
      <span className="org-call-art__bubble" />
      <span className="org-call-art__bubble" />
    </div>
  );
}
