/**
 * An island waiting for the visitor to reach for it (components/island.tsx) can be woken by
 * another island that needs it now: on /book, the board when a cell is picked for the form, and
 * the form when a date is chosen for the log. The
 * islands' entry (src/web/islands.tsx) counts this event on the marker as a reach. Kept apart
 * from the island component so that the entry, which must stay small, imports only this.
 */
export const ISLAND_WAKE = 'island-wake';

export function wakeIsland(name: string): void {
  if (typeof document === 'undefined') return;
  document.querySelector(`[data-island="${name}"]`)?.dispatchEvent(new Event(ISLAND_WAKE));
}
