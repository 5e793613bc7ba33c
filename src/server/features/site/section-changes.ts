/** What one version changes from the one before: for the history, and for the audit log. */
import { fieldsOf, type SiteSection } from './section.ts';

export function changedFields<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  before: Content,
  after: Content,
): Array<keyof Content & string> {
  return fieldsOf(section).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** A value as the audit page shows it: one line of text. */
function shown<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  content: Content,
  field: keyof Content & string,
): string {
  if (section.shown) return section.shown(content, field);
  const value = content[field];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The audit entry's `before` and `after`, of the changed fields only (the audit page reads these two). */
export function auditChanges<Content extends Record<string, unknown>>(
  section: SiteSection<Content>,
  before: Content,
  after: Content,
  fields: Array<keyof Content & string>,
) {
  return {
    before: Object.fromEntries(fields.map((field) => [field, shown(section, before, field)])),
    after: Object.fromEntries(fields.map((field) => [field, shown(section, after, field)])),
  };
}
