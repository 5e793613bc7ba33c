/**
 * The studio's name and 대표자 written out in the sections' texts become `{{학원명}}` and
 * `{{대표자}}` (src/shared/studio-variables.ts), so a studio renamed after this follows the rename
 * everywhere: the home gallery heading and the /director greeting were written with the name
 * before the variables existed. Only the exact current name and 대표자 of the published 학원 정보
 * are rewritten, in the newest version of each other section, in place: the page drawn stays
 * word for word the same (the variables fill in those same words), so this is no new publish.
 * A field that is the name alone stays; a text whose rewrite the section's rules refuse (a length
 * limit the longer variable would pass) keeps its section as written. A studio that never wrote
 * them out is left untouched.
 */
import { type Kysely, sql } from 'kysely';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';

/** The sections whose texts the variables fill, 학원 정보 aside (studio-variables.ts). */
const SECTIONS = ['board', 'director', 'curriculum', 'photos', 'facility', 'policies', 'lessons'] as const;

/** Addresses and photo names are not texts: a name inside one stays as it is. */
const NOT_TEXT = /^(https?:|\/|builtin:|upload:|data:|mailto:|tel:)/u;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

interface Words {
  name: string;
  owner: string;
}

function rewriteText(text: string, words: Words): string {
  if (NOT_TEXT.test(text)) return text;
  // A field that is the name alone (a teacher card's name) names a person or the studio as a
  // fact, not a sentence about it: it stays as written, as the first-start cards have it.
  if (text === words.name || text === words.owner) return text;
  // Stored rich text starts with its first tag, and holds the name escaped.
  const html = text.startsWith('<');
  let out = text;
  // The name first: a 대표자 written inside the name stays part of it.
  if (words.name !== '') out = out.replaceAll(html ? escapeHtml(words.name) : words.name, '{{학원명}}');
  if (words.owner !== '') out = out.replaceAll(html ? escapeHtml(words.owner) : words.owner, '{{대표자}}');
  return out;
}

function rewrite(value: unknown, words: Words): unknown {
  if (typeof value === 'string') return rewriteText(value, words);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, words));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, words)]));
  }
  return value;
}

/** A word too short to be the studio's own (one letter) would be found inside other words. */
const usable = (word: unknown) => (typeof word === 'string' && [...word.trim()].length >= 2 ? word : '');

async function newest(db: Kysely<unknown>, section: string) {
  const { rows } = await sql<{ version: number; content: string }>`
    select version, content from site_content_versions where section = ${section}
    order by version desc limit 1`.execute(db);
  return rows[0];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const studio = await newest(db, 'studio');
  if (!studio) return;
  const published = JSON.parse(studio.content) as { name?: unknown; owner?: unknown };
  const words = { name: usable(published.name), owner: usable(published.owner) };
  if (words.name === '' && words.owner === '') return;
  for (const section of SECTIONS) {
    const row = await newest(db, section);
    if (!row) continue;
    const content = JSON.parse(row.content) as unknown;
    const rewritten = rewrite(content, words);
    const text = JSON.stringify(rewritten);
    if (text === JSON.stringify(content)) continue;
    const shape = siteSectionSchemas[section].shape;
    if (!shape.safeParse(rewritten).success && shape.safeParse(content).success) continue;
    await sql`update site_content_versions set content = ${text}
      where section = ${section} and version = ${row.version}`.execute(db);
  }
}
