/**
 * What scripts/bench-chain.mjs needs of the app's sources, through one module (one copy of
 * Kysely, as in bench-harness.ts): the migrations, the password hash the sign-in checks, the
 * public holidays the calendar skips and the ledger's balance check.
 */

export { seoulDate } from '#shared/time.ts';
export { openPostgres } from '../../src/server/db/connection.ts';
export { migrateToLatest } from '../../src/server/db/migrate.ts';
export { hashPassword } from '../../src/server/features/auth/password.ts';
export { holidayTables } from '../../src/server/features/closures/holidays.ts';
export { balanceMismatches } from '../../src/server/features/students/balance-check.queries.ts';
