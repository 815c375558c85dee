import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { Heading, type HeadingLevel } from './heading';

/** Props of {@link BenefitCard}. */
export interface BenefitCardProps {
  /** Such as 'Every Call, Handled'. */
  title: ReactNode;
  /** The benefit's explanation. */
  children: ReactNode;
  /** A decorative icon shown above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** Defaults to 3 (the cards sit under the hero's `<h1>` and a section `<h2>`). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * One benefit of the service, as on the home page's three cards.
 *
 * @example
 * ```tsx
 * <BenefitCard title="Every Call, Handled">Answered 24/7, even when you are on a roof.</BenefitCard>
 * ```
 */
export function BenefitCard({
  title,
  children,
  icon,
  headingLevel = 3,
  className,
}: BenefitCardProps) {
  return (
    <article className={classNames('org-card', 'org-benefit', className)}>
      {icon !== undefined && (
        <span className="org-benefit__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading level={headingLevel} className="org-card__title">
        {title}
      </Heading>
      <div className="org-card__body">{children}</div>
    </article>
  );
}
