import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

/** One rule the data of a merchant must keep, and how many rows break it. */
export interface InvariantResult {
  name: string;
  checked: number;
  bad: number;
}

/** What the customer handed over for one payment row: cash tendered (or the amount) for a method; the amount
 * itself for points and credit, which have no tendered money. */
const handedOver = sql.raw(`case when x.kind = 'method' then x.tendered else x.amount end`);

async function one(db: Db, query: SQL): Promise<{ checked: number; bad: number }> {
  const res = (await db.execute(query)) as unknown as { rows: { checked: number | string; bad: number | string }[] };
  return { checked: Number(res.rows[0]?.checked ?? 0), bad: Number(res.rows[0]?.bad ?? 0) };
}

/**
 * The rules every write path must keep for a merchant, checked with SQL after the demo or a benchmark:
 * stock levels equal their movements (and product totals their levels), members' points and credit balances equal
 * their ledgers, every paid receipt's total equals its payments less change (and unpaid or cancelled ones hold no
 * payment), and no receipt was written twice for one client id.
 */
export async function checkInvariants(db: Db, tenantId: number): Promise<InvariantResult[]> {
  const checks: [string, SQL][] = [
    [
      'stock level = Σ its movements',
      sql`select count(*) as checked, count(*) filter (where l.on_hand <> coalesce((select sum(m.quantity)
            from stock_movements m where m.tenant_id = l.tenant_id and m.store_id = l.store_id
            and m.product_id = l.product_id and m.variant_id = l.variant_id), 0)) as bad
          from stock_levels l where l.tenant_id = ${tenantId}`,
    ],
    [
      'product on hand = Σ its levels',
      sql`select count(*) as checked, count(*) filter (where ps.on_hand <> coalesce((select sum(l.on_hand)
            from stock_levels l where l.tenant_id = ps.tenant_id and l.store_id = ps.store_id
            and l.product_id = ps.product_id), 0)) as bad
          from product_stores ps where ps.tenant_id = ${tenantId}`,
    ],
    [
      'member points = Σ points ledger',
      sql`select count(*) as checked, count(*) filter (where m.points_balance <> coalesce((select sum(p.delta)
            from member_points_ledger p where p.tenant_id = m.tenant_id and p.member_id = m.id), 0)) as bad
          from members m where m.tenant_id = ${tenantId}`,
    ],
    [
      'member credit = Σ credit ledger',
      sql`select count(*) as checked, count(*) filter (where m.credit_balance <> coalesce((select sum(c.delta)
            from member_credit_ledger c where c.tenant_id = m.tenant_id and c.member_id = m.id), 0)) as bad
          from members m where m.tenant_id = ${tenantId}`,
    ],
    [
      'paid receipt total = Σ payments − change',
      sql`select count(*) as checked, count(*) filter (where o.total <> p.tendered - p.change
            or o.total <> p.amount or o.paid_total <> p.amount or o.change_total <> p.change) as bad
          from orders o cross join lateral (select coalesce(sum(x.amount), 0) as amount,
            coalesce(sum(${handedOver}), 0) as tendered, coalesce(sum(x.change), 0) as change
            from order_payments x where x.tenant_id = o.tenant_id and x.order_id = o.id) p
          where o.tenant_id = ${tenantId} and o.status = 'paid'`,
    ],
    [
      'unpaid or cancelled receipt holds no payment',
      sql`select count(*) as checked, count(*) filter (where exists (select 1 from order_payments x
            where x.tenant_id = o.tenant_id and x.order_id = o.id)) as bad
          from orders o where o.tenant_id = ${tenantId} and o.status <> 'paid'`,
    ],
    [
      'no receipt written twice (client id)',
      sql`select count(*) as checked, count(*) - count(distinct client_id) as bad
          from orders where tenant_id = ${tenantId}`,
    ],
  ];
  const results: InvariantResult[] = [];
  for (const [name, query] of checks) results.push({ name, ...(await one(db, query)) });
  return results;
}

/** Σ receipt totals and Σ payments − change over the paid receipts (sales and refunds apart), for a report line. */
export async function moneyTotals(db: Db, tenantId: number) {
  const res = (await db.execute(sql`
    select o.kind, count(*) as receipts, coalesce(sum(o.total), 0) as totals,
      coalesce(sum((select coalesce(sum(${handedOver} - x.change), 0) from order_payments x
        where x.tenant_id = o.tenant_id and x.order_id = o.id)), 0) as payments
    from orders o where o.tenant_id = ${tenantId} and o.status = 'paid' group by o.kind order by o.kind`)) as unknown as {
    rows: { kind: string; receipts: string | number; totals: string; payments: string }[];
  };
  return res.rows.map((r) => ({
    kind: r.kind,
    receipts: Number(r.receipts),
    totals: Number(r.totals).toFixed(2),
    payments: Number(r.payments).toFixed(2),
  }));
}
