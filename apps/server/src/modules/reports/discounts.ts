import type { DiscountReport, ReportFilters } from '@tillbook/contract';
import type Decimal from 'decimal.js';
import type { TenantCtx } from '../../platform/context';
import { byName, staffSums } from './staff-sales';
import { money, percent, sumCounts, sumFields } from './summary.query';

const DISCOUNT_MONEY = ['gross', 'lineDiscount', 'orderDiscount', 'discounts'] as const;

function discountShown(f: Record<(typeof DISCOUNT_MONEY)[number], Decimal> & { receipts: number }) {
  return {
    receipts: f.receipts,
    lineDiscount: money(f.lineDiscount),
    orderDiscount: money(f.orderDiscount),
    total: money(f.discounts),
    rate: percent(f.discounts, f.gross),
  };
}

/**
 * discount (rebate): line and order discounts per staff member who gave them, and their share of gross sales.
 * Only staff with receipts in the range are listed (their discounts may be zero), largest discounts first.
 */
export async function discountReport(ctx: TenantCtx, f: ReportFilters): Promise<DiscountReport> {
  const rows = (await staffSums(ctx, f)).filter((r) => r.receipts > 0);
  const sorted = [...rows].sort((a, b) => b.discounts.comparedTo(a.discounts) || byName(a, b));
  return {
    rows: sorted.map((r) => ({ staffId: r.staffId, staffName: r.staffName, ...discountShown(r) })),
    totals: discountShown({ ...sumFields(rows, DISCOUNT_MONEY), receipts: sumCounts(rows, (r) => r.receipts) }),
  };
}
