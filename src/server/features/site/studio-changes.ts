/** What one version changes from the one before: for the history, and for the audit log. */
import { STUDIO_FIELDS, type StudioField, type StudioSettings } from '#shared/schemas/site.ts';

export function changedFields(before: StudioSettings, after: StudioSettings): StudioField[] {
  return STUDIO_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** A value as the audit page shows it: one line of text (a position as "lat, lng"). */
function shown(settings: StudioSettings, field: StudioField): string {
  const value = settings[field];
  return typeof value === 'string' ? value : `${value.lat}, ${value.lng}`;
}

/** The audit entry's `before` and `after`, of the changed fields only (the audit page reads these two). */
export function auditChanges(before: StudioSettings, after: StudioSettings, fields: StudioField[]) {
  return {
    before: Object.fromEntries(fields.map((field) => [field, shown(before, field)])),
    after: Object.fromEntries(fields.map((field) => [field, shown(after, field)])),
  };
}
