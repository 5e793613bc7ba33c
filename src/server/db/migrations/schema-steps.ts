/**
 * The steps nearly every migration takes, one line each: a table's plain required columns and
 * an index on a table's columns. They build exactly the statements the builder chains they
 * replace built, so a schema made before them and one made with them are the same.
 */
import type { CreateTableBuilder, Expression, Kysely, SqlBool } from 'kysely';
import { autoIdType, isPostgres } from './dialect.ts';

type ColumnType = Parameters<CreateTableBuilder<string>['addColumn']>[1];

interface IndexOptions {
  unique?: boolean;
  /** A partial index: only the rows this holds for. */
  where?: Expression<SqlBool>;
}

export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false, where }: IndexOptions = {},
): Promise<void> {
  let index = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) index = index.unique();
  if (where) index = index.where(where);
  await index.execute();
}

/**
 * A new table whose first column is an `id` that numbers its rows and never hands out one used
 * before, even after a delete: `serial` on PostgreSQL, `autoincrement` on SQLite.
 */
export function createNumberedTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', autoIdType(db), (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );
}

/**
 * Columns that are `not null` and nothing more, added in the order named, for a table builder's
 * `$call`: `{ name: 'text' }` adds what `.addColumn('name', 'text', (column) => column.notNull())` did.
 */
export function notNullColumns<Name extends string>(columns: Record<Name, ColumnType>) {
  return <Table extends string, Column extends string>(
    table: CreateTableBuilder<Table, Column>,
  ): CreateTableBuilder<Table, Column | Name> =>
    (Object.entries(columns) as [Name, ColumnType][]).reduce<CreateTableBuilder<Table, Column | Name>>(
      (builder, [name, type]) => builder.addColumn(name, type, (column) => column.notNull()),
      table,
    );
}
