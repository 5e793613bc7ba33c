/**
 * The one migration set, applied in name order at start-up on SQLite and PostgreSQL alike.
 * Listed statically (not read from a folder) so the bundled server carries them.
 * Never edit a migration that has shipped; add the next one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as booking from './002-booking.ts';
import * as news from './003-news.ts';
import * as audit from './004-audit.ts';
import * as students from './005-students.ts';
import * as products from './007-products.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-booking': booking,
  '003-news': news,
  '004-audit': audit,
  '005-students': students,
  '007-products': products,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
