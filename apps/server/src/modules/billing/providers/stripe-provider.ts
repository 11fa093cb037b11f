import Stripe from 'stripe';
import type { BillingConfig } from '../../../config';
import { type BillingProvider, ProviderError, type ProviderFailure, type SavedCard } from './provider';

/** Where the Stripe client sends its requests (tests point it at a local server; none is reachable here). */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** STRIPE_API_BASE (`http://127.0.0.1:12111`) as the client's host, port and protocol; Stripe's own by default. */
function endpointOf(base: string | undefined): StripeEndpoint {
  if (!base) return {};
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe error as our failure: a card refusal, insufficient funds, a network failure, a temporary one. */
function failureOf(err: unknown, otherwise: ProviderFailure): ProviderFailure {
  if (err instanceof Stripe.errors.StripeCardError)
    return err.decline_code === 'insufficient_funds' || err.code === 'insufficient_funds'
      ? 'insufficientFunds'
      : 'declined';
  if (err instanceof Stripe.errors.StripeConnectionError) return 'unreachable';
  if (err instanceof Stripe.errors.StripeRateLimitError || err instanceof Stripe.errors.StripeAPIError) return 'retry';
  return otherwise;
}

async function calling<T>(otherwise: ProviderFailure, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new ProviderError(failureOf(err, otherwise));
  }
}

/**
 * Stripe Billing: a Stripe customer per merchant holds the card (a PaymentMethod made by Stripe.js in the browser:
 * the number never reaches us); each charge is a Stripe invoice (one line: our net + VAT as computed here) paid at
 * once with the card; a refund is a Stripe credit note on that invoice. Renewals are scheduled here, not by Stripe
 * subscriptions, so the test provider and Stripe share one life cycle; webhooks (stripe-webhooks.ts) bring back
 * what happens in Stripe's dashboard.
 */
export function stripeProvider(
  config: BillingConfig,
  endpoint: StripeEndpoint = endpointOf(config.stripe.apiBase),
): BillingProvider {
  const stripe = new Stripe(config.stripe.secretKey ?? '', { maxNetworkRetries: 1, timeout: 20_000, ...endpoint });
  return {
    kind: 'stripe',
    publishableKey: config.stripe.publishableKey ?? null,
    createCustomer: ({ tenantId, email, name }) =>
      calling('customer', async () => {
        const c = await stripe.customers.create(
          { email, name, metadata: { tenantId: String(tenantId) } },
          { idempotencyKey: `customer-${tenantId}` },
        );
        return c.id;
      }),
    saveCard: ({ customerRef, token }) =>
      calling('customer', async (): Promise<SavedCard> => {
        const pm = await stripe.paymentMethods.attach(token, { customer: customerRef });
        await stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: pm.id } });
        if (!pm.card) throw new ProviderError('badData');
        return {
          token: pm.id,
          brand: pm.card.brand,
          last4: pm.card.last4,
          expMonth: pm.card.exp_month,
          expYear: pm.card.exp_year,
        };
      }),
    charge: ({ tenantId, customerRef, cardToken, amountCents, description, idempotencyKey }) =>
      calling('declined', async () => {
        const draft = await stripe.invoices.create(
          {
            customer: customerRef,
            collection_method: 'charge_automatically',
            auto_advance: false,
            currency: 'usd',
            default_payment_method: cardToken,
            metadata: { tenantId: String(tenantId), key: idempotencyKey },
          },
          { idempotencyKey: `${idempotencyKey}-invoice` },
        );
        if (!draft.id) throw new ProviderError('badData');
        await stripe.invoiceItems.create(
          { customer: customerRef, invoice: draft.id, amount: amountCents, currency: 'usd', description },
          { idempotencyKey: `${idempotencyKey}-line` },
        );
        await stripe.invoices.finalizeInvoice(draft.id, {}, { idempotencyKey: `${idempotencyKey}-finalize` });
        const paid = await stripe.invoices.pay(draft.id, {}, { idempotencyKey: `${idempotencyKey}-pay` });
        if (paid.status !== 'paid' || !paid.id) throw new ProviderError('declined');
        return paid.id;
      }),
    refund: ({ ref, amountCents, idempotencyKey }) =>
      calling('retry', async () => {
        const note = await stripe.creditNotes.create(
          { invoice: ref, amount: amountCents, refund_amount: amountCents },
          { idempotencyKey },
        );
        return note.id;
      }),
  };
}

/** Verifies a webhook's signature with Stripe's own function and answers the event; throws when it does not hold. */
export function verifiedStripeEvent(raw: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(raw, signature, secret);
}
