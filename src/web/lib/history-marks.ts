/**
 * Marks on the browser history's entries, kept in `history.state` beside the router's own: an
 * open dialog's entry (components/ui/dialog.tsx) and the unsaved-changes guard's entry.
 */

/** Adds an entry for the same address, the router's state kept, with `key` set to `value`. */
export function pushMarkedEntry(key: string, value: unknown): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [key]: value }, '');
}

/** The current entry's mark under `key`, if it has one. */
export function entryMark(key: string): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}
