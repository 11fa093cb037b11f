// The billing scenarios of this module's tests: an app with a billing provider, a merchant with billing details and
// a card, plans started through the API.
import type { BillingChangeResult, BillingDetailsBody, BillingQuote, TestClockResult } from '@tillbook/contract';
import { merchant, ok } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { type BillingConfig, loadConfig } from '../../config';

/** A test app with billing on (the test provider unless told), no trial, no VIES, operator in Ireland. */
export async function billingApp(over: Partial<BillingConfig> = {}) {
  const base = loadConfig({}).billing;
  const billing: BillingConfig = {
    ...base,
    provider: 'test',
    trialDays: 0,
    sweepSeconds: 0,
    viesUrl: null,
    operator: { ...base.operator, name: 'Tillbook Ops Ltd', country: 'IE', vatId: 'IE6388047V', invoicePrefix: 'TST' },
    ...over,
  };
  return startTestApp({ config: { billing } });
}

export const DETAILS: Record<string, Partial<BillingDetailsBody>> = {
  ukConsumer: { companyName: 'Ana Boss', country: 'GB', isBusiness: false, addressLine1: '1 High St', city: 'York' },
  deBusiness: {
    companyName: 'Brezel GmbH',
    country: 'DE',
    addressLine1: 'Hauptstr. 1',
    city: 'Berlin',
    vatId: 'DE136695976',
  },
  frConsumer: { companyName: 'Claire', country: 'FR', addressLine1: '1 rue de Rivoli', city: 'Paris' },
  usBusiness: { companyName: 'Acme Inc', country: 'US', isBusiness: true, addressLine1: '1 Main St', city: 'Austin' },
};

/** A merchant with billing details (a UK consumer unless told) and a card (`tok_visa` unless told). */
export async function billedMerchant(
  t: TestApp,
  o: { details?: Partial<BillingDetailsBody>; card?: string | null } = {},
) {
  const m = await merchant(t);
  ok(await t.post('/billing/details/save', { ...DETAILS.ukConsumer, ...o.details }, { token: m.token }));
  if (o.card !== null) ok(await t.post('/billing/card/save', { token: o.card ?? 'tok_visa' }, { token: m.token }));
  return m;
}

export const quote = (t: TestApp, token: string, planCode: string) =>
  t.post<BillingQuote>('/billing/quote', { planCode }, { token });

/** Quotes then changes to `planCode` with the quoted total; answers the change reply. */
export async function changePlan(t: TestApp, token: string, planCode: string) {
  const q = ok(await quote(t, token, planCode));
  return t.post<BillingChangeResult>(
    '/billing/change',
    { planCode, expectedTotal: q.total, quotedAt: q.effectiveAt },
    { token },
  );
}

export const advance = (t: TestApp, token: string, days: number, hours = 0) =>
  t.post<TestClockResult>('/billing/test/advance', { days, hours }, { token });
