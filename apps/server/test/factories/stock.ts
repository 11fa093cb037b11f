// Stock: documents saved through the API, stock moved straight through the ledger, and what the ledger holds.
import type { AdjustmentDetail } from '@tillbook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { stockMovements } from '../../src/db/schema';
import { applyMovements, levelOf } from '../../src/ledgers/stock-ledger';
import { inTransaction } from '../../src/platform/context';
import type { TestApp } from '../support/test-app';
import { serviceCtx } from './basics';
import { ok } from './reply';

/** Whose stock: a merchant and its owner (what `merchant()` answers). */
type Owner = { tenantId: number; token: string; boss: { user: { id: number } } };

/** Saves a stock adjustment of one kind through the API and answers its detail. */
export async function adjust(
  t: TestApp,
  m: Owner,
  kind: 'increase' | 'damage' | 'loss',
  storeId: number,
  lines: { productId: number; variantId?: number | null; quantity: string; cost?: string }[],
  token = m.token,
): Promise<AdjustmentDetail> {
  return ok(await t.post<AdjustmentDetail>('/stock/adjustment/save', { kind, storeId, lines }, { token }));
}

/** Moves stock straight through the ledger (an increase or, with a negative quantity, a damage). */
export async function stockMove(
  t: TestApp,
  m: Owner,
  item: { storeId: number; productId: number; variantId?: number | null },
  quantity: string,
  unitCost = '1',
) {
  const ctx = serviceCtx(t, m.tenantId, m.boss.user.id);
  const incoming = !quantity.startsWith('-');
  await inTransaction(ctx, (tx) =>
    applyMovements(tx, [
      {
        storeId: item.storeId,
        productId: item.productId,
        variantId: item.variantId ?? null,
        quantity,
        unitCost: incoming ? unitCost : undefined,
        reason: incoming ? 'increase' : 'damage',
        documentType: 'adjustment',
        documentId: 0,
        documentNumber: 'FIXTURE',
      },
    ]),
  );
}

/** On hand and average cost of an item in a store. */
export const level = (t: TestApp, m: Owner, storeId: number, productId: number, variantId: number | null = null) =>
  levelOf(serviceCtx(t, m.tenantId, m.boss.user.id), { storeId, productId, variantId });

/** Σ movements of an item in a store (what on hand must equal). */
export async function ledgerSum(t: TestApp, tenantId: number, storeId: number, productId: number) {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)::numeric(18,4)::text` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.storeId, storeId),
        eq(stockMovements.productId, productId),
      ),
    );
  return row.total;
}

/** The movements a document wrote, oldest first. */
export const movementsOf = (
  t: TestApp,
  tenantId: number,
  documentType: 'purchase' | 'transfer' | 'count',
  id: number,
) =>
  t.db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.documentType, documentType),
        eq(stockMovements.documentId, id),
      ),
    )
    .orderBy(asc(stockMovements.id));
