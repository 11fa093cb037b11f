import type { ReportFilters, TaxSales } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { reportScope } from './report-range';
import { dec, money, reportRows, type Sum, sumFields } from './summary.query';
import { summarySource } from './summary.source';

type TaxSumRow = {
  taxId: Sum;
  name: string;
  rate: string;
  calculation: 'included' | 'added';
  taxable: Sum;
  tax: Sum;
  refundTaxable: Sum;
  refundTax: Sum;
};

const MONEY = ['taxable', 'tax', 'refundTaxable', 'refundTax'] as const;
type Figures = Record<(typeof MONEY)[number], Decimal>;

const shown = (f: Figures) => ({
  taxable: money(f.taxable),
  tax: money(f.tax),
  refundTaxable: money(f.refundTaxable),
  refundTax: money(f.refundTax),
  netTax: money(f.tax.minus(f.refundTax)),
});

/**
 * revenueCount: taxable amounts and tax per tax at each rate and calculation it was charged at (a tax whose rate
 * changed in the range has a row per rate), from the tax aggregates. A tax renamed in the range shows its latest
 * name. The tax aggregates have no staff column: the staff filter does not apply to this report.
 */
export async function taxSales(ctx: TenantCtx, f: ReportFilters, online = false): Promise<TaxSales> {
  const scope = reportScope(ctx, f, { online });
  const found = await reportRows<TaxSumRow>(
    ctx,
    scope,
    (scope) => sql`
      select x.tax_id as "taxId", (array_agg(x.name order by x.at desc))[1] as name, x.rate::text as rate,
        x.calculation, sum(x.taxable)::text as taxable, sum(x.amount)::text as tax,
        sum(x.refund_taxable)::text as "refundTaxable", sum(x.refund_amount)::text as "refundTax"
      from (
        -- Per tax, rate, calculation and name first (hashed): the latest name is then picked among a few rows.
        select x.tax_id, x.rate, x.calculation, x.name, max(x.at) as at, sum(x.taxable) as taxable,
          sum(x.amount) as amount, sum(x.refund_taxable) as refund_taxable, sum(x.refund_amount) as refund_amount
        from (${summarySource(scope, 'taxes')}) x
        group by x.tax_id, x.rate, x.calculation, x.name) x
      group by x.tax_id, x.rate, x.calculation
      order by x.tax_id, x.rate, x.calculation`,
  );
  const rows = found.map((r) => ({
    taxId: Number(r.taxId),
    name: r.name,
    // '20.0000' → '20': the rate as a person writes it.
    rate: new Decimal(r.rate).toString(),
    calculation: r.calculation,
    taxable: dec(r.taxable),
    tax: dec(r.tax),
    refundTaxable: dec(r.refundTaxable),
    refundTax: dec(r.refundTax),
  }));
  return {
    rows: rows.map((r) => ({ taxId: r.taxId, name: r.name, rate: r.rate, calculation: r.calculation, ...shown(r) })),
    totals: shown(sumFields(rows, MONEY)),
  };
}
