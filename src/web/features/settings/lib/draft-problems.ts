/**
 * The draft checked by the section's own input schema before it is sent, as the server will
 * check it: each refused field's Korean message, and one line for beside the publish button
 * that names the first refused field.
 */
import type { z } from 'zod';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { type SiteSectionKey, siteSectionSchemas } from '#shared/schemas/site-content.ts';

interface DraftProblems {
  fields: Partial<Record<string, string>>;
  /** `전화번호: 전화번호를 … 입력해 주세요.` */
  summary: string;
}

export function draftProblems(
  key: SiteSectionKey,
  draft: unknown,
  fieldLabels: Record<string, string>,
): DraftProblems | null {
  const schema = siteSectionSchemas[key].input as unknown as z.ZodType;
  const parsed = schema.safeParse(draft);
  if (parsed.success) return null;
  const fields: Partial<Record<string, string>> = {};
  let summary = '';
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const message = isErrorCode(issue.message) ? messageFor(issue.message) : messageFor('invalid_input');
    if (fields[field] !== undefined) continue;
    fields[field] = message;
    summary ||= fieldLabels[field] ? `${fieldLabels[field]}: ${message}` : message;
  }
  return { fields, summary };
}
