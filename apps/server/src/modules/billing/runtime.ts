import type Stripe from 'stripe';
import type { Db } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { createBillingService } from './billing.service';
import { createLedgerService } from './ledger.service';
import type { BillingProvider } from './providers/provider';
import { stripeProvider, verifiedStripeEvent } from './providers/stripe-provider';
import { testProvider } from './providers/test-provider';
import { createRenewer } from './renewals';
import { applyStripeEvent, type WebhookOutcome } from './stripe-webhooks';
import { createTestClock } from './test-clock.service';
import { viesRegister } from './vat-ids';

/** A webhook whose signature does not hold (or whose body is not the event signed). */
export class BadSignature extends Error {}

/**
 * The billing module put together: provider, renewals, services, and the sweep that runs renewals and retries every
 * BILLING_SWEEP_SECONDS on every server copy (from the moment it is ready). The sweep and the providers use the
 * server's database (`deps.db`).
 */
export function createBillingRuntime(deps: Deps) {
  const config = deps.config.billing;
  let db: Db | null = deps.db ?? null;
  const dbOf = (): Db => {
    if (!db) throw new Error('billing: no database yet');
    return db;
  };
  const provider: BillingProvider | null =
    config.provider === 'test' ? testProvider(dbOf) : config.provider === 'stripe' ? stripeProvider(config) : null;
  const renewer = createRenewer(dbOf, config, provider, deps.mailer, deps.log);
  const billing = createBillingService(deps, provider, renewer, viesRegister(config.viesUrl, config.operator.vatId));
  const ledger = createLedgerService(deps);
  const clock = createTestClock(billing, renewer, config);

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  function startSweep() {
    if (timer || stopped || !provider || !db || config.sweepSeconds <= 0) return;
    const plan = () => {
      timer = setTimeout(() => {
        renewer
          .sweep()
          .catch((err) => deps.log.warn({ err }, 'billing sweep'))
          .finally(() => {
            if (!stopped) plan();
          });
      }, config.sweepSeconds * 1000);
      timer.unref();
    };
    plan();
  }

  return {
    config,
    provider,
    billing,
    ledger,
    clock,
    /** A request's database: the module's from now on, and the sweep starts if it had not. */
    seen(requestDb: Db) {
      db ??= requestDb;
      startSweep();
    },
    startSweep,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Verifies a Stripe webhook (throws on a bad or missing signature) and applies it once. */
    async stripeWebhook(requestDb: Db, raw: Buffer, signature: string): Promise<WebhookOutcome> {
      const secret = config.stripe.webhookSecret;
      if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        event = verifiedStripeEvent(raw, signature, secret);
      } catch {
        throw new BadSignature();
      }
      db ??= requestDb;
      return applyStripeEvent(requestDb, config, event);
    },
  };
}
