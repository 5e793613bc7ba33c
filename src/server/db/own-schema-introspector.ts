/**
 * What Kysely's migrator sees of a PostgreSQL database: the tables of the connection's own
 * schema (`current_schema()`), where it creates its bookkeeping tables and looks for them.
 * Kysely's own introspector reads every schema, and asks PostgreSQL about each by name while it
 * reads; a schema, table or column that another user drops or renames meanwhile makes the
 * whole look fail ("… does not exist"), as it did when test files, each in a schema of its
 * own, migrated beside each other (decision 056). Another schema's bookkeeping tables no longer
 * count as ours either.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  is_view: boolean;
  schema: string;
  column: string;
  data_type: string;
  data_type_schema: string;
  nullable: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  comment: string | null;
}

export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  /** Every schema's name: one read of the catalogue, which nothing dropped can fail. */
  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    // The functions in the select list run only for the rows kept: those of our own schema.
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind = 'v' as is_view, ns.nspname as schema,
        a.attname as column, typ.typname as data_type, typns.nspname as data_type_schema,
        not a.attnotnull as nullable, a.atthasdef as has_default,
        pg_get_serial_sequence(format('%I.%I', ns.nspname, c.relname), a.attname) is not null
          as auto_incrementing,
        col_description(c.oid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace typns on typns.oid = typ.typnamespace
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.is_view, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.data_type,
        dataTypeSchema: row.data_type_schema,
        isNullable: row.nullable,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
