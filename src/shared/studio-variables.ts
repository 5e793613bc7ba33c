/**
 * The studio's name and 대표자 as variables in every section's texts: `{{학원명}}` and `{{대표자}}`
 * (the syntax of the terms' variables, src/shared/legal-variables.ts, which fills the policies)
 * are stored as written and filled in where the page is drawn (on the server's render and in
 * the browser alike, and in an editor's preview with the draft's own name), so a renamed studio
 * shows its new name everywhere at once. The 학원 정보 editor lists the sections that mention
 * them — by variable, or by the name written out, which a rename does not follow.
 */
// Types only: every page reads this module, and the schemas (zod) stay out of its script.
import type { SiteDocument, SiteSectionKey } from './schemas/site-content.ts';

/** The sections whose texts the variables fill, in the settings menu's order. */
const FILLED_SECTIONS: readonly SiteSectionKey[] = [
  'board',
  'director',
  'curriculum',
  'photos',
  'facility',
  'policies',
  'lessons',
];

export const STUDIO_VARIABLES = { 학원명: 'name', 대표자: 'owner' } as const;
export type StudioVariable = keyof typeof STUDIO_VARIABLES;
/** As the owner writes them; spaces inside the braces are forgiven, as in the terms. */
const VARIABLE = /\{\{\s*(학원명|대표자)\s*\}\}/gu;
const hasVariable = (text: string) => new RegExp(VARIABLE.source, 'u').test(text);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Stored rich text (the editors' HTML) starts with its first tag; a value there is escaped. */
const isHtml = (text: string) => text.startsWith('<');

type Studio = Pick<SiteDocument['studio'], 'name' | 'owner'>;

/** One text with the variables filled in. */
export function fillText(text: string, studio: Studio): string {
  if (!text.includes('{{')) return text;
  const html = isHtml(text);
  return text.replace(VARIABLE, (_whole, name: StudioVariable) => {
    const value = studio[STUDIO_VARIABLES[name]];
    return html ? escapeHtml(value) : value;
  });
}

function fillValue(value: unknown, studio: Studio): unknown {
  if (typeof value === 'string') return fillText(value, studio);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, studio));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, studio)]));
  }
  return value;
}

/**
 * The site as visitors see it: every section with its variables filled, but 학원 정보 itself and
 * the terms, whose pages fill all of their own variables (legal-variables.ts).
 */
export function fillStudioVariables(site: SiteDocument): SiteDocument {
  const filled: Record<string, unknown> = { ...site };
  for (const key of FILLED_SECTIONS) {
    if (key !== 'policies') filled[key] = fillValue(site[key], site.studio);
  }
  return filled as SiteDocument;
}

export interface StudioMention {
  key: SiteSectionKey;
  /** Uses `{{학원명}}` or `{{대표자}}`: follows a rename. */
  variables: boolean;
  /** Has the name or 대표자 written out: stays as written after a rename. */
  written: boolean;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The sections (학원 정보 aside) that mention the studio's name or 대표자, in the menu's order. */
export function studioMentions(site: SiteDocument): StudioMention[] {
  const { name, owner } = site.studio;
  const written = [name, escapeHtml(name), owner].filter((text) => text.trim() !== '');
  const mentions: StudioMention[] = [];
  for (const key of FILLED_SECTIONS) {
    const texts = strings(site[key]);
    const variables = texts.some(hasVariable);
    const literal = texts.some((text) => written.some((word) => text.includes(word)));
    if (variables || literal) mentions.push({ key, variables, written: literal });
  }
  return mentions;
}
