// Counts the statements a database's driver sends (BEGIN and COMMIT included): the receipt statement test and the
// order-ingest bench measure round trips with it.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../src/platform/db';

/**
 * Calls `count` for every statement sent on `db` from now on (the process's node-postgres clients on PostgreSQL;
 * PGlite's own query and transaction, whose BEGIN and COMMIT it runs itself).
 */
export function onEveryStatement(db: Db, count: () => void): void {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('exec' in client) {
    const wrap = (target: { query: PGlite['query'] }) => {
      const query = target.query.bind(target);
      target.query = ((...args: Parameters<PGlite['query']>) => {
        count();
        return query(...args);
      }) as PGlite['query'];
    };
    wrap(client);
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => {
      count();
      return transaction(async (tx) => {
        wrap(tx);
        try {
          return await fn(tx);
        } finally {
          count();
        }
      });
    }) as PGlite['transaction'];
  } else {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count();
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }
}
