import { useId } from 'react';
import { classNames } from './class-names';
import { Heading } from './heading';

/** One column of the {@link Comparison}: an answering option. */
export interface ComparisonOption {
  /** Stable key, such as `diy`. */
  id: string;
  title: string;
  /** Highlights the column and labels it with the recommended label. */
  recommended?: boolean;
}

/** One cell of the {@link Comparison}: `true` a check, `false` a cross, a string its text. */
export type ComparisonCell = boolean | string;

/** One row of the {@link Comparison}: a criterion and a cell per option, in the options' order. */
export interface ComparisonRow {
  label: string;
  cells: readonly ComparisonCell[];
}

/**
 * The four options of the home page's 'Why Choose Us?' section, in their default wording.
 */
export const defaultComparisonOptions: readonly ComparisonOption[] = [
  { id: 'diy', title: 'Do It Yourself' },
  { id: 'staff', title: 'Hire Staff' },
  { id: 'call-center', title: 'Call Center' },
  { id: 'better', title: 'The Better Option', recommended: true },
];

/** The default criteria the {@link defaultComparisonOptions} are compared on. */
export const defaultComparisonRows: readonly ComparisonRow[] = [
  { label: 'Answers every call', cells: [false, false, true, true] },
  { label: 'Nights and weekends', cells: [false, false, true, true] },
  { label: 'Sounds like your business', cells: [true, true, false, true] },
  {
    label: 'Cost',
    cells: [
      'Your time and lost jobs',
      'Wages, training and sick days',
      'Per-call fees',
      'Cheaper than a human',
    ],
  },
];

/** Text of the {@link Comparison} a site may change. */
export interface ComparisonText {
  heading: string;
  recommendedLabel: string;
  /** The text alternative of a check mark. */
  yes: string;
  /** The text alternative of a cross mark. */
  no: string;
}

/** Default {@link ComparisonText}. */
export const defaultComparisonText: ComparisonText = {
  heading: 'Why Choose Us?',
  recommendedLabel: 'Recommended Solution',
  yes: 'Yes',
  no: 'No',
};

/** Props of {@link Comparison}. */
export interface ComparisonProps {
  /** The table's columns. Defaults to {@link defaultComparisonOptions}. */
  options?: readonly ComparisonOption[];
  /** The table's rows. Defaults to {@link defaultComparisonRows}. */
  rows?: readonly ComparisonRow[];
  text?: Partial<ComparisonText>;
  /** Level of the section heading. Defaults to 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The 'Why Choose Us?' comparison of answering options: a table with an option per column and a
 * criterion per row, its recommended column highlighted and labelled 'Recommended Solution'
 * (`data-state="recommended"` on its cells). Narrow screens show each row as a card, each cell
 * named by its option; it stays one `<table>`, so the header associations hold at every width.
 *
 * @example
 * ```tsx
 * <Comparison />
 * ```
 */
export function Comparison({
  options = defaultComparisonOptions,
  rows = defaultComparisonRows,
  text,
  headingLevel = 2,
  className,
}: ComparisonProps) {
  const copy = { ...defaultComparisonText, ...text };
  const headingId = useId();
  const state = (option: ComparisonOption | undefined) =>
    option?.recommended ? 'recommended' : undefined;
  return (
    <section className={classNames('org-comparison', className)} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="org-comparison__heading">
        {copy.heading}
      </Heading>
      <table className="org-comparison__table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <td />
            {options.map((option) => (
              <th key={option.id} scope="col" data-state={state(option)}>
                {option.recommended && (
                  <>
                    <span className="org-comparison__badge">{copy.recommendedLabel}</span>{' '}
                  </>
                )}
                {option.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => {
                const option = options[index];
                return (
                  <td
                    key={option?.id ?? index}
                    data-label={option?.title}
                    data-state={state(option)}
                  >
                    {typeof cell === 'string' ? (
                      cell
                    ) : (
                      <span className="org-comparison__mark" data-mark={cell ? 'yes' : 'no'}>
                        <span className="org-visually-hidden">{cell ? copy.yes : copy.no}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
