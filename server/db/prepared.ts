/**
 * Building a statement with Drizzle (walking its SQL chunks) costs more CPU than sending it: for a
 * feed page about half of the server's time per request. A hot query is therefore built once per
 * database and shape, with placeholders for its values, and prepared under that name. The pool turns
 * generic plans off (client.ts), so PostgreSQL still plans each execution for its own values.
 */
const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/** The statement prepared under `name` for this database, built by `prepare` the first time. */
export function preparedStatement<T>(db: object, name: string, prepare: (name: string) => T): T {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  let statement = prepared.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    prepared.set(name, statement);
  }
  return statement;
}
