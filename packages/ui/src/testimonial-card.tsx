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

/** Up to two initials of a name, such as `MJ` for 'Mary Jones', for the decorative avatar. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}

/**
 * A short client quote with its author's first name, marked up as a `<figure>` with
 * `<blockquote>` and `<figcaption>`. A round avatar with the name's initials sits beside the
 * name; it is decorative (hidden from assistive technology), the name stays text.
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
        <span className="org-testimonial__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          {name}
          {detail !== undefined && <span className="org-testimonial__detail">, {detail}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
