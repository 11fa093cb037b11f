// Statements of a hot path (a receipt's upload) written once as SQL text with $1… parameters, run on the driver itself:
// no query builder runs per request, and on PostgreSQL each is a named prepared statement, so a connection parses and
// plans it once and later runs only bind and execute. Works on both drivers and inside a transaction (the handle's own
// connection). Results come as the driver answers them: ids and numbers are best cast to text in the SQL or read
// with Number(), and JSON comes parsed on both.
import type { Db } from './db';

/** SQL text with $n parameters and the name PostgreSQL keeps its plan under (unique per text). */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const names = new Map<string, string>();

/** A statement, declared once at module level. Two different texts under one name are a programming error. */
export function statement(name: string, text: string): Statement {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`two statements are named ${name}`);
  names.set(name, text);
  return { name: `tb_${name}`, text };
}

/**
 * Behind a connection pooler in transaction mode that cannot keep named statements (pgbouncer before 1.21, or
 * without `max_prepared_statements`), DATABASE_NAMED_STATEMENTS=off (`config.namedStatements`, applied by the app)
 * sends them unnamed, which every pooler supports.
 */
let named = true;

/** Whether statements are sent as named prepared statements (PostgreSQL). */
export function useNamedStatements(on: boolean): void {
  named = on;
}

interface PgLike {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  exec: unknown;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's client behind a drizzle handle: the pool or PGlite, or the transaction's connection. */
const clientOf = (db: Db) => (db as unknown as { session: { client: PgLike | PgliteLike } }).session.client;

const isPglite = (c: PgLike | PgliteLike): c is PgliteLike => 'exec' in c;

/** Runs `s` with `values` on `db` (or its transaction); answers the rows. */
export async function run<T>(db: Db, s: Statement, values: unknown[]): Promise<T[]> {
  const client = clientOf(db);
  if (isPglite(client)) return (await client.query(s.text, values)).rows as T[];
  const res = await client.query(named ? { name: s.name, text: s.text, values } : { text: s.text, values });
  return res.rows as T[];
}
