import { Err, type InvoiceRow, type ListResult } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { billedMerchant, billingApp, changePlan, quote } from './billing.test-support';

// Five stores on the free plan here, so that a merchant (two stores) has three free slots.
const t = await billingApp({ planOverrides: { free: { limits: { stores: 5 } } } });

describe('under 40 parallel requests', () => {
  it('takes the last free store slots once', async () => {
    const m = await merchant(t);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.post('/store/save', { name: `Parallel ${i}` }, { token: m.token })),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === Err.SUBSCRIPTION_REQUIRED)).toHaveLength(37);
    expect(ok(await t.post<{ total: number }>('/store/list', {}, { token: m.token })).total).toBe(5);
  });

  it('charges one of 40 parallel confirmations of the same change', async () => {
    const m = await billedMerchant(t);
    const q = ok(await quote(t, m.token, 'monthly'));
    const body = { planCode: 'monthly', expectedTotal: q.total, quotedAt: q.effectiveAt };
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.post('/billing/change', body, { token: m.token })),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    // The others: busy (20122), or the plan already held (20118).
    expect(replies.every((r) => [200, Err.APPLICATION_EXISTS, Err.ORDER_INVALID].includes(r.code))).toBe(true);
    expect(ok(await t.post<{ total: number }>('/billing/invoices', {}, { token: m.token })).total).toBe(1);
  });

  it('numbers credit notes without gaps, and refunds no more than was paid', async () => {
    const m = await billedMerchant(t);
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    // 30.00 paid: 40 refunds of 1.00 at once, 30 go through.
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.post<InvoiceRow>('/billing/test/refund', { invoiceId, amount: '1.00' }, { token: m.token }),
      ),
    );
    const done = replies.filter((r) => r.code === 200).map((r) => r.data);
    expect(done).toHaveLength(30);
    expect(replies.filter((r) => r.code === Err.AMOUNT_ILLEGAL)).toHaveLength(10);
    // Each note: 1.00 of which the invoice's VAT share (5/30 of a unit, to the cent).
    for (const n of done)
      expect(n).toMatchObject({
        kind: 'creditNote',
        total: '1.00',
        vatAmount: '0.17',
        net: '0.83',
        creditsInvoiceId: invoiceId,
      });
    const list = ok(
      await t.post<ListResult<InvoiceRow>>('/billing/invoices', { pageSize: 100 }, { token: m.token }),
    ).list;
    expect(list.find((i) => i.id === invoiceId)?.refunded).toBe('30.00');
    // Numbers: all distinct, and the series has no hole (every number up to the highest is taken).
    const seqs = list.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(31);
    const series = list[0].number.slice(0, -7);
    const all = (await t.db.execute(
      sql`select max(seq) as max, count(*) as n from billing_invoices where number like ${`${series}-%`}`,
    )) as unknown as { rows: { max: string; n: string }[] };
    expect(Number(all.rows[0].max)).toBe(Number(all.rows[0].n));
  });
});
