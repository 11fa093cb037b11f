import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import { billingAccounts, billingInvoices, billingWebhookEvents } from '../../db/schema';
import { type Ctx, inTransaction } from '../../platform/context';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { clockNow, patchAccount, recordEvent } from './accounts';
import { creditNote } from './ledger.service';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

const customerOf = (event: Stripe.Event): string | null => {
  const obj = event.data.object as { customer?: unknown };
  if (typeof obj.customer === 'string') return obj.customer;
  // A detached payment method no longer names its customer; the event's previous attributes do.
  const prev = event.data.previous_attributes as { customer?: unknown } | undefined;
  return typeof prev?.customer === 'string' ? prev.customer : null;
};

/**
 * Applies a verified Stripe event once: the event id is recorded in the transaction that applies it, so a resent
 * event (Stripe retries until it gets a 2xx) changes nothing the second time. Handled:
 * - `credit_note.created` — a refund made in Stripe's dashboard: our credit note for the invoice it credits (a note
 *   we made ourselves is already known by its id);
 * - `payment_method.detached` — the card on file was removed in Stripe: forgotten here too;
 * - `payment_method.updated` / `payment_method.automatically_updated` — the card's new expiry and last four digits.
 * Other events, and events of customers we do not know, are acknowledged and ignored.
 */
export async function applyStripeEvent(db: Db, config: BillingConfig, event: Stripe.Event): Promise<WebhookOutcome> {
  const customer = customerOf(event);
  if (!customer) return 'ignored';
  const [found] = await db.select().from(billingAccounts).where(eq(billingAccounts.customerRef, customer)).limit(1);
  if (!found) return 'ignored';
  const sys: Ctx = { db, lang: 'en_GB', tzOffsetMs: 0, requestId: `stripe-${event.id}`, ip: '' };
  return inTransaction(sys, async (tx) => {
    const fresh = await tx.db
      .insert(billingWebhookEvents)
      .values({ tenantId: found.tenantId, provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: billingWebhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    const [account] = await tx.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.tenantId, found.tenantId))
      .for('no key update');
    const now = await clockNow(tx.db, account.clockOffsetSeconds);
    switch (event.type) {
      case 'credit_note.created': {
        const note = event.data.object as Stripe.CreditNote;
        const stripeInvoice = typeof note.invoice === 'string' ? note.invoice : note.invoice?.id;
        const [inv] = await tx.db
          .select({ id: billingInvoices.id })
          .from(billingInvoices)
          .where(
            and(
              eq(billingInvoices.tenantId, account.tenantId),
              eq(billingInvoices.kind, 'invoice'),
              eq(billingInvoices.providerRef, stripeInvoice ?? ''),
            ),
          );
        if (!inv) return 'ignored';
        try {
          await creditNote(tx.db, config, account, inv.id, note.total, { ref: note.id });
        } catch (err) {
          // More than is left to credit: nothing to write; Stripe must not send it again.
          if (err instanceof AppError && err.code === Err.AMOUNT_ILLEGAL) return 'ignored';
          throw err;
        }
        return 'handled';
      }
      case 'payment_method.detached': {
        const pm = event.data.object as Stripe.PaymentMethod;
        if (pm.id !== account.cardToken) return 'ignored';
        await patchAccount(tx.db, account.tenantId, {
          cardToken: null,
          cardBrand: null,
          cardLast4: null,
          cardExpMonth: null,
          cardExpYear: null,
        });
        await recordEvent(tx.db, account.tenantId, 'cardRemoved', now);
        return 'handled';
      }
      case 'payment_method.updated':
      case 'payment_method.automatically_updated': {
        const pm = event.data.object as Stripe.PaymentMethod;
        if (pm.id !== account.cardToken || !pm.card) return 'ignored';
        await patchAccount(tx.db, account.tenantId, {
          cardBrand: pm.card.brand,
          cardLast4: pm.card.last4,
          cardExpMonth: pm.card.exp_month,
          cardExpYear: pm.card.exp_year,
        });
        return 'handled';
      }
      default:
        return 'ignored';
    }
  });
}
