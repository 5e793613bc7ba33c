/**
 * What scripts/bench-stats.mjs needs, through one module: loading the sources in one go keeps
 * one copy of Kysely, so the migrations recognise the PostgreSQL adapter the connection made.
 */

export { addMonths, monthKey, seoulMonthOf } from '#shared/month.ts';
export { seoulDate } from '#shared/time.ts';
export { buildApp } from '../../src/server/app.ts';
export { loadConfig } from '../../src/server/config.ts';
export { openPostgres, openSqlite } from '../../src/server/db/connection.ts';
export { migrateToLatest } from '../../src/server/db/migrate.ts';
export { createSession } from '../../src/server/features/auth/session-store.ts';
export { seedBenchStudio } from './bench-studio.ts';
