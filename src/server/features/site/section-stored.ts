/**
 * Reading a stored version back. A version is kept as JSON for good, while a section may gain
 * fields later: a field an old version lacks (or holds in another shape) reads as today's
 * default, so old versions still show and can still be restored.
 */
import type { z } from 'zod';
import { parseJsonOr } from '#shared/json.ts';
import { fieldsOf, type SiteSection } from './section.ts';

export function readStored<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  json: string,
): Content {
  const read = section.defaults();
  const stored = parseJsonOr(json, {});
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  for (const field of fieldsOf(section)) {
    const parsed = (section.shape.shape[field] as z.ZodType).safeParse(values[field]);
    if (parsed.success) read[field] = parsed.data as Content[typeof field];
  }
  return read;
}

/** Stored with its keys in one order, so equal content is equal text. */
export function storeContent<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  content: Content,
): string {
  return JSON.stringify(Object.fromEntries(fieldsOf(section).map((field) => [field, content[field]])));
}
