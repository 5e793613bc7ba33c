/**
 * The one gate all stored rich text passes (docs/decisions/008-sanitising-rich-text.md): news
 * posts, and texts of the studio's content written in the same editor. The allowlist is what
 * the editor's toolbar can make — paragraphs, bold, italic, underline, strike, blockquote,
 * lists, font size, alignment, line breaks — plus the heading levels and pictures each use
 * allows. Anything else (script, event handlers, links, frames, forms, SVG, other styles) is
 * dropped. What is stored is what is served: reading never sanitises again.
 */
import sanitizeHtml from 'sanitize-html';
import { IMAGE_URL_PATTERN } from '#shared/schemas/news.ts';

export type HeadingTag = 'h1' | 'h2' | 'h3';

export interface RichTextRules {
  /** The heading levels the editor offers for this text. */
  headings: readonly HeadingTag[];
  /**
   * Headings of other levels written as one of these instead (their text stays a heading);
   * a level neither kept nor renamed loses its tag and keeps its text.
   */
  renameHeadings?: Readonly<Record<string, HeadingTag>>;
  /** Pictures: our uploads or https addresses, each with an alt text. */
  images: boolean;
}

/** The toolbar's three alignment buttons. */
const ALIGN = /^(left|center|right)$/;
/** The toolbar offers a few sizes; any whole pixel size from 8 to 72 is harmless. */
const FONT_SIZE = /^([89]|[1-6]\d|7[0-2])px$/;
const DIMENSION = /^\d{1,5}$/;

const TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ol', 'ul', 'li', 'span'];

const keepImage: sanitizeHtml.Transformer = (tagName, attribs) => {
  // Every image has an alt text, empty when the editor gave none (a decorative picture).
  const kept: sanitizeHtml.Attributes = { ...attribs, alt: attribs.alt ?? '' };
  for (const key of ['width', 'height'] as const) {
    if (kept[key] !== undefined && !DIMENSION.test(kept[key])) delete kept[key];
  }
  return { tagName, attribs: kept };
};

const keepList: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept = { ...attribs };
  if (kept.start !== undefined && !/^\d{1,6}$/.test(kept.start)) delete kept.start;
  if (kept.type !== undefined && !/^[1aAiI]$/.test(kept.type)) delete kept.type;
  return { tagName, attribs: kept };
};

function optionsOf(rules: RichTextRules): sanitizeHtml.IOptions {
  const aligned = ['p', ...rules.headings];
  const transformTags: Record<string, sanitizeHtml.Transformer> = { ol: keepList };
  for (const [from, to] of Object.entries(rules.renameHeadings ?? {})) {
    transformTags[from] = (_tagName, attribs) => ({ tagName: to, attribs });
  }
  if (rules.images) transformTags.img = keepImage;
  return {
    allowedTags: [...TEXT_TAGS, ...rules.headings, ...(rules.images ? ['img'] : [])],
    allowedAttributes: {
      ...Object.fromEntries(aligned.map((tag) => [tag, ['style']])),
      span: ['style'],
      ol: ['start', 'type'],
      ...(rules.images ? { img: ['src', 'alt', 'title', 'width', 'height'] } : {}),
    },
    allowedStyles: {
      ...Object.fromEntries(aligned.map((tag) => [tag, { 'text-align': [ALIGN] }])),
      span: { 'font-size': [FONT_SIZE] },
    },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Drop an image whose address is neither one of our uploads nor https.
    exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_URL_PATTERN.test(frame.attribs.src ?? ''),
    transformTags,
  };
}

/** Compiled once per set of rules: each use keeps its rules in a module-level constant. */
const compiled = new WeakMap<RichTextRules, sanitizeHtml.IOptions>();

export function sanitizeRichText(html: string, rules: RichTextRules): string {
  let options = compiled.get(rules);
  if (!options) {
    options = optionsOf(rules);
    compiled.set(rules, options);
  }
  return sanitizeHtml(html, options).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of sanitised content, for link previews and the audit page. */
export function plainText(sanitised: string): string {
  const text = sanitised
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Invisible format characters (zero-width space, word joiner, BOM …): they show nothing. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Whether sanitised content shows nothing at all: no visible character and no picture. An
 * editor left empty sends `<p></p>`; `<p><span>&#8203;</span></p>` is as empty.
 */
export function isBlank(sanitised: string): boolean {
  return plainText(sanitised).replace(FORMAT_CHARACTERS, '').trim() === '' && !/<img\s/.test(sanitised);
}
