/** A stray console.error is a bug someone meant to hear about: it fails the test. */
import { afterEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
});
