/**
 * What the benchmarks need of the app's sources, through one module: loaded in one go they
 * share one copy of Kysely, so the migrations recognise the PostgreSQL adapter the connection made.
 */

export { mondayOf, seriesOccurrenceKey } from '#shared/calendar-rules.ts';
export { addMonths, monthKey, seoulMonthOf } from '#shared/month.ts';
export { LESSON_STATUSES, PAYMENT_METHODS } from '#shared/student-rules.ts';
export { addDays, seoulDate, startOfSeoulDay } from '#shared/time.ts';
export { buildApp } from '../../src/server/app.ts';
export { loadConfig } from '../../src/server/config.ts';
export { openPostgres, openSqlite } from '../../src/server/db/connection.ts';
export { migrateToLatest } from '../../src/server/db/migrate.ts';
export { hashPassword } from '../../src/server/features/auth/password.ts';
export { createSession } from '../../src/server/features/auth/session-store.ts';
export { decryptFile, encryptFile } from '../../src/server/features/backup/archive-crypto.ts';
export { restoreArchive, verifyArchive } from '../../src/server/features/backup/backup-archive.ts';
export { BackupService } from '../../src/server/features/backup/backup-service.ts';
export { restorePostgresArchive } from '../../src/server/features/backup/pg-restore.ts';
export { holidayTables } from '../../src/server/features/closures/closures.queries.ts';
export { getLessonRules } from '../../src/server/features/site/site.queries.ts';
export { balanceMismatches } from '../../src/server/features/students/balance-check.queries.ts';
export { searchStudents } from '../../src/server/features/students/students.queries.ts';
