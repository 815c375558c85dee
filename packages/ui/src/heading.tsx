import type { ReactNode } from 'react';

/** Heading levels a section component may render, so it fits the page's outline. */
export type HeadingLevel = 2 | 3 | 4;

/** Renders `<h2>`..`<h4>` by level. Internal to the package. */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
