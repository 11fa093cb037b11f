import type { ReportSeriesQuery, SalesSummary, SalesSummaryRow } from '@tillbook/contract';
import type Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { periodLabel, periodSql, reportScope } from './report-range';
import { periodsOf } from './summary.periods';
import { average, dec, money, percent, reportRows, type Sum, sumCounts, sumFields } from './summary.query';
import { summarySource } from './summary.source';

type SumRow = {
  local: Sum;
  receipts: Sum;
  refunds: Sum;
  gross: Sum;
  discounts: Sum;
  refundAmount: Sum;
  taxesIncluded: Sum;
  taxesAdded: Sum;
  deliveryFees: Sum;
  cost: Sum;
};

const MONEY = ['gross', 'discounts', 'refundAmount', 'taxesIncluded', 'taxesAdded', 'deliveryFees', 'cost'] as const;
type Figures = Record<(typeof MONEY)[number], Decimal> & { receipts: number; refunds: number };

/**
 * The shown figures of a period (or of the whole range) from its sums, by the definitions of the contract
 * (`SalesSummaryRow`): every derived figure is computed here from the others, so the identities hold to the cent.
 */
function shown(f: Figures): Omit<SalesSummaryRow, 'period' | 'start'> {
  const netSales = f.gross.minus(f.discounts).minus(f.refundAmount);
  const netWithoutTax = netSales.minus(f.taxesIncluded);
  const grossProfit = netWithoutTax.minus(f.cost);
  return {
    receipts: f.receipts,
    refunds: f.refunds,
    gross: money(f.gross),
    discounts: money(f.discounts),
    refundAmount: money(f.refundAmount),
    netSales: money(netSales),
    taxesIncluded: money(f.taxesIncluded),
    taxesAdded: money(f.taxesAdded),
    netWithoutTax: money(netWithoutTax),
    deliveryFees: money(f.deliveryFees),
    totalCollected: money(netSales.plus(f.taxesAdded).plus(f.deliveryFees)),
    cost: money(f.cost),
    grossProfit: money(grossProfit),
    margin: percent(grossProfit, netWithoutTax),
    averageReceipt: average(netSales, f.receipts),
  };
}

/**
 * saleCount: the receipts of the range per period of the caller's time zone, from the daily and hourly aggregates
 * (never the raw receipts). Periods without sales are shown as zero rows. `online` reads the online shop's receipts instead of
 * the tills'.
 */
export async function salesSummary(ctx: TenantCtx, q: ReportSeriesQuery, online = false): Promise<SalesSummary> {
  const scope = reportScope(ctx, q, { online, groupBy: q.groupBy });
  const period = periodSql(sql`h.at`, q.groupBy, scope.tzOffsetMs);
  const found = await reportRows<SumRow>(
    ctx,
    sql`
      select extract(epoch from ${period})::bigint::text as "local",
        sum(h.receipts)::int as receipts, sum(h.refunds)::int as refunds,
        sum(h.gross)::text as gross, sum(h.line_discount + h.order_discount)::text as discounts,
        sum(h.refund_net)::text as "refundAmount",
        sum(h.tax_included - h.refund_tax_included)::text as "taxesIncluded",
        sum(h.tax_added - h.refund_tax_added)::text as "taxesAdded",
        sum(h.delivery_fee - h.refund_delivery_fee)::text as "deliveryFees", sum(h.cost - h.refund_cost)::text as cost
      from (${summarySource(scope, 'receipts', { staff: true, hourly: q.groupBy === 'hour' })}) h
      group by 1`,
  );
  const byPeriod = new Map<number, Figures>(
    found.map((r) => [
      Number(r.local),
      {
        receipts: Number(r.receipts),
        refunds: Number(r.refunds),
        ...(Object.fromEntries(MONEY.map((k) => [k, dec(r[k])])) as Record<(typeof MONEY)[number], Decimal>),
      },
    ]),
  );
  const empty = (): Figures => ({
    receipts: 0,
    refunds: 0,
    ...(Object.fromEntries(MONEY.map((k) => [k, dec(0)])) as Record<(typeof MONEY)[number], Decimal>),
  });
  const figures = periodsOf(scope, q.groupBy, scope.tzOffsetMs).map((local) => ({
    local,
    f: byPeriod.get(local) ?? empty(),
  }));
  const rows = figures.map(({ local, f }) => {
    const start = local - scope.tzOffsetMs / 1000;
    return { period: periodLabel(start, q.groupBy, scope.tzOffsetMs), start, ...shown(f) };
  });
  const all = figures.map((x) => x.f);
  const totals = shown({
    ...sumFields(all, MONEY),
    receipts: sumCounts(all, (f) => f.receipts),
    refunds: sumCounts(all, (f) => f.refunds),
  });
  return { rows, totals };
}
