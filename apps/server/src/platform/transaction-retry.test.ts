import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ctx, inTransaction, sqlState, TRANSACTION_TRIES } from './context';
import { openDatabase } from './db';

const database = await openDatabase({ dataDir: 'memory://' });
const ctx: Ctx = { db: database.db, lang: 'en_GB', tzOffsetMs: 0, requestId: 'test', ip: '127.0.0.1' };
afterAll(() => database.close());
beforeAll(() => database.db.execute(sql`create table retried (n int)`));

/** An error as drizzle throws it: its own, wrapping pg's with the SQLSTATE. */
const dbError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

const rows = async () => {
  const res = (await ctx.db.execute(sql`select count(*)::int as n from retried`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0].n;
};

describe('inTransaction retries', () => {
  it('runs the whole callback again after a deadlock, and only the second run is kept', async () => {
    const before = await rows();
    let runs = 0;
    const answer = await inTransaction(ctx, async (tx) => {
      runs++;
      await tx.db.execute(sql`insert into retried values (${runs})`);
      if (runs === 1) throw dbError('40P01');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(2);
    expect(await rows()).toBe(before + 1);
  });

  it('retries a serialization failure, and a deadlock met in a nested transaction runs the outermost again', async () => {
    let outer = 0;
    let inner = 0;
    await inTransaction(ctx, async (tx) => {
      outer++;
      await inTransaction(tx, async () => {
        inner++;
        if (inner === 1) throw dbError('40001');
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
  });

  it('does not retry other errors', async () => {
    let runs = 0;
    const unique = dbError('23505');
    await expect(
      inTransaction(ctx, async () => {
        runs++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });

  it('gives up after a bounded number of tries and answers the last error', async () => {
    let runs = 0;
    await expect(
      inTransaction(ctx, async () => {
        runs++;
        throw dbError('40P01');
      }),
    ).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(runs).toBe(TRANSACTION_TRIES);
  });

  it('reads the SQLSTATE on the error or on the errors it wraps', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: '40P01' }))).toBe('40P01');
    expect(sqlState(dbError('40001'))).toBe('40001');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});
