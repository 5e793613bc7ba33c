import type { ReactNode } from 'react';

/**
 * One term and its value in a definition list (`<dl>`), as a `div` so a row can be styled:
 * `className` on the row (a figure that warns), `valueClassName` on the value (a sum in bold).
 */
export function Fact({
  term,
  children,
  className,
  valueClassName,
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string | undefined;
  valueClassName?: string | undefined;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
