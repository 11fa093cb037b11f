import type { PaymentSales, ReportFilters } from '@tillbook/contract';
import type Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { reportScope } from './report-range';
import { dec, money, reportRows, type Sum, sumCounts, sumFields } from './summary.query';
import { summarySource } from './summary.source';

type PaymentSumRow = {
  key: string;
  name: string;
  methodType: string;
  payments: Sum;
  amount: Sum;
  fee: Sum;
  refunds: Sum;
  refundAmount: Sum;
};

const MONEY = ['amount', 'fee', 'refundAmount'] as const;
type Figures = Record<(typeof MONEY)[number], Decimal> & { payments: number; refunds: number };

const shown = (f: Figures) => ({
  payments: f.payments,
  amount: money(f.amount),
  fee: money(f.fee),
  refunds: f.refunds,
  refundAmount: money(f.refundAmount),
  net: money(f.amount.minus(f.refundAmount).minus(f.fee)),
});

/**
 * payWayCount: money taken and given back per payment method (and member points / credit, keys 'points' and
 * 'credit'), from the payment aggregates, largest amount first. A method renamed in the range shows its latest name.
 * The payment aggregates have no staff column: the staff filter does not apply to this report.
 */
export async function paymentSales(ctx: TenantCtx, f: ReportFilters, online = false): Promise<PaymentSales> {
  const scope = reportScope(ctx, f, { online });
  const found = await reportRows<PaymentSumRow>(
    ctx,
    scope,
    (scope) => sql`
      select p.payment_key as key, (array_agg(p.name order by p.at desc))[1] as name,
        (array_agg(p.method_type order by p.at desc))[1] as "methodType",
        sum(p.payments)::int as payments, sum(p.amount)::text as amount, sum(p.fee)::text as fee,
        sum(p.refunds)::int as refunds, sum(p.refund_amount)::text as "refundAmount"
      from (
        -- Per payment and texts first (hashed): the latest texts are then picked among a few rows per payment.
        select p.payment_key, p.name, p.method_type, max(p.at) as at, sum(p.payments) as payments,
          sum(p.amount) as amount, sum(p.fee) as fee, sum(p.refunds) as refunds, sum(p.refund_amount) as refund_amount
        from (${summarySource(scope, 'payments')}) p
        group by p.payment_key, p.name, p.method_type) p
      group by p.payment_key`,
  );
  const rows = found.map((r) => ({
    key: r.key,
    name: r.name,
    methodType: r.methodType,
    payments: Number(r.payments),
    refunds: Number(r.refunds),
    amount: dec(r.amount),
    fee: dec(r.fee),
    refundAmount: dec(r.refundAmount),
  }));
  rows.sort((a, b) => b.amount.comparedTo(a.amount) || a.key.localeCompare(b.key));
  return {
    rows: rows.map((r) => ({ key: r.key, name: r.name, methodType: r.methodType, ...shown(r) })),
    totals: shown({
      ...sumFields(rows, MONEY),
      payments: sumCounts(rows, (r) => r.payments),
      refunds: sumCounts(rows, (r) => r.refunds),
    }),
  };
}
