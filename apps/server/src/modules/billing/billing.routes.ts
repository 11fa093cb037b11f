import {
  BillingCancelBody,
  BillingCardSaveBody,
  BillingChangeBody,
  BillingDetailsBody,
  BillingEmptyBody,
  BillingHistoryQuery,
  BillingQuoteBody,
  Err,
  InvoiceIdBody,
  InvoiceListQuery,
  TestClockAdvanceBody,
  TestRefundBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../platform/attachment';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { envelope, route } from '../../platform/http';
import { BadSignature, createBillingRuntime } from './runtime';

/**
 * Subscription and billing (§1, §3): `/m/billing/*` for the account owner (packages/contract/src/billing.ts names
 * every route and code), the Stripe webhook with the Stripe provider, the clock and refunds with the test provider.
 */
export function billingRoutes(app: FastifyInstance, deps: Deps) {
  const rt = createBillingRuntime(deps);
  const { billing, ledger, clock } = rt;
  const office = { access: 'office' } as const;
  // Every billing request tells the module its database (the sweep needs one).
  const seen =
    <B, R>(fn: (ctx: TenantCtx, b: B) => R | Promise<R>) =>
    async (ctx: TenantCtx, b: B) => {
      rt.seen(ctx.db);
      return fn(ctx, b);
    };

  route(
    app,
    '/billing/overview',
    { ...office, body: BillingEmptyBody },
    seen((ctx) => billing.overview(ctx)),
  );
  route(
    app,
    '/billing/plans',
    { ...office, body: BillingEmptyBody },
    seen((ctx) => billing.plans(ctx)),
  );
  route(
    app,
    '/billing/quote',
    { ...office, body: BillingQuoteBody },
    seen((ctx, b) => billing.quote(ctx, b.planCode)),
  );
  route(
    app,
    '/billing/change',
    { ...office, body: BillingChangeBody },
    seen((ctx, b) => billing.change(ctx, b)),
  );
  route(
    app,
    '/billing/cancel',
    { ...office, body: BillingCancelBody },
    seen((ctx) => billing.cancel(ctx)),
  );
  route(
    app,
    '/billing/resume',
    { ...office, body: BillingCancelBody },
    seen((ctx) => billing.resume(ctx)),
  );
  route(
    app,
    '/billing/card/save',
    { ...office, body: BillingCardSaveBody },
    seen((ctx, b) => billing.saveCard(ctx, b.token)),
  );
  route(
    app,
    '/billing/card/remove',
    { ...office, body: BillingEmptyBody },
    seen((ctx) => billing.removeCard(ctx)),
  );
  route(
    app,
    '/billing/details',
    { ...office, body: BillingEmptyBody },
    seen((ctx) => billing.details(ctx)),
  );
  route(
    app,
    '/billing/details/save',
    { ...office, body: BillingDetailsBody },
    seen((ctx, b) => billing.saveDetails(ctx, b)),
  );
  route(
    app,
    '/billing/invoices',
    { ...office, body: InvoiceListQuery },
    seen((ctx, b) => ledger.invoices(ctx, b)),
  );
  route(
    app,
    '/billing/history',
    { ...office, body: BillingHistoryQuery },
    seen((ctx, b) => ledger.history(ctx, b)),
  );
  route(app, '/billing/invoice/pdf', { ...office, body: InvoiceIdBody }, async (ctx, b, _req, reply) => {
    const { number, bytes } = await ledger.pdf(ctx, b.id);
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${number}.pdf`))
      .send(bytes);
  });

  // The test provider's clock and refunds exist only while it is the provider.
  const testProvider = rt.config.provider === 'test' ? rt.provider : null;
  if (testProvider) {
    route(
      app,
      '/billing/test/advance',
      { ...office, body: TestClockAdvanceBody },
      seen((ctx, b) => clock.advance(ctx, b)),
    );
    route(
      app,
      '/billing/test/refund',
      { ...office, body: TestRefundBody },
      seen(async (ctx, b) => {
        const { account } = await billing.account(ctx);
        return ledger.testRefund(ctx, account, testProvider, b.invoiceId, b.amount);
      }),
    );
  }

  if (rt.config.provider === 'stripe') {
    // Stripe signs the exact bytes it sends: this route reads its body raw, in a scope of its own.
    app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post('/m/billing/webhook/stripe', { config: { access: 'public' } }, async (req, reply) => {
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
          return reply.status(400).send(envelope(Err.AUTHORIZATION_FAILED, req.ctx.lang));
        let outcome: Awaited<ReturnType<typeof rt.stripeWebhook>>;
        try {
          outcome = await rt.stripeWebhook(req.ctx.db, req.body, signature);
        } catch (err) {
          if (err instanceof BadSignature)
            return reply.status(400).send(envelope(Err.AUTHORIZATION_FAILED, req.ctx.lang));
          throw err;
        }
        return reply.send(envelope(Err.SUCCESS, req.ctx.lang, { outcome }));
      });
    });
  }

  app.addHook('onReady', async () => rt.startSweep());
  app.addHook('onClose', async () => rt.stop());
}
