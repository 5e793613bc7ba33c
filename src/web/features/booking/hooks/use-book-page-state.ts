/**
 * What the islands of /book share (docs/decisions/070-islands-on-public-pages.md): the date
 * chosen in the form, the cell picked on the board for the form, and whether the board's live
 * stream is open. Each island is a React root of its own, so this lives beside them, in the
 * module they all import, instead of in a common parent's state.
 *
 * The server never writes here (only events and effects do), and every island hydrates from
 * the server's snapshot (today, nothing picked, not live): its first render matches its HTML,
 * and it moves on to what was chosen meanwhile right after.
 */
import { useSyncExternalStore } from 'react';

interface Preset {
  room: number;
  time: number;
  key: number;
}

interface BookPageState {
  /** null: today. */
  chosen: string | null;
  preset: Preset | null;
  live: boolean;
}

const initial: BookPageState = { chosen: null, preset: null, live: false };
let state = initial;
const listeners = new Set<() => void>();

function update(change: Partial<BookPageState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBookPageState(): BookPageState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

export const setBoardDate = (date: string) => update({ chosen: date });
export const pickCell = (room: number, time: number) => update({ preset: { room, time, key: Date.now() } });
export const setBoardLive = (live: boolean) => {
  if (state.live !== live) update({ live });
};

/** The date the board shows: today unless chosen otherwise, and never a day that has passed (a board left open overnight moves on). */
export function useBoardDate(today: string): string {
  const { chosen } = useBookPageState();
  return chosen && chosen >= today ? chosen : today;
}
