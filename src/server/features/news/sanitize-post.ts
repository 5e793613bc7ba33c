/**
 * The one gate every stored post passes (docs/decisions/008-sanitising-rich-text.md): the
 * allowlist is exactly what the editor's toolbar can make — headings 1–2, paragraphs, bold,
 * italic, underline, strike, blockquote, lists, font size, alignment, line breaks and images.
 * Anything else (script, event handlers, links, frames, forms, SVG, other styles) is dropped.
 */
import sanitizeHtml from 'sanitize-html';
import { IMAGE_URL_PATTERN } from '#shared/schemas/news.ts';

/** The toolbar's three alignment buttons. */
const ALIGN = /^(left|center|right)$/;
/** The toolbar offers a few sizes; any whole pixel size from 8 to 72 is harmless. */
const FONT_SIZE = /^([89]|[1-6]\d|7[0-2])px$/;
const DIMENSION = /^\d{1,5}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ol',
    'ul',
    'li',
    'span',
    'img',
  ],
  allowedAttributes: {
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    span: ['style'],
    ol: ['start', 'type'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedStyles: {
    p: { 'text-align': [ALIGN] },
    h1: { 'text-align': [ALIGN] },
    h2: { 'text-align': [ALIGN] },
    span: { 'font-size': [FONT_SIZE] },
  },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop an image whose address is neither one of our uploads nor https, and bad numbers.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_URL_PATTERN.test(frame.attribs.src ?? ''),
  transformTags: {
    img: (tagName, attribs) => {
      // Every image has an alt text, empty when the editor gave none (a decorative picture).
      const kept: sanitizeHtml.Attributes = { ...attribs, alt: attribs.alt ?? '' };
      for (const key of ['width', 'height'] as const) {
        if (kept[key] !== undefined && !DIMENSION.test(kept[key])) delete kept[key];
      }
      return { tagName, attribs: kept };
    },
    ol: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.start !== undefined && !/^\d{1,6}$/.test(kept.start)) delete kept.start;
      if (kept.type !== undefined && !/^[1aAiI]$/.test(kept.type)) delete kept.type;
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizePost(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The first image of sanitised content: the post's thumbnail in the list. */
export function firstImage(sanitised: string): string | null {
  const match = /<img\b[^>]*?\ssrc="([^"]+)"/.exec(sanitised);
  return match ? decodeEntities(match[1]!) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of sanitised content, for link previews and for "is this post empty?". */
export function plainText(sanitised: string): string {
  const text = sanitised
    .replace(/<(br|\/p|\/h[12]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A short summary: the first `length` characters of the text, cut at a word when possible. */
export function summary(sanitised: string, length = 100): string {
  const text = plainText(sanitised);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`;
}
