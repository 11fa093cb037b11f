import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/support/test-app';
import { partners, productVariants, stockMovements } from '../../db/schema';
import { applyMovements, levelOf } from '../../ledgers/stock-ledger';
import { inTransaction } from '../../platform/context';
import { uploadImage } from '../catalog/test-support';
import { type merchant, newProduct, productBody, stockCtx, uniq } from './test-support';

// Test helpers of the purchase, transfer and count tests (test code only).

export type Merchant = Awaited<ReturnType<typeof merchant>>;

/** A supplier of the merchant, written straight to the table (the supplier API is tested on its own). */
export async function newSupplier(
  t: TestApp,
  tenantId: number,
  over: { deleted?: boolean; kind?: 'manufacturer' } = {},
) {
  const [row] = await t.db
    .insert(partners)
    .values({
      tenantId,
      kind: over.kind ?? 'supplier',
      name: uniq('Supplier'),
      deletedAt: over.deleted ? new Date() : null,
    })
    .returning({ id: partners.id });
  return row.id;
}

/** A product that tracks inventory, sold in `storeIds`. */
export const tracked = (t: TestApp, m: Merchant, storeIds: number[], over: Record<string, unknown> = {}) =>
  newProduct(t, m.token, storeIds, { trackInventory: true, ...over });

/** A tracked product with two variants (S, M) sold in `storeIds`: its id and the variants' ids. */
export async function variantProduct(t: TestApp, m: Merchant, storeIds: number[], over: Record<string, unknown> = {}) {
  const imageKey = await uploadImage(t, m.token);
  const res = await t.post<{ id: number }>(
    '/goods/save',
    productBody(storeIds, {
      trackInventory: true,
      imageKey,
      variantOptions: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1' },
        { name: 'M', values: ['M'], price: '2' },
      ],
      ...over,
    }),
    { token: m.token },
  );
  if (res.code !== 200) throw new Error(`product save answered ${res.code}: ${JSON.stringify(res.data)}`);
  const variants = await t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, m.tenantId), eq(productVariants.productId, res.data.id)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { productId: res.data.id, variantIds: variants.map((v) => v.id) };
}

/** Moves stock straight through the ledger (an increase or, with a negative quantity, a damage). */
export async function stockMove(
  t: TestApp,
  m: Merchant,
  item: { storeId: number; productId: number; variantId?: number | null },
  quantity: string,
  unitCost = '1',
) {
  const ctx = stockCtx(t, m.tenantId, m.boss.user.id);
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
export const level = (t: TestApp, m: Merchant, storeId: number, productId: number, variantId: number | null = null) =>
  levelOf(stockCtx(t, m.tenantId, m.boss.user.id), { storeId, productId, variantId });

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

/** POSTs to a file endpoint and answers the raw reply (exports and prints are not JSON). */
export async function download(t: TestApp, path: string, body: unknown, token: string, lang = 'en_GB') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: { 'content-type': 'application/json', token, lang },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

/** The rows of the first sheet of an xlsx, as cell values (row 1 is the header). */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
