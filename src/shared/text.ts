/**
 * What every free-text field accepts, in one place (server and forms alike).
 *
 * Text is stored in NFC. Control characters are refused (a NUL breaks PostgreSQL), and so
 * are the bidirectional embeddings, overrides and isolates that make text read differently
 * from how it is stored. Names lose their invisible format characters (zero-width space,
 * word joiner, soft hyphen …): otherwise "김민수" and "김민수" + U+200B are two people.
 */

/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Lone surrogate halves: not text, and not representable in UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export type TextProblem = 'control' | 'direction';

/**
 * Why a text may not be stored, or null when it may. Single-line text may hold a tab (it
 * becomes a space); multi-line text may hold line breaks too.
 */
export function textProblem(text: string, multiline = false): TextProblem | null {
  if (BIDI_CONTROL.test(text)) return 'direction';
  if (LONE_SURROGATE.test(text)) return 'control';
  return hasControlCharacter(text, multiline) ? 'control' : null;
}

/** C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F); a tab always passes, line breaks in multi-line text. */
function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code > 0x9f) continue;
    if (code === TAB) continue;
    if (multiline && (code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** One line of text: NFC, trimmed, every run of whitespace one space. */
export function normalizeLine(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** A person's or a thing's name: a line without invisible format characters. */
export function normalizeName(text: string): string {
  return normalizeLine(text.normalize('NFC').replace(FORMAT_CHARACTERS, ''));
}

/** Several lines: NFC, `\r\n` and `\r` as `\n`, trailing spaces of the whole removed. */
export function normalizeParagraphs(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/gu, '\n').trim();
}
