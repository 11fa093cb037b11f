import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adjust, merchant, ok, tracked } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { stockDocuments } from '../../db/schema';

const t = await startTestApp();

type Doc = typeof stockDocuments.$inferInsert;

describe('store deletion and stock documents', () => {
  it('refuses a store with an open purchase order, transfer or count (1016), frees it once they are done', async () => {
    const open: [Doc['type'], string, 'from' | 'to'][] = [
      ['purchase', 'normal', 'from'],
      ['purchase', 'partial', 'from'],
      ['transfer', 'in_transit', 'from'],
      ['transfer', 'partial', 'to'],
      ['count', 'draft', 'from'],
      ['count', 'counting', 'from'],
    ];
    for (const [type, status, side] of open) {
      const m = await merchant(t);
      const [doc] = await t.db
        .insert(stockDocuments)
        .values({
          tenantId: m.tenantId,
          type,
          status,
          number: `${type}-${status}`,
          storeId: side === 'from' ? m.storeB : m.storeA,
          toStoreId: type === 'transfer' ? (side === 'from' ? m.storeA : m.storeB) : null,
        })
        .returning({ id: stockDocuments.id });
      const refused = await t.post('/store/delete', { id: m.storeB }, { token: m.token });
      expect(refused.code, `${type} ${status}`).toBe(Err.SHOP_IN_USE);
      expect(refused.data).toEqual({ usedBy: 'stock documents' });

      // Done (completed, cancelled): the store is free of this check. The finished document still names it, so the
      // store is refused by the stock history instead (see below) until that document is gone.
      await t.db
        .update(stockDocuments)
        .set({ status: type === 'purchase' ? 'cancelled' : 'completed' })
        .where(and(eq(stockDocuments.tenantId, m.tenantId), eq(stockDocuments.id, doc.id)));
      expect((await t.post('/store/delete', { id: m.storeB }, { token: m.token })).data).toEqual({
        usedBy: 'stock history',
      });
    }
  });

  it('refuses a store whose stock history names it, and deletes a store without stock documents', async () => {
    const m = await merchant(t);
    const p = await tracked(t, m, [m.storeA, m.storeB]);
    await adjust(t, m, 'increase', m.storeB, [{ productId: p, quantity: '1', cost: '1' }]);
    const refused = await t.post('/store/delete', { id: m.storeB }, { token: m.token });
    expect(refused).toMatchObject({ code: Err.SHOP_IN_USE, data: { usedBy: 'stock history' } });

    const fresh = await merchant(t);
    ok(await t.post('/store/delete', { id: fresh.storeB }, { token: fresh.token }));
  });
});
