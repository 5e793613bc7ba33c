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
