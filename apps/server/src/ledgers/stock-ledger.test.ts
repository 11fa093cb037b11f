import { Err } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, newProduct, serviceCtx } from '../../test/factories';
import { startTestApp } from '../../test/support/test-app';
import { productStores, products, stockLevels, stockMovements } from '../db/schema';
import { inTransaction, type TenantCtx } from '../platform/context';
import { AppError } from '../platform/errors';
import { applyMovements, levelOf, type MovementInput } from './stock-ledger';

const t = await startTestApp();
const ctxOf = (tenantId: number, userId: number) => serviceCtx(t, tenantId, userId);

const move = (storeId: number, productId: number, quantity: string, unitCost?: string): MovementInput => ({
  storeId,
  productId,
  variantId: null,
  quantity,
  unitCost,
  reason: Number(quantity) > 0 ? 'increase' : 'damage',
  documentType: 'adjustment',
  documentId: 1,
  documentNumber: 'TEST',
});

async function ledgerSum(ctx: TenantCtx, storeId: number, productId: number) {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)::numeric(18,4)::text` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, ctx.tenantId),
        eq(stockMovements.storeId, storeId),
        eq(stockMovements.productId, productId),
      ),
    );
  return row.total;
}

describe('stock ledger', () => {
  it('values stock at the moving weighted average and leaves at it', async () => {
    const m = await merchant(t);
    const ctx = ctxOf(m.tenantId, m.boss.user.id);
    const p = await newProduct(t, m.token, [m.storeA], { trackInventory: true });
    await inTransaction(ctx, (tx) => applyMovements(tx, [move(m.storeA, p, '10', '2')]));
    await inTransaction(ctx, (tx) => applyMovements(tx, [move(m.storeA, p, '30', '4')]));
    // (10 × 2 + 30 × 4) / 40 = 3.5
    expect(await levelOf(ctx, { storeId: m.storeA, productId: p, variantId: null })).toEqual({
      onHand: '40.0000',
      averageCost: '3.5000',
    });
    const [out] = await inTransaction(ctx, (tx) => applyMovements(tx, [move(m.storeA, p, '-15')]));
    expect(out.unitCost).toBe('3.5000');
    expect(out.onHandAfter).toBe('25.0000');
    expect(out.averageCostAfter).toBe('3.5000');
    const [ps] = await t.db
      .select({ onHand: productStores.onHand })
      .from(productStores)
      .where(and(eq(productStores.tenantId, m.tenantId), eq(productStores.productId, p)));
    expect(ps.onHand).toBe('25.0000');
  });

  it('refuses to take stock below zero (20089) and the transaction leaves nothing behind', async () => {
    const m = await merchant(t);
    const ctx = ctxOf(m.tenantId, m.boss.user.id);
    const p = await newProduct(t, m.token, [m.storeA], { trackInventory: true });
    await inTransaction(ctx, (tx) => applyMovements(tx, [move(m.storeA, p, '5', '1')]));
    const refused = inTransaction(ctx, (tx) => applyMovements(tx, [move(m.storeA, p, '-2'), move(m.storeA, p, '-4')]));
    await expect(refused).rejects.toSatisfy((e) => e instanceof AppError && e.code === Err.SKU_INSUFFICIENT);
    expect((await levelOf(ctx, { storeId: m.storeA, productId: p, variantId: null })).onHand).toBe('5.0000');
    expect(await ledgerSum(ctx, m.storeA, p)).toBe('5.0000');
    // A sale may go below zero.
    await inTransaction(ctx, (tx) =>
      applyMovements(tx, [{ ...move(m.storeA, p, '-7'), reason: 'sale', documentType: 'sale', allowNegative: true }]),
    );
    expect((await levelOf(ctx, { storeId: m.storeA, productId: p, variantId: null })).onHand).toBe('-2.0000');
  });

  it('keeps on hand equal to the sum of movements under many parallel operations', async () => {
    const m = await merchant(t);
    const ctx = ctxOf(m.tenantId, m.boss.user.id);
    const p = await newProduct(t, m.token, [m.storeA, m.storeB], { trackInventory: true });
    await inTransaction(ctx, (tx) =>
      applyMovements(tx, [move(m.storeA, p, '100', '1'), move(m.storeB, p, '100', '1')]),
    );
    // 60 operations at once, half of them touching both stores in opposite orders (a transfer each way).
    const ops = Array.from({ length: 60 }, (_, i) =>
      inTransaction(ctx, (tx) =>
        applyMovements(
          tx,
          i % 2
            ? [move(m.storeA, p, '-1'), move(m.storeB, p, '1', '1')]
            : [move(m.storeB, p, '-1'), move(m.storeA, p, '2', '3')],
        ),
      ),
    );
    await Promise.all(ops);
    for (const storeId of [m.storeA, m.storeB]) {
      const level = await levelOf(ctx, { storeId, productId: p, variantId: null });
      expect(level.onHand).toBe(await ledgerSum(ctx, storeId, p));
    }
    expect((await levelOf(ctx, { storeId: m.storeA, productId: p, variantId: null })).onHand).toBe('130.0000');
    expect((await levelOf(ctx, { storeId: m.storeB, productId: p, variantId: null })).onHand).toBe('100.0000');
    const levels = await t.db.select().from(stockLevels).where(eq(stockLevels.tenantId, m.tenantId));
    expect(levels).toHaveLength(2);
  });
});

describe('stock ledger in bulk', () => {
  it('moves thousands of items in one call (batched statements) and keeps every level equal to its movements', async () => {
    const m = await merchant(t);
    const ctx = ctxOf(m.tenantId, m.boss.user.id);
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: 2500 }, (_, i) => ({
          tenantId: m.tenantId,
          name: `Bulk ${i}`,
          unit: 'piece' as const,
          price: '1',
          trackInventory: true,
        })),
      )
      .returning({ id: products.id });
    await t.db
      .insert(productStores)
      .values(made.map((p) => ({ tenantId: m.tenantId, productId: p.id, storeId: m.storeA, price: '1' })));
    const results = await inTransaction(ctx, (tx) =>
      applyMovements(
        tx,
        made.map((p, i) => ({ ...move(m.storeA, p.id, String((i % 7) + 1), '2') })),
      ),
    );
    expect(results).toHaveLength(2500);
    expect(new Set(results.map((r) => r.movementId)).size).toBe(2500);
    const [last] = await t.db
      .select({ onHand: productStores.onHand })
      .from(productStores)
      .where(and(eq(productStores.tenantId, m.tenantId), eq(productStores.productId, made[2499].id)));
    expect(last.onHand).toBe(`${(2499 % 7) + 1}.0000`);
    const [mismatch] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.tenantId, m.tenantId),
          sql`${stockLevels.onHand} <> (
            select coalesce(sum(s.quantity), 0) from ${stockMovements} s
             where s.tenant_id = ${stockLevels.tenantId} and s.store_id = ${stockLevels.storeId}
               and s.product_id = ${stockLevels.productId} and s.variant_id = ${stockLevels.variantId})`,
        ),
      );
    expect(mismatch.n).toBe(0);
  }, 120_000);
});
