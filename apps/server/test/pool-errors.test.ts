import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db';

// PostgreSQL ends idle connections now and then (a restart, a failover, an administrator): the pool drops them and
// opens new ones, the process goes on and says so once in its log. PostgreSQL only.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('an idle connection ended by the server (PostgreSQL)', () => {
  it('is replaced: the next query works and the log says what happened', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
    const lines: string[] = [];
    database.logTo({ warn: (_obj, msg) => lines.push(msg), info: () => {} });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = await database.db.execute<{ pid: number }>('select pg_backend_pid() as pid');
      const backend = (pid as unknown as { rows: { pid: number }[] }).rows[0].pid;
      expect(database.poolStats()).toMatchObject({ total: 1, idle: 1 });
      await admin.query('select pg_terminate_backend($1)', [backend]);
      // The pool notices when the connection's end arrives: wait for that, not for a time.
      while ((database.poolStats()?.total ?? 0) > 0) await new Promise((r) => setTimeout(r, 10));
      expect(lines).toEqual(['an idle database connection was closed by the server; the pool replaces it']);
      await database.ping();
      expect(database.poolStats()).toMatchObject({ total: 1 });
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
