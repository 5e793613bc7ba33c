/** A quick phrase added to a field: on a line of its own, never twice in a row. */
export function appendLine(text: string, phrase: string): string {
  const trimmed = text.replace(/\s+$/u, '');
  if (trimmed === '') return phrase;
  const lines = trimmed.split('\n');
  if (lines[lines.length - 1]?.trim() === phrase) return trimmed;
  return `${trimmed}\n${phrase}`;
}
