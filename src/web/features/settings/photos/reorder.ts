/**
 * Moving items of an ordered list, by buttons (one place up or down) and by dragging (to the
 * place the pointer is over): the same list operations, so both ways end alike.
 */

/** `list` with the item at `from` taken out and put back at `to`; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** `list` without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/**
 * Where a dragged item lands: as many places down as there are other items whose middle the
 * pointer's `y` is past, judged by the items as they stood when the drag began (their top and
 * height, in order), so the list does not shift under the finger while it moves.
 */
export function dropIndex(
  y: number,
  boxes: ReadonlyArray<{ top: number; height: number }>,
  from: number,
): number {
  let passed = 0;
  for (const [index, box] of boxes.entries()) {
    if (index !== from && y > box.top + box.height / 2) passed += 1;
  }
  return passed;
}
