/**
 * Which characters a page needs from the web font (docs/decisions/043-font-subsets-per-page.md):
 * the text a rendered page shows, split into the site's chrome (everything outside `<main>`:
 * the skip link, header, menus, footer and contact bar, the same on every page) and the page's
 * own text beyond it; the Korean of a page's scripts, which the browser draws itself; and the
 * `unicode-range` that tells the browser which characters a subset holds. Pure: no font here.
 */
import { createHash } from 'node:crypto';

/**
 * Always in the chrome subset: digits and the punctuation any page's text may use, so that a
 * date, a price or a phone number a page shows needs nothing beyond it.
 */
export const CHROME_EXTRA = ' 0123456789.,:;!?()-~/·%';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML character references (`&amp;`, `&#39;`, `&#x27;`) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference: string, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[body.toLowerCase()] ?? reference;
  });
}

/** Attributes whose text is drawn: a field's placeholder and the value of an input or button. */
const DRAWN_ATTRIBUTES = /\s(?:placeholder|value)="([^"]*)"/g;

/**
 * The text a piece of HTML draws: its text nodes and drawn attributes, without scripts (the
 * page's data for hydration), stylesheets and comments. Word order does not matter here.
 */
export function visibleText(html: string): string {
  const bare = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const attributes: string[] = [];
  const text = bare.replace(/<[^>]*>/g, (tag) => {
    for (const [, value] of tag.matchAll(DRAWN_ATTRIBUTES)) attributes.push(value!);
    return ' ';
  });
  return decodeEntities(`${text} ${attributes.join(' ')}`);
}

/** A page's HTML as the chrome and its own content: `<main>` … `</main>` is the page's. */
export function splitPage(html: string): { chrome: string; main: string } {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return { chrome: html, main: '' };
  return { chrome: html.slice(0, start) + html.slice(end), main: html.slice(start, end) };
}

/**
 * The characters of a text as sorted, distinct code points, as a font subset needs them:
 * any white space counts as the space; control characters, invisible format characters and
 * unpaired surrogates draw nothing and are left out.
 */
export function codePointsOf(text: string): number[] {
  const points = new Set<number>();
  for (const char of text) {
    const point = char.codePointAt(0)!;
    // Tab and line breaks are Cc, U+FEFF is Cf and white space to the regex: spaces all.
    if (/[\t\n\v\f\r]/.test(char)) points.add(0x20);
    else if (/[\p{Cc}\p{Cf}\p{Cs}]/u.test(char)) continue;
    else if (/\s/u.test(char)) points.add(0x20);
    else points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** The code points of `points` that `covered` does not hold (both sorted). */
export function beyond(points: readonly number[], covered: readonly number[]): number[] {
  const known = new Set(covered);
  return points.filter((point) => !known.has(point));
}

const hex = (point: number) => point.toString(16).toUpperCase();

/** CSS `unicode-range` for sorted code points, runs of neighbours as ranges: `U+20, U+2C-2E`. */
export function unicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  let index = 0;
  while (index < points.length) {
    const first = points[index]!;
    let last = first;
    while (index + 1 < points.length && points[index + 1] === last + 1) {
      index += 1;
      last = points[index]!;
    }
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    index += 1;
  }
  return parts.join(', ');
}

/**
 * The Korean a script may draw: Hangul syllables and compatibility jamo (ㄱ…ㅣ, as in an 초성
 * search). The rest of a script is code, not text.
 */
export function koreanOfScript(code: string): string {
  return (code.match(/[\u3131-\u318e\uac00-\ud7a3]/g) ?? []).join('');
}

/**
 * A subset's file name: a hash of its code points and of how subsets are made (`recipe`), so
 * that a new recipe never serves an old file under the same name.
 */
export function subsetName(points: readonly number[], recipe: string): string {
  return createHash('sha256')
    .update(`${recipe}\n${points.join(',')}`)
    .digest('hex')
    .slice(0, 20);
}

/** A subset's name as its URL carries it: twenty lower-case hex digits. */
export const SUBSET_NAME = /^[0-9a-f]{20}$/;

/**
 * Below this many characters a page's own text gets no subset of its own (a file's fixed part
 * is about 2 KB): a page the browser draws itself shows only 불러오는 중... at first, and those
 * characters go with its script's subset, which it fetches anyway.
 */
export const MIN_PAGE_SUBSET = 8;

/**
 * The subsets a page declares, as disjoint sets of code points, none empty: the chrome (the
 * text outside `<main>` and CHROME_EXTRA), the page's text beyond it, then each script's
 * Korean beyond everything before it.
 */
export function pageSubsets(html: string, scriptTexts: readonly string[]): number[][] {
  const { chrome, main } = splitPage(html);
  const chromePoints = codePointsOf(visibleText(chrome) + CHROME_EXTRA);
  let pagePoints = beyond(codePointsOf(visibleText(main)), chromePoints);
  const subsets = [chromePoints];
  let covered = chromePoints;
  if (pagePoints.length >= MIN_PAGE_SUBSET || scriptTexts.length === 0) {
    subsets.push(pagePoints);
    covered = [...covered, ...pagePoints];
    pagePoints = [];
  }
  for (const [index, text] of scriptTexts.entries()) {
    const points = beyond(codePointsOf(text), covered);
    const subset = index === 0 ? [...new Set([...pagePoints, ...points])].sort((a, b) => a - b) : points;
    subsets.push(subset);
    covered = [...covered, ...subset];
  }
  return subsets.filter((points) => points.length > 0);
}

/** The faces a page declares, each a subset of the one variable font. */
export interface FontFace {
  name: string;
  points: readonly number[];
}

/**
 * `@font-face` rules for a page's subsets. `swap`: the text is there at once in the metric-
 * matched fallback (global.css), and Pretendard takes its place without moving anything.
 */
export function fontFaceCss(family: string, weights: string, faces: readonly FontFace[]): string {
  return faces
    .filter((face) => face.points.length > 0)
    .map(
      (face) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weights};font-display:swap;` +
        `src:url(/fonts/${face.name}.woff2) format("woff2");unicode-range:${unicodeRange(face.points)}}`,
    )
    .join('');
}
