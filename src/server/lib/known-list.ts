/**
 * A list of choices stored as JSON text, read back defensively: only the values still known
 * survive, in the order `known` gives them; anything unreadable reads as no choice.
 */
export function readKnownList<Value extends string>(text: string, known: readonly Value[]): Value[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? known.filter((value) => parsed.includes(value)) : [];
  } catch {
    return [];
  }
}
