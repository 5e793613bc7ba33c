import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import { migrationProvider, OWN_TRANSACTION } from './migrations/index.ts';

/** The migrations a start adds to the shipped ones: only tests and the deploy test's drill. */
export type ExtraMigrations = Record<string, Migration>;

/**
 * A migration that failed, after its changes were rolled back: which one and why. Every
 * migration of the start runs in one transaction, so none is kept, except on a SQLite database
 * old enough to need one that runs its own: then each runs alone and `kept` names the ones
 * before the failure, which stay applied.
 */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    readonly kept: string[],
    readonly reason: unknown,
  ) {
    super(`migration ${migration} failed: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'MigrationFailed';
  }
}

function providerWith(extra: ExtraMigrations): MigrationProvider {
  return { getMigrations: async () => ({ ...(await migrationProvider.getMigrations()), ...extra }) };
}

/**
 * One transaction per migration on SQLite, when they cannot all share one: a migration that
 * fails leaves nothing of itself behind. The one that manages its own transaction (it must
 * switch foreign keys off, which SQLite allows only outside one) is left as it is.
 */
function oneTransactionEach(provider: MigrationProvider): MigrationProvider {
  return {
    getMigrations: async () => {
      const wrapped: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(await provider.getMigrations())) {
        wrapped[name] = OWN_TRANSACTION.has(name)
          ? migration
          : { ...migration, up: (db) => db.transaction().execute((trx) => migration.up(trx)) };
      }
      return wrapped;
    },
  };
}

/** With `pending` holding a migration that runs its own transaction, SQLite's run one each. */
function migrator(db: Db, extra: ExtraMigrations, pending: string[] = []): Migrator {
  const provider = providerWith(extra);
  const oneEach =
    !db.getExecutor().adapter.supportsTransactionalDdl && pending.some((name) => OWN_TRANSACTION.has(name));
  // Numbers are handed out ahead, so one lands after higher ones have run (031 after 039): it
  // runs then, where Kysely would otherwise refuse to start (docs/decisions/077).
  return new Migrator({
    db,
    provider: oneEach ? oneTransactionEach(provider) : provider,
    allowUnorderedMigrations: true,
  });
}

/** How many migrations are applied, the last of them, and the ones not yet applied. */
export async function migrationState(
  db: Db,
  extra: ExtraMigrations = {},
): Promise<{ applied: number; latest: string | null; pending: string[] }> {
  const all = await migrator(db, extra).getMigrations();
  const applied = all.filter((each) => each.executedAt !== undefined);
  return {
    applied: applied.length,
    latest: applied.at(-1)?.name ?? null,
    pending: all.filter((each) => each.executedAt === undefined).map((each) => each.name),
  };
}

/**
 * On SQLite, Kysely runs migrations without a transaction. Every migration of the start goes
 * into one here instead, as Kysely does on PostgreSQL, so a failure leaves the database as it
 * was before the start: the old version still opens it. A pending migration that manages its
 * own transaction (only on a database from before it shipped) falls back to one per migration.
 */
async function allOrNothing(
  db: Db,
  run: () => Promise<MigrationResultSet>,
  pending: string[],
): Promise<{ result: MigrationResultSet; together: boolean }> {
  if (db.getExecutor().adapter.supportsTransactionalDdl) return { result: await run(), together: true };
  if (pending.some((name) => OWN_TRANSACTION.has(name))) return { result: await run(), together: false };
  await sql`begin immediate`.execute(db);
  const result = await run().catch((error: unknown) => ({ error, results: [] }));
  await sql.raw(result.error ? 'rollback' : 'commit').execute(db);
  return { result, together: true };
}

/**
 * Brings the schema up to date; throws (and so stops start-up) if a migration fails, as
 * `MigrationFailed` once its changes are rolled back. On PostgreSQL, Kysely keeps its
 * bookkeeping tables in the connection's own schema and looks for them there only
 * (own-schema-introspector.ts), so test files, each in a schema of its own, migrate beside
 * each other.
 */
export async function migrateToLatest(
  db: Db,
  { extra = {} }: { extra?: ExtraMigrations } = {},
): Promise<string[]> {
  const { pending } = await migrationState(db, extra);
  if (pending.length === 0) return [];
  const { result, together } = await allOrNothing(
    db,
    () => migrator(db, extra, pending).migrateToLatest(),
    pending,
  );
  const { error, results = [] } = result;
  const succeeded = results.filter((each) => each.status === 'Success').map((each) => each.migrationName);
  if (error) {
    const failed = results.find((each) => each.status === 'Error');
    if (!failed) throw error instanceof Error ? error : new Error(String(error));
    throw new MigrationFailed(failed.migrationName, together ? [] : succeeded, error);
  }
  return succeeded;
}

/** Of `names`, the ones no shipped migration has (an archive from a newer version of the site). */
export async function unknownMigrations(names: readonly string[]): Promise<string[]> {
  const known = await migrationProvider.getMigrations();
  return names.filter((name) => !(name in known));
}

/**
 * Applies exactly the shipped migrations named (a restore builds the schema its rows were read
 * from, no newer; the next start migrates the rest). PostgreSQL only: one transaction.
 */
export async function migrateOnly(db: Db, names: readonly string[]): Promise<void> {
  const all = await migrationProvider.getMigrations();
  const chosen = Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => chosen },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
