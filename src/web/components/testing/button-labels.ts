/** The text of every button inside `container`, in page order. */
import { within } from '@testing-library/react';

export function buttonLabels(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/** The text of every option of a select (or any other element holding options), in order. */
export function optionLabels(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
