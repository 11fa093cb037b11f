// Several writes of a receipt (or of its member) sent as one statement: each write but the last becomes a data-modifying CTE. They all
// run against the same snapshot, so none may read what another one writes (foreign keys are checked at the end of
// the statement and see every row). A receipt saves a round trip, a parse and a plan per write folded in.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TenantCtx } from '../platform/context';

/** Runs `writes` (drizzle inserts, updates or SQL), in one statement; null entries are left out. */
export async function writeTogether(tx: TenantCtx, writes: (SQLWrapper | null)[]): Promise<void> {
  const parts = writes.filter((w): w is SQLWrapper => w !== null).map((w) => w.getSQL());
  if (parts.length === 0) return;
  const last = parts.pop() as SQL;
  const ctes = parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`);
  await tx.db.execute(ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last}` : last);
}
