import { useId } from 'react';
import { classNames } from './class-names';
import { Heading, type HeadingLevel } from './heading';

/** One column of the {@link Comparison}. */
export interface ComparisonOption {
  /** Stable key, such as `diy`. */
  id: string;
  title: string;
  /** Short facts about the option, one per line. */
  points: readonly string[];
  /** Marks the option with the recommended label and a stronger border. */
  recommended?: boolean;
}

/**
 * The four options of the home page's 'Why Choose Us?' section. The spec names them but not
 * their wording; the points are placeholders the site may replace.
 */
export const defaultComparisonOptions: readonly ComparisonOption[] = [
  {
    id: 'diy',
    title: 'Do It Yourself',
    points: ['Calls go unanswered while you work', 'Evenings and weekends go to voicemail'],
  },
  {
    id: 'staff',
    title: 'Hire Staff',
    points: ['Wages, training and sick days', 'Office hours only'],
  },
  {
    id: 'call-center',
    title: 'Call Center',
    points: ['Scripted and generic', "Doesn't know your business"],
  },
  {
    id: 'better',
    title: 'The Better Option',
    points: ['Every call answered 24/7', 'Sounds like your business', 'Cheaper than a human'],
    recommended: true,
  },
];

/** Text of the {@link Comparison} a site may change. */
export interface ComparisonText {
  heading: string;
  recommendedLabel: string;
}

/** Default {@link ComparisonText}. */
export const defaultComparisonText: ComparisonText = {
  heading: 'Why Choose Us?',
  recommendedLabel: 'Recommended Solution',
};

/** Props of {@link Comparison}. */
export interface ComparisonProps {
  /** Defaults to {@link defaultComparisonOptions}. */
  options?: readonly ComparisonOption[];
  text?: Partial<ComparisonText>;
  /** Level of the section heading; the option titles are one level below. Defaults to 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The 'Why Choose Us?' comparison of answering options, with the recommended one labelled
 * 'Recommended Solution' (`data-state="recommended"` on its card).
 *
 * @example
 * ```tsx
 * <Comparison />
 * ```
 */
export function Comparison({
  options = defaultComparisonOptions,
  text,
  headingLevel = 2,
  className,
}: ComparisonProps) {
  const copy = { ...defaultComparisonText, ...text };
  const headingId = useId();
  return (
    <section className={classNames('org-comparison', className)} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="org-comparison__heading">
        {copy.heading}
      </Heading>
      <ul className="org-comparison__grid">
        {options.map((option) => (
          <li
            key={option.id}
            className="org-card org-comparison__option"
            data-state={option.recommended ? 'recommended' : 'default'}
          >
            {option.recommended && <p className="org-comparison__badge">{copy.recommendedLabel}</p>}
            <Heading level={(headingLevel + 1) as HeadingLevel} className="org-card__title">
              {option.title}
            </Heading>
            <ul className="org-comparison__points">
              {option.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
