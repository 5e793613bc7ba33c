import type { ReactNode } from 'react';

/** One term and its value in a definition list (`<dl>`), as a `div` so a row can be styled. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
