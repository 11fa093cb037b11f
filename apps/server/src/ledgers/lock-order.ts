/**
 * The one order in which every transaction locks the rows it is about to change (ARCHITECTURE §6). Two transactions
 * that lock in the same order queue behind each other; two that lock in different orders can each hold what the
 * other waits for, and PostgreSQL then kills one of them ("deadlock detected", 40P01). So every path takes its
 * locks from the top of this list downwards, never back up:
 *
 *   1. the tenant row (only changes that guard a merchant-wide limit take it);
 *   2. the document the request acts on: the receipt being paid, changed or refunded, the stock document being
 *      received or completed, the remittance, the deposit, the reservation (one per request; several by id); a QR
 *      table order locks its table's row (`store_tables`) first, then the table's open receipt;
 *   3. counters: the day's document-number counter of a new stock document (one per request);
 *   4. the caller's open shift (`openShiftOf`; a remittance settles one shift). A till's new receipt locks it with
 *      the catalogue read (`receiptCatalogue`, `shiftOf`), before it inserts the receipt: a row not committed yet is
 *      no lock another path waits for, and a parallel upload of the same client id waits on the shift first;
 *   5. members, by id (`lockMember`): points, credit and visits;
 *   6. stock levels, by (store, product, variant) (`lockLevels`), then the products' totals in `product_stores` by
 *      (store, product);
 *   7. the report aggregates, last, and only by the aggregate worker (`aggregate-queue.ts`): a receipt's own
 *      transaction only adds its row to `aggregate_queue`; the worker's batch claims queue rows (FOR UPDATE SKIP
 *      LOCKED), takes each merchant's aggregate lock shared (a rebuild's start and the filling of a newly asked offset,
 *      `aggregate-offsets.ts`, take it exclusively), then upserts each table in key order, the tables in a fixed
 *      order (`addToAggregates`).
 *
 * A path that will change a member and stock takes the member first (`lockLedgers` below) (a paid receipt writes all
 * of its member's changes right after locking it: `settleSale` in member-ledger.ts). Rows that other tables
 * reference (tenants, members, receipts, documents, shifts) are locked FOR NO KEY UPDATE, not FOR UPDATE: inserting a
 * referencing row takes FOR KEY SHARE on them, which FOR UPDATE would block.
 *
 * A deadlock that slips through anyway (or a serialization failure) is not an error the caller sees: `inTransaction`
 * runs the whole transaction again (platform/context.ts).
 */

import type { TenantCtx } from '../platform/context';
import { lockMember } from './member-ledger';
import { type ItemInStore, type Level, lockLevels } from './stock-ledger';

/**
 * Locks, in the order above, the members and the stock levels a transaction will change (nulls are left out), so
 * that changing them later in any order cannot deadlock. Answers the members' rows and the levels by
 * `store:product:variant`. Refuses with 20104 when a member is missing.
 */
export async function lockLedgers(
  tx: TenantCtx,
  rows: { members?: readonly (number | null)[]; stock?: readonly ItemInStore[] },
): Promise<{ members: Map<number, Awaited<ReturnType<typeof lockMember>>>; levels: Map<string, Level> }> {
  const members = new Map<number, Awaited<ReturnType<typeof lockMember>>>();
  const ids = [...new Set((rows.members ?? []).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of ids) members.set(id, await lockMember(tx, id));
  const levels = rows.stock?.length ? await lockLevels(tx, rows.stock) : new Map<string, Level>();
  return { members, levels };
}
