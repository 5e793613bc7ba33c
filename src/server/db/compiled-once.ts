/**
 * Queries compiled once per database and run with new parameters: building a Kysely query and
 * compiling it to SQL costs about as much as SQLite takes to run a one-row lookup, and
 * two lookups run on nearly every request: the session of a signed-in one, and the version of the
 * board's settings on every read of the board (decision 051). The query is built with stand-in
 * values; each run passes its own, in the same order.
 */
import type { CompiledQuery, Kysely } from 'kysely';

const compiled = new WeakMap<object, Map<string, CompiledQuery<unknown>>>();

/** The query `build` makes, compiled the first time `key` is asked for on this database. */
export function compiledOnce<Row, Schema>(
  db: Kysely<Schema>,
  key: string,
  build: () => { compile(): CompiledQuery<Row> },
): CompiledQuery<Row> {
  let queries = compiled.get(db);
  if (!queries) {
    queries = new Map();
    compiled.set(db, queries);
  }
  let query = queries.get(key) as CompiledQuery<Row> | undefined;
  if (!query) {
    query = build().compile();
    queries.set(key, query as CompiledQuery<unknown>);
  }
  return query;
}

/** Runs a compiled query with `parameters` in place of the ones it was built with. */
export async function runCompiled<Row, Schema>(
  db: Kysely<Schema>,
  query: CompiledQuery<Row>,
  parameters: readonly unknown[],
): Promise<Row[]> {
  if (parameters.length !== query.parameters.length) {
    throw new Error(`${query.parameters.length} parameters expected, ${parameters.length} given`);
  }
  return (await db.executeQuery<Row>({ ...query, parameters })).rows;
}
