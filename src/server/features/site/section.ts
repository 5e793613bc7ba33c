/**
 * A section of the studio's content (docs/decisions/024): one document the owner edits and
 * publishes whole, in versions. Every section is stored, checked, published, restored and
 * answered the same way; a section only says what it holds and what it starts as.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface SiteSection<Content extends Record<string, unknown> = Record<string, unknown>> {
  /** Its name in the URL (`/api/site/studio`), in the table and in the answer of `GET /api/site`. */
  key: string;
  /** What the owner calls it, for the audit log and the history (`학원 정보`). */
  label: string;
  /** What a save must pass: every rule, each failure with its Korean code. */
  input: z.ZodType<Content, unknown>;
  /** The content's shape as stored and answered; also how a stored field is judged readable. */
  shape: z.ZodObject<z.ZodRawShape>;
  /** The content on first start: today's texts and photos of src/content/. */
  defaults: () => Content;
  /** A field's value as one line of the audit page; JSON unless the section says better. */
  shown?(content: Content, field: keyof Content & string): string;
  /**
   * What the input's rules cannot see, checked against the site before a save is published
   * (e.g. that a picture names an upload that exists, at its real size): the content to publish,
   * corrected where the server knows better, or an AppError (4xx). Restores skip it: they put
   * back what was once published.
   */
  verify?(content: Content, app: FastifyInstance): Promise<Content>;
  /**
   * What is stored of what was sent: its rich text sanitised (src/server/rich-text), or an
   * AppError (400) when a text the section needs holds nothing once sanitised. Every version
   * passes it as it is stored (cleanContent): a save through the section's own route or through
   * `PUT /api/site`, a restore, the first-start defaults. No way in can skip it.
   */
  clean?(content: Content): Content;
}

export function defineSection<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
): SiteSection<Content> {
  return section;
}

/** The content as it may be stored: the one gate every version of every section passes. */
export function cleanContent<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  content: Content,
): Content {
  return section.clean ? section.clean(content) : content;
}

export function fieldsOf<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
): Array<keyof Content & string> {
  return Object.keys(section.shape.shape) as Array<keyof Content & string>;
}
