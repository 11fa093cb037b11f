import {
  type BillingHistoryQuery,
  type BillingHistoryRow,
  Err,
  type InvoiceListQuery,
  type InvoiceRow,
  type ListResult,
  type SubscriptionEvent,
} from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { billingEvents, billingInvoices } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Db } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { countOf, orderFor, pageWindow } from '../../platform/list';
import { pdfRenderer } from '../../platform/pdf';
import { owned } from '../../platform/scope';
import { type Account, billingContact, clockNow, recordEvent } from './accounts';
import { assertOwner } from './billing.service';
import { fillText, INVOICE_TEXTS } from './billing.texts';
import { invoicePdf } from './invoice-pdf';
import { type Invoice, invoiceRow, issueInvoice } from './invoices';
import { fromCents, parseAmount, shareCents, toCents } from './money';
import { type BillingProvider, FAILURE_CODES, ProviderError } from './providers/provider';

/**
 * Writes the credit note of a refund of `amountCents` on a paid invoice, locked first: more than is left to refund,
 * or nothing, answers 20115. The VAT of the note is the invoice's share of the amount, to the cent. `refundRef`: the
 * provider's refund (a refund made in the provider's dashboard and reported by webhook passes its id; a refund made
 * here asks the provider through `refundVia`). A note already written for that refund is answered as it is.
 */
export async function creditNote(
  db: Db,
  config: Deps['config']['billing'],
  account: Account,
  invoiceId: number,
  amountCents: number,
  refund: { ref: string } | { via: BillingProvider; key: string },
): Promise<Invoice> {
  const inv = await owned(billingInvoices, { db, tenantId: account.tenantId } as TenantCtx, invoiceId, Err.NO_DATA, {
    where: eq(billingInvoices.kind, 'invoice'),
    lock: 'no key update',
  });
  if ('ref' in refund) {
    const [known] = await db
      .select()
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.tenantId, account.tenantId),
          eq(billingInvoices.kind, 'creditNote'),
          eq(billingInvoices.providerRef, refund.ref),
        ),
      );
    if (known) return known;
  }
  const left = toCents(inv.total) - toCents(inv.refunded);
  if (amountCents <= 0 || amountCents > left) throw new AppError(Err.AMOUNT_ILLEGAL);
  let ref: string;
  if ('ref' in refund) ref = refund.ref;
  else {
    const { via, key } = refund;
    try {
      ref = await via.refund({
        tenantId: account.tenantId,
        ref: inv.providerRef ?? '',
        amountCents,
        idempotencyKey: key,
      });
    } catch (err) {
      if (err instanceof ProviderError) throw new AppError(FAILURE_CODES[err.failure]);
      throw err;
    }
  }
  const vatPart = shareCents(toCents(inv.vatAmount), amountCents, toCents(inv.total));
  const now = await clockNow(db, account.clockOffsetSeconds);
  const { lang } = await billingContact(db, account);
  const note = await issueInvoice(db, config, {
    kind: 'creditNote',
    account,
    lang,
    issuedAt: now,
    planCode: inv.planCode,
    description: fillText(INVOICE_TEXTS.refund[lang], { number: inv.number }),
    netCents: amountCents - vatPart,
    vatRate: inv.vatRate,
    vatCents: vatPart,
    treatment: inv.vatTreatment,
    vatCountry: inv.vatCountry,
    providerRef: ref,
    creditsInvoiceId: inv.id,
  });
  await db
    .update(billingInvoices)
    .set({ refunded: fromCents(toCents(inv.refunded) + amountCents) })
    .where(and(eq(billingInvoices.tenantId, inv.tenantId), eq(billingInvoices.id, inv.id)));
  await recordEvent(db, account.tenantId, 'refunded', now, { amount: fromCents(amountCents), invoiceId: note.id });
  return note;
}

/** Invoices, credit notes and the history of the subscription, as its owner reads them. */
export function createLedgerService(deps: Deps) {
  async function invoices(ctx: TenantCtx, q: InvoiceListQuery): Promise<ListResult<InvoiceRow>> {
    assertOwner(ctx);
    const where = and(
      eq(billingInvoices.tenantId, ctx.tenantId),
      q.kind ? eq(billingInvoices.kind, q.kind) : undefined,
    );
    const { limit, offset } = pageWindow(q);
    const rows = await ctx.db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(
        ...orderFor(
          q.sort,
          { issuedAt: billingInvoices.issuedAt },
          { id: billingInvoices.id, fallback: '-issuedAt', idOrder: 'follow' },
        ),
      )
      .limit(limit)
      .offset(offset);
    return { list: rows.map(invoiceRow), total: await countOf(ctx, billingInvoices, where) };
  }

  /** The PDF of one of the merchant's invoices; another merchant's answers 20037. */
  async function pdf(ctx: TenantCtx, id: number): Promise<{ number: string; bytes: Buffer }> {
    assertOwner(ctx);
    const inv = await owned(billingInvoices, ctx, id, Err.NO_DATA);
    const credited = inv.creditsInvoiceId ? await owned(billingInvoices, ctx, inv.creditsInvoiceId, Err.NO_DATA) : null;
    return { number: inv.number, bytes: await invoicePdf(pdfRenderer(deps.log), inv, credited) };
  }

  async function history(ctx: TenantCtx, q: BillingHistoryQuery): Promise<ListResult<BillingHistoryRow>> {
    assertOwner(ctx);
    const where = eq(billingEvents.tenantId, ctx.tenantId);
    const { limit, offset } = pageWindow(q);
    const rows = await ctx.db
      .select()
      .from(billingEvents)
      .where(where)
      .orderBy(
        ...orderFor(q.sort, { at: billingEvents.at }, { id: billingEvents.id, fallback: '-at', idOrder: 'follow' }),
      )
      .limit(limit)
      .offset(offset);
    return {
      list: rows.map((r) => ({
        id: r.id,
        event: r.event as SubscriptionEvent,
        at: r.at.toISOString(),
        fromPlanCode: r.fromPlanCode,
        toPlanCode: r.toPlanCode,
        amount: r.amount === null ? null : Number(r.amount).toFixed(2),
        invoiceId: r.invoiceId,
      })),
      total: await countOf(ctx, billingEvents, where),
    };
  }

  /** Test provider: a refund as the operator would make it in the provider's dashboard → the credit note. */
  async function testRefund(
    ctx: TenantCtx,
    account: Account,
    provider: BillingProvider,
    invoiceId: number,
    amount: string,
  ): Promise<InvoiceRow> {
    const cents = parseAmount(amount);
    if (cents === null) throw new AppError(Err.AMOUNT_ILLEGAL);
    const key = `refund-${ctx.tenantId}-${invoiceId}-${ctx.requestId}`;
    return inTransaction(ctx, async (tx) =>
      invoiceRow(await creditNote(tx.db, deps.config.billing, account, invoiceId, cents, { via: provider, key })),
    );
  }

  return { invoices, pdf, history, testRefund };
}
