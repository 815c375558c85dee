import type { HTMLAttributes, Ref } from 'react';
import { classNames } from './class-names';

/** Props of {@link Card}: every native `div` prop. */
export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * A bordered, padded panel: the surface of the benefit and testimonial cards, for a site's own
 * content.
 *
 * @example
 * ```tsx
 * <Card className="figure"><dt>Monthly loss</dt><dd>$24,300</dd></Card>
 * ```
 */
export function Card({ className, ...rest }: CardProps) {
  return <div {...rest} className={classNames('org-card', className)} />;
}
