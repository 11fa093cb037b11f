import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type BillingOverview, Err, type InvoiceRow, type ListResult } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { billingAccounts } from '../../db/schema';
import { loadAccount } from './accounts';
import { billingApp, changePlan, DETAILS } from './billing.test-support';
import { issueInvoice } from './invoices';

// A stand-in for Stripe's API (no network here): it answers the calls the adapter makes, the way Stripe does.
const calls: { method: string; url: string; body: string }[] = [];
let payOutcome: 'paid' | 'card_declined' | 'insufficient_funds' = 'paid';
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', body });
    res.setHeader('content-type', 'application/json');
    const url = req.url ?? '';
    const send = (status: number, json: object) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    if (url === '/v1/customers') return send(200, { id: 'cus_standin1', object: 'customer' });
    if (url.startsWith('/v1/customers/')) return send(200, { id: url.split('/')[3], object: 'customer' });
    if (/\/v1\/payment_methods\/[^/]+\/attach/.test(url))
      return send(200, {
        id: url.split('/')[3],
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 },
      });
    if (url === '/v1/invoices') return send(200, { id: 'in_standin1', object: 'invoice', status: 'draft' });
    if (url === '/v1/invoiceitems') return send(200, { id: 'ii_1', object: 'invoiceitem' });
    if (url.endsWith('/finalize')) return send(200, { id: 'in_standin1', object: 'invoice', status: 'open' });
    if (url.endsWith('/pay')) {
      if (payOutcome === 'paid') return send(200, { id: 'in_standin1', object: 'invoice', status: 'paid' });
      return send(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: payOutcome,
          message: 'Your card was declined.',
        },
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: `no stand-in for ${url}` } });
  });
});
await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => api.close(() => r())));

const SECRET = 'whsec_test_fixture_secret';
const t = await billingApp({
  provider: 'stripe',
  stripe: {
    secretKey: 'sk_test_fixture',
    publishableKey: 'pk_test_fixture',
    webhookSecret: SECRET,
    apiBase: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  },
});

const fixture = (name: string, vars: Record<string, unknown>) =>
  fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures/stripe', `${name}.json`), 'utf8')
    .replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

async function deliver(payload: string, signature?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/m/billing/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
    payload,
  });
  return { status: res.statusCode, ...(res.json() as { code: number; data: { outcome?: string } | null }) };
}

/** A merchant known to Stripe: its customer, card and one paid invoice (30.00, Stripe invoice `in_…`). */
async function stripeMerchant() {
  const m = await merchant(t);
  ok(await t.post('/billing/overview', {}, { token: m.token }));
  const customer = `cus_${randomBytes(6).toString('hex')}`;
  const paymentMethod = `pm_${randomBytes(6).toString('hex')}`;
  await t.db
    .update(billingAccounts)
    .set({
      customerRef: customer,
      cardToken: paymentMethod,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2029,
    })
    .where(eq(billingAccounts.tenantId, m.tenantId));
  const { account } = await loadAccount(t.db, t.config.billing, m.tenantId);
  const invoice = `in_${randomBytes(6).toString('hex')}`;
  const inv = await issueInvoice(t.db, t.config.billing, {
    kind: 'invoice',
    account,
    lang: 'en_GB',
    issuedAt: new Date(),
    planCode: 'monthly',
    description: 'Pro (monthly)',
    netCents: 2500,
    vatRate: '20',
    vatCents: 500,
    treatment: 'standard',
    vatCountry: 'GB',
    providerRef: invoice,
  });
  return { ...m, customer, paymentMethod, invoice, invoiceId: inv.id };
}

const invoices = async (token: string) =>
  ok(await t.post<ListResult<InvoiceRow>>('/billing/invoices', { pageSize: 50 }, { token })).list;
const eventId = () => `evt_${randomBytes(8).toString('hex')}`;

describe('Stripe webhooks (recorded payloads, signed with a test secret)', () => {
  it('refuses an unsigned, wrongly signed or altered payload, changing nothing', async () => {
    const m = await stripeMerchant();
    const payload = fixture('credit_note.created', { ...m, eventId: eventId(), creditNoteId: 'cn_bad' });
    expect(await deliver(payload, '')).toMatchObject({ status: 400, code: Err.AUTHORIZATION_FAILED });
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(await deliver(payload, other)).toMatchObject({ status: 400, code: Err.AUTHORIZATION_FAILED });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(await deliver(payload.replace('1200', '3000'), signed)).toMatchObject({ status: 400 });
    // Signed long ago: refused (replay).
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await deliver(payload, old)).toMatchObject({ status: 400 });
    expect(await invoices(m.token)).toHaveLength(1);
  });

  it('writes the credit note of a dashboard refund once, however often the event is sent', async () => {
    const m = await stripeMerchant();
    const vars = { ...m, eventId: eventId(), creditNoteId: `cn_${randomBytes(6).toString('hex')}` };
    const payload = fixture('credit_note.created', vars);
    expect(await deliver(payload)).toMatchObject({ status: 200, code: 200, data: { outcome: 'handled' } });
    expect(await deliver(payload)).toMatchObject({ status: 200, data: { outcome: 'duplicate' } });
    // The same refund under another event id (Stripe can send both): still one note.
    expect((await deliver(fixture('credit_note.created', { ...vars, eventId: eventId() }))).status).toBe(200);
    const list = await invoices(m.token);
    const notes = list.filter((i) => i.kind === 'creditNote');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total: '12.00', vatAmount: '2.00', net: '10.00', creditsInvoiceId: m.invoiceId });
    expect(list.find((i) => i.id === m.invoiceId)?.refunded).toBe('12.00');
  });

  it('follows the card: a new expiry, then its removal; ignores what it does not handle', async () => {
    const m = await stripeMerchant();
    expect(await deliver(fixture('payment_method.automatically_updated', { ...m, eventId: eventId() }))).toMatchObject({
      data: { outcome: 'handled' },
    });
    let o = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 });
    expect(await deliver(fixture('invoice.paid', { ...m, eventId: eventId() }))).toMatchObject({
      data: { outcome: 'ignored' },
    });
    expect(await deliver(fixture('payment_method.detached', { ...m, eventId: eventId() }))).toMatchObject({
      data: { outcome: 'handled' },
    });
    o = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o.card).toBeNull();
    expect(o.publishableKey).toBe('pk_test_fixture');
    // A customer nobody here knows.
    expect(
      await deliver(fixture('invoice.paid', { customer: 'cus_unknown', invoice: 'in_x', eventId: eventId() })),
    ).toMatchObject({ status: 200, data: { outcome: 'ignored' } });
  });
});

describe('Stripe adapter', () => {
  it('keeps only the token, last four digits and expiry; charges through a Stripe invoice; maps a decline to its code', async () => {
    const m = await merchant(t);
    ok(await t.post('/billing/details/save', DETAILS.ukConsumer, { token: m.token }));
    const card = ok(await t.post('/billing/card/save', { token: 'pm_card_visa' }, { token: m.token }));
    expect(card).toEqual({ brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030 });
    payOutcome = 'insufficient_funds';
    expect((await changePlan(t, m.token, 'monthly')).code).toBe(Err.WALLET_BALANCE_INSUFFICIENT);
    payOutcome = 'card_declined';
    expect((await changePlan(t, m.token, 'monthly')).code).toBe(Err.DEDUCTION_FAILED);
    payOutcome = 'paid';
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    const inv = (await invoices(m.token)).find((i) => i.id === invoiceId);
    expect(inv).toMatchObject({ total: '30.00' });
    const item = calls.filter((c) => c.url === '/v1/invoiceitems').at(-1);
    expect(item?.body).toContain('amount=3000');
    expect(calls.some((c) => c.url.includes('/v1/payment_methods/pm_card_visa/attach'))).toBe(true);
    // The test clock is the test provider's only.
    expect((await t.post('/billing/test/advance', { days: 1 }, { token: m.token })).status).toBe(404);
  });
});
