/**
 * Recognising constraint violations from either driver, so that one place can turn them
 * into 409 answers instead of 500s.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Text the database cannot store: PostgreSQL refuses a NUL in text (22021) and characters
 * its encoding lacks (22P05). The schemas refuse these first; this keeps any field that
 * slips through at a 400 instead of a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * Two dated lessons sharing a half of an hour: the calendar's triggers (migration 019) raise
 * `lesson_overlap`, as an exclusion violation on PostgreSQL and a trigger abort on SQLite.
 */
export function isOverlapViolation(error: unknown): boolean {
  const { code, message } = (error as DriverError | null) ?? {};
  return (
    (code === '23P01' || code === 'SQLITE_CONSTRAINT_TRIGGER') &&
    typeof message === 'string' &&
    message.includes('lesson_overlap')
  );
}
