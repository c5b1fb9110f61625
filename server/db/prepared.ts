/**
 * Building a statement with Drizzle (walking its SQL chunks) costs more CPU than sending it: for a
 * feed page about half of the server's time per request. A hot query is therefore built once per
 * database and shape, with placeholders for its values, and prepared under that name. The pool turns
 * generic plans off (client.ts), so PostgreSQL still plans each execution for its own values.
 */
const PREPARED = Symbol('shipyard.preparedStatements');
type WithPrepared = { [PREPARED]?: Map<string, unknown> };

/**
 * Gives a database its store of prepared statements, which lives and dies with it (client.ts calls
 * this on every database it opens): no module-level table keyed by database (decision 0018).
 */
export function withPreparedStatements<T extends object>(db: T): T {
  Object.defineProperty(db, PREPARED, { value: new Map<string, unknown>(), enumerable: false });
  return db;
}

/**
 * The statement prepared under `name` for this database, built by `prepare` the first time. A
 * database opened elsewhere (the benchmark's query log) or a transaction has no store: the
 * statement is built each time, as an unprepared query would be.
 */
export function preparedStatement<T>(db: object, name: string, prepare: (name: string) => T): T {
  const prepared = (db as WithPrepared)[PREPARED];
  if (!prepared) return prepare(name);
  let statement = prepared.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    prepared.set(name, statement);
  }
  return statement;
}
