/** A stray console.error is a bug someone meant to hear about: it fails the test. */
import { afterEach, vi } from 'vitest';

// The API projects share one module registry across a worker's files (isolate: false), so this
// file runs again in a process whose console.error is already watched: watch it once.
const seen = Symbol.for('studio.console-errors');
const store = globalThis as { [seen]?: unknown[][] };

if (!store[seen]) {
  const errors: unknown[][] = [];
  store[seen] = errors;
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
}

afterEach(() => {
  const errors = store[seen] ?? [];
  const count = errors.length;
  const first = errors[0]?.[0];
  errors.length = 0;
  if (count > 0) throw new Error(`console.error was called ${count} time(s): ${String(first)}`);
});
