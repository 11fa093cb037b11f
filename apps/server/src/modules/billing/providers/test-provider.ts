import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { type BillingProvider, ProviderError, type SavedCard } from './provider';

/**
 * The built-in test provider (BILLING_PROVIDER=test): no network, test cards by token (contract TEST_CARD_TOKENS).
 * `tok_retry` fails every other charge with "retry" (20119): its count lives in the database, so every server copy
 * agrees.
 */
const CARDS: Record<string, { last4: string; brand: string }> = {
  tok_visa: { last4: '4242', brand: 'visa' },
  tok_decline: { last4: '0002', brand: 'visa' },
  tok_insufficient: { last4: '9995', brand: 'visa' },
  tok_retry: { last4: '3220', brand: 'visa' },
  tok_unreachable: { last4: '0019', brand: 'visa' },
  tok_mastercard: { last4: '4444', brand: 'mastercard' },
};

const ref = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** `db`: the server's database (asked at each charge: the module learns it with its first request). */
export function testProvider(db: () => Db): BillingProvider {
  return {
    kind: 'test',
    publishableKey: null,
    async createCustomer() {
      return ref('cus');
    },
    async saveCard({ token }): Promise<SavedCard> {
      if (token === 'tok_customer_fail') throw new ProviderError('customer');
      const card = CARDS[token];
      if (!card) throw new ProviderError('customer');
      return { token, brand: card.brand, last4: card.last4, expMonth: 12, expYear: 2099 };
    },
    async charge({ tenantId, cardToken }) {
      if (cardToken === 'tok_decline') throw new ProviderError('declined');
      if (cardToken === 'tok_insufficient') throw new ProviderError('insufficientFunds');
      if (cardToken === 'tok_unreachable') throw new ProviderError('unreachable');
      if (cardToken === 'tok_retry') {
        const res = (await db().execute(sql`
          insert into billing_test_cards (tenant_id, token, charges) values (${tenantId}, ${cardToken}, 1)
          on conflict (tenant_id, token) do update set charges = billing_test_cards.charges + 1
          returning charges`)) as unknown as { rows: { charges: number }[] };
        if (Number(res.rows[0]?.charges) % 2 === 1) throw new ProviderError('retry');
      }
      if (!CARDS[cardToken]) throw new ProviderError('declined');
      return ref('ch');
    },
    async refund() {
      return ref('re');
    },
  };
}
