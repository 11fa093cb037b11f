import type { InvoiceKind, InvoiceRow, UiLang, VatTreatment } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { billingInvoices } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Account } from './accounts';
import { fromCents } from './money';

export type Invoice = typeof billingInvoices.$inferSelect;

/** The buyer as printed on an invoice (a copy: later changes of the billing details do not alter it). */
export interface InvoiceParty {
  name: string;
  lines: string[];
  country: string | null;
  vatId: string;
  vatIdStatus?: string;
  vatConsultationNumber?: string | null;
  email?: string;
}

export const buyerOf = (a: Account): InvoiceParty => ({
  name: a.companyName ?? '',
  lines: [a.addressLine1, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region].filter(Boolean),
  country: a.country,
  vatId: a.vatId,
  vatIdStatus: a.vatIdStatus,
  vatConsultationNumber: a.vatConsultationNumber,
  email: a.invoiceEmail,
});

export const sellerOf = (config: BillingConfig): InvoiceParty => ({
  name: config.operator.name,
  lines: config.operator.address ? config.operator.address.split('\n') : [],
  country: config.operator.country,
  vatId: config.operator.vatId,
  email: config.operator.email,
});

/**
 * The next number of the operator's series for the year of `at`: one upsert that increments the series' row and
 * keeps it locked until the transaction ends, so numbers run without gaps (a rolled-back invoice gives its number
 * back) and parallel invoices of every merchant queue on it. Taken last in a transaction (lock order: the account
 * or invoice first, the counter after).
 */
async function nextNumber(tx: Db, config: BillingConfig, at: Date): Promise<{ seq: number; number: string }> {
  const year = at.getUTCFullYear();
  const series = `${config.operator.invoicePrefix}-${year}`;
  const res = (await tx.execute(sql`
    insert into billing_invoice_counters (series, last, updated_at) values (${series}, 1, now())
    on conflict (series) do update set last = billing_invoice_counters.last + 1, updated_at = now()
    returning last`)) as unknown as { rows: { last: string | number }[] };
  const seq = Number(res.rows[0].last);
  return { seq, number: `${series}-${String(seq).padStart(6, '0')}` };
}

export interface IssueInput {
  kind: InvoiceKind;
  account: Account;
  lang: UiLang;
  issuedAt: Date;
  planCode: string;
  description: string;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  netCents: number;
  vatRate: string;
  vatCents: number;
  treatment: VatTreatment;
  vatCountry: string | null;
  providerRef: string | null;
  creditsInvoiceId?: number | null;
}

/** Writes a paid invoice or a credit note with the next number; call inside the transaction that records it. */
export async function issueInvoice(tx: Db, config: BillingConfig, i: IssueInput): Promise<Invoice> {
  const { seq, number } = await nextNumber(tx, config, i.issuedAt);
  const [row] = await tx
    .insert(billingInvoices)
    .values({
      tenantId: i.account.tenantId,
      kind: i.kind,
      seq,
      number,
      status: 'paid',
      issuedAt: i.issuedAt,
      planCode: i.planCode,
      description: i.description,
      periodStart: i.periodStart ?? null,
      periodEnd: i.periodEnd ?? null,
      net: fromCents(i.netCents),
      vatRate: i.vatRate,
      vatAmount: fromCents(i.vatCents),
      total: fromCents(i.netCents + i.vatCents),
      vatTreatment: i.treatment,
      vatCountry: i.vatCountry,
      creditsInvoiceId: i.creditsInvoiceId ?? null,
      lang: i.lang,
      buyer: buyerOf(i.account),
      seller: sellerOf(config),
      providerRef: i.providerRef,
    })
    .returning();
  return row;
}

const money2 = (v: string) => Number(v).toFixed(2);
/** "20.0000" → "20", "25.5000" → "25.5". */
export const rateText = (v: string) => String(Number(v));

export const invoiceRow = (r: Invoice): InvoiceRow => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  status: r.status,
  issuedAt: r.issuedAt.toISOString(),
  planCode: r.planCode,
  description: r.description,
  net: money2(r.net),
  vatRate: rateText(r.vatRate),
  vatAmount: money2(r.vatAmount),
  total: money2(r.total),
  currency: 'USD',
  vatTreatment: r.vatTreatment,
  creditsInvoiceId: r.creditsInvoiceId,
  refunded: money2(r.refunded),
});
