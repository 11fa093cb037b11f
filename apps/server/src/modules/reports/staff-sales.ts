import type { ReportFilters, StaffSales, StaffSalesRow } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { reportScope } from './report-range';
import { average, dec, money, reportRows, type Sum, sumCounts, sumFields } from './summary.query';
import { summarySource } from './summary.source';

type StaffSumRow = {
  staffId: Sum;
  staffName: string | null;
  receipts: Sum;
  refunds: Sum;
  gross: Sum;
  lineDiscount: Sum;
  orderDiscount: Sum;
  refundAmount: Sum;
  netSales: Sum;
  commission: Sum;
};

/**
 * The receipts of the range per staff member who took them (the receipt aggregates), with their names. Staff 0 holds the
 * receipts nobody took (kiosk, table QR, online): its id is answered as null and its name empty.
 */
export async function staffSums(ctx: TenantCtx, f: ReportFilters) {
  const scope = reportScope(ctx, f);
  const found = await reportRows<StaffSumRow>(
    ctx,
    scope,
    (scope) => sql`
      select s.*, u.name as "staffName" from (
        select h.staff_id as "staffId", sum(h.receipts)::int as receipts, sum(h.refunds)::int as refunds,
          sum(h.gross)::text as gross, sum(h.line_discount)::text as "lineDiscount",
          sum(h.order_discount)::text as "orderDiscount", sum(h.refund_net)::text as "refundAmount",
          sum(h.net - h.refund_net)::text as "netSales",
          sum(h.commission - h.refund_commission)::text as commission
        from (${summarySource(scope, 'receipts', { staff: true })}) h
        group by h.staff_id
      ) s
      left join users u on u.tenant_id = ${scope.tenantId} and u.id = s."staffId"`,
  );
  return found.map((r) => ({
    staffId: Number(r.staffId) || null,
    staffName: r.staffName ?? '',
    receipts: Number(r.receipts),
    refunds: Number(r.refunds),
    gross: dec(r.gross),
    lineDiscount: dec(r.lineDiscount),
    orderDiscount: dec(r.orderDiscount),
    discounts: dec(r.lineDiscount).plus(dec(r.orderDiscount)),
    refundAmount: dec(r.refundAmount),
    netSales: dec(r.netSales),
    commission: dec(r.commission),
  }));
}
type StaffFigures = Awaited<ReturnType<typeof staffSums>>[number];

const STAFF_MONEY = ['gross', 'discounts', 'refundAmount', 'netSales', 'commission'] as const;

function staffShown(f: Omit<StaffFigures, 'staffId' | 'staffName' | 'lineDiscount' | 'orderDiscount'>) {
  return {
    receipts: f.receipts,
    refunds: f.refunds,
    gross: money(f.gross),
    discounts: money(f.discounts),
    refundAmount: money(f.refundAmount),
    netSales: money(f.netSales),
    averageReceipt: average(f.netSales, f.receipts),
    commission: money(f.commission),
  };
}

export const byName = (a: { staffId: number | null; staffName: string }, b: typeof a) =>
  a.staffName.localeCompare(b.staffName) || (a.staffId ?? 0) - (b.staffId ?? 0);
const byAmount = (key: 'netSales' | 'commission') => (a: StaffFigures, b: StaffFigures) =>
  b[key].comparedTo(a[key]) || byName(a, b);

function staffReport(rows: StaffFigures[], key: 'netSales' | 'commission'): StaffSales {
  const sorted = [...rows].sort(byAmount(key));
  return {
    rows: sorted.map((r): StaffSalesRow => ({ staffId: r.staffId, staffName: r.staffName, ...staffShown(r) })),
    totals: staffShown({
      ...sumFields(rows, STAFF_MONEY),
      receipts: sumCounts(rows, (r) => r.receipts),
      refunds: sumCounts(rows, (r) => r.refunds),
    }),
  };
}

/** staffCount: every staff member's receipts (and the receipts nobody took), highest net sales first. */
export async function staffSales(ctx: TenantCtx, f: ReportFilters): Promise<StaffSales> {
  return staffReport(await staffSums(ctx, f), 'netSales');
}

/**
 * promotionCount: the staff members who earned commissions in the range (commissions of their receipts, less those
 * reversed by refunds), highest commission first. Commissions go to the staff member who took the receipt.
 */
export async function promoterSales(ctx: TenantCtx, f: ReportFilters): Promise<StaffSales> {
  const rows = await staffSums(ctx, f);
  return staffReport(
    rows.filter((r) => r.staffId !== null && !r.commission.isZero()),
    'commission',
  );
}
