import type { ReportSeriesQuery, SalesSummary, SalesSummaryRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { kitchenBumpLines, orders } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { periodLabel, periodSql, type ReportScope, reportScope, scopeWhere } from './report-range';
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

/** A period's kitchen bumps: lines and their preparation seconds added up (unrounded); null under a staff filter. */
type Kitchen = { lines: number; seconds: Decimal } | null;
type KitchenRow = { local: Sum; lines: Sum; seconds: Sum };

/**
 * The kitchen display's bumps of a scope per period, bucketed by the bump's time with the same `periodSql` as the
 * sales rows. Read from the kitchen's own table (shared schema, read only): a bump line carries its store and order,
 * and the order its channel, so the store and online reports each count the lines of their own receipts. Bumps
 * belong to no staff member: under a staff filter there is nothing to show (null). The kitchen keeps no aggregate of
 * its bumps yet: this reads one row per line bumped in the range.
 */
async function kitchenByPeriod(ctx: TenantCtx, scope: ReportScope, q: ReportSeriesQuery) {
  if (scope.staffId !== null) return null;
  const k = kitchenBumpLines;
  const period = periodSql(sql`${k.bumpedAt}`, q.groupBy, scope.tzOffsetMs);
  // Grouped by the period's timestamp (a hash of a few values) and turned into seconds after: grouping by the text
  // would sort every line.
  const found = await reportRows<KitchenRow>(
    ctx,
    scope,
    (scope) => sql`
      select extract(epoch from b.period)::bigint::text as "local", count(*)::int as lines,
        sum(b.seconds)::text as seconds
      from (
        select ${period} as period, extract(epoch from ${k.bumpedAt} - ${k.orderedAt})::numeric as seconds
        from ${k} join ${orders} on ${orders.tenantId} = ${k.tenantId} and ${orders.id} = ${k.orderId}
        where ${k.recalledAt} is null and ${scopeWhere(scope, {
          tenant: sql`${k.tenantId}`,
          store: sql`${k.storeId}`,
          channel: sql`${orders.channel}`,
          time: sql`${k.bumpedAt}`,
        })}
      ) b
      group by b.period`,
  );
  return new Map(found.map((r) => [Number(r.local), { lines: Number(r.lines), seconds: dec(r.seconds) }]));
}

/** The two kitchen figures of a period or of the range. */
const kitchenShown = (k: Kitchen): Pick<SalesSummaryRow, 'kitchenLines' | 'averagePrepSeconds'> =>
  k === null
    ? { kitchenLines: null, averagePrepSeconds: null }
    : {
        kitchenLines: k.lines,
        averagePrepSeconds: k.lines
          ? k.seconds.div(k.lines).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
          : null,
      };

/**
 * The shown figures of a period (or of the whole range) from its sums, by the definitions of the contract
 * (`SalesSummaryRow`): every derived figure is computed here from the others, so the identities hold to the cent.
 */
function shown(f: Figures): Omit<SalesSummaryRow, 'period' | 'start' | 'kitchenLines' | 'averagePrepSeconds'> {
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
 * the tills'. Each period also carries the kitchen display's lines bumped in it and their average preparation time.
 */
export async function salesSummary(ctx: TenantCtx, q: ReportSeriesQuery, online = false): Promise<SalesSummary> {
  const scope = reportScope(ctx, q, { online, groupBy: q.groupBy });
  const period = periodSql(sql`h.at`, q.groupBy, scope.tzOffsetMs);
  const found = await reportRows<SumRow>(
    ctx,
    scope,
    (scope) => sql`
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
  const kitchen = await kitchenByPeriod(ctx, scope, q);
  const noBumps = () => ({ lines: 0, seconds: dec(0) });
  const figures = periodsOf(scope, q.groupBy, scope.tzOffsetMs).map((local) => ({
    local,
    f: byPeriod.get(local) ?? empty(),
    k: kitchen && (kitchen.get(local) ?? noBumps()),
  }));
  const rows = figures.map(({ local, f, k }) => {
    const start = local - scope.tzOffsetMs / 1000;
    return { period: periodLabel(start, q.groupBy, scope.tzOffsetMs), start, ...shown(f), ...kitchenShown(k) };
  });
  const all = figures.map((x) => x.f);
  const totals = {
    ...shown({
      ...sumFields(all, MONEY),
      receipts: sumCounts(all, (f) => f.receipts),
      refunds: sumCounts(all, (f) => f.refunds),
    }),
    // The range's average is over all its lines (not an average of the periods' averages).
    ...kitchenShown(
      kitchen &&
        figures.reduce(
          (s, { k }) => ({ lines: s.lines + (k?.lines ?? 0), seconds: s.seconds.plus(k?.seconds ?? 0) }),
          noBumps(),
        ),
    ),
  };
  return { rows, totals };
}
