import type { ExpenseReport, ReportFilters } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { reportScope } from './report-range';
import { dec, money, reportRows, type Sum } from './summary.query';

type ExpenseSumRow = { costTypeId: Sum; costTypeName: string; entries: Sum; amount: Sum };

/**
 * staffExpend: cash taken out of shifts (expense entries not revoked) per cost type, in the range by the entry's
 * time, in the stores of the shifts; the staff filter is the person who recorded the entry. Largest amount first;
 * entries without a cost type are one row with costTypeId null. Raw shift entries are read: a shift has a handful
 * of them, far fewer than receipts.
 */
export async function expenseReport(ctx: TenantCtx, f: ReportFilters): Promise<ExpenseReport> {
  const scope = reportScope(ctx, f);
  const stores = scope.storeIds
    ? scope.storeIds.length
      ? sql`and s.store_id in (${sql.join(
          scope.storeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  const staff = scope.staffId !== null ? sql`and e.user_id = ${scope.staffId}` : sql``;
  const found = await reportRows<ExpenseSumRow>(
    ctx,
    scope,
    (scope) => sql`
      select coalesce(e.cost_type_id, 0) as "costTypeId",
        (array_agg(e.cost_type_name order by e.id desc))[1] as "costTypeName",
        count(*)::int as entries, sum(e.amount)::text as amount
      from shift_entries e
      join shifts s on s.tenant_id = e.tenant_id and s.id = e.shift_id
      where e.tenant_id = ${scope.tenantId} and e.type = 'expense'
        and e.created_at >= ${scope.start.toISOString()}::timestamptz
        and e.created_at < ${scope.end.toISOString()}::timestamptz
        ${stores} ${staff}
        and not exists (select 1 from shift_entries r
                        where r.tenant_id = e.tenant_id and r.revokes_entry_id = e.id)
      group by 1`,
  );
  const rows = found
    .map((r) => ({
      costTypeId: Number(r.costTypeId) || null,
      costTypeName: r.costTypeName,
      entries: Number(r.entries),
      amount: dec(r.amount),
    }))
    .sort((a, b) => b.amount.comparedTo(a.amount) || (a.costTypeId ?? 0) - (b.costTypeId ?? 0));
  return {
    rows: rows.map((r) => ({ ...r, amount: money(r.amount) })),
    totals: {
      entries: rows.reduce((s, r) => s + r.entries, 0),
      amount: money(rows.reduce((s, r) => s.plus(r.amount), dec(0))),
    },
  };
}
