/**
 * Building a statement with Drizzle (walking its SQL chunks) costs more CPU than sending it: for a
 * feed page about half of the server's time per request. A hot query is therefore built once per
 * database and shape, with placeholders for its values, and prepared under that name.
 *
 * How PostgreSQL plans it is chosen per statement (decision 0014): a look-up by key is prepared on
 * the server and keeps its generic plan (planning was half of a project page's database time at 1M
 * projects); a search, whose best plan depends on how common its words are, is sent unnamed
 * (`planEachTime`), so each execution is planned for its own values.
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
export function preparedStatement<T>(db: object, name: string, prepare: (name: string) => T, { planEachTime = false } = {}): T {
  // The unnamed statement is parsed and planned at each execution with its own values.
  const serverName = planEachTime ? '' : name;
  const prepared = (db as WithPrepared)[PREPARED];
  if (!prepared) return prepare(serverName);
  let statement = prepared.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(serverName);
    prepared.set(name, statement);
  }
  return statement;
}
