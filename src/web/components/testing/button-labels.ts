/** The text of every button inside `container`, in page order. */
import { within } from '@testing-library/react';

export function buttonLabels(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('button')
    .map((button) => button.textContent);
}
