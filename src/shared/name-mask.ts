/**
 * A booker's name as the public board shows it to visitors: the first and the last character
 * kept, each one between them a `*` (김민수 → 김*수); a two-character name keeps its first
 * (이준 → 이*), a one-character name stays as it is. Staff see names whole; the database keeps
 * them whole (the daily limit per name counts them).
 */
const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

export function maskName(name: string): string {
  const characters = Array.from(graphemes.segment(name), (part) => part.segment);
  if (characters.length <= 1) return name;
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`;
}
