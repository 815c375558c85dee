import type { ReactNode } from 'react';
import { classNames } from './class-names';

/** Props of {@link TestimonialCard}. */
export interface TestimonialCardProps {
  /** What the client said. */
  quote: ReactNode;
  /** The client's first name. */
  name: string;
  /** Optional trade or town, shown after the name. */
  detail?: string;
  className?: string;
}

/**
 * A short client quote with its author's first name, marked up as a `<figure>` with
 * `<blockquote>` and `<figcaption>`.
 *
 * @example
 * ```tsx
 * <TestimonialCard quote="It booked three jobs the first weekend." name="Mike" />
 * ```
 */
export function TestimonialCard({ quote, name, detail, className }: TestimonialCardProps) {
  return (
    <figure className={classNames('org-card', 'org-testimonial', className)}>
      <blockquote className="org-testimonial__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="org-testimonial__author">
        {name}
        {detail !== undefined && <span className="org-testimonial__detail">, {detail}</span>}
      </figcaption>
    </figure>
  );
}
