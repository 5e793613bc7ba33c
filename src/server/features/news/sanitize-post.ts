/**
 * The gate every stored post passes (docs/decisions/008-sanitising-rich-text.md): the
 * allowlist is exactly what the news editor's toolbar can make — headings 1–2, paragraphs,
 * bold, italic, underline, strike, blockquote, lists, font size, alignment, line breaks and
 * images (POST_RULES of src/server/rich-text, the one sanitiser of every stored rich text).
 */
import { POST_RULES } from '../../rich-text/rules.ts';
import { decodeEntities, plainText, sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';

export { plainText };

export function sanitizePost(html: string): string {
  return sanitizeRichText(html, POST_RULES);
}

/** The first image of sanitised content: the post's thumbnail in the list. */
export function firstImage(sanitised: string): string | null {
  const match = /<img\b[^>]*?\ssrc="([^"]+)"/.exec(sanitised);
  return match ? decodeEntities(match[1]!) : null;
}

/** A short summary: the first `length` characters of the text, cut at a word when possible. */
export function summary(sanitised: string, length = 100): string {
  const text = plainText(sanitised);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`;
}
