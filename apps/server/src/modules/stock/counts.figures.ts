import type { CountDetail, CountRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { productStores, products, productVariants, stockDocumentLines, stockLevels } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { type DocumentLine, type DocumentListRow, documentLines, isoOrNull } from './documents';
import { itemKey } from './items';

// What a count shows besides its lines: expected quantities (on hand now until completed, then as recorded), the
// differences and their value (at the average cost now, then at the cost recorded when completing).

export interface CountFigures {
  differenceQuantity: string;
  differenceValue: string;
}

/**
 * The difference figures of some counts. The level of each line is a LATERAL lookup by primary key, fenced with
 * `limit 1` so the planner cannot flatten it into a join: PGlite never gathers statistics, and a plain join of 5,000
 * lines with 5,000 levels was planned as a nested loop scanning both (22 s instead of under one).
 */
export async function countFigures(ctx: TenantCtx, ids: number[]): Promise<Map<number, CountFigures>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  type Row = { id: number | string; differenceQuantity: string; differenceValue: string };
  const result = await ctx.db.execute<Row>(sql`
    select d.id, f.difference_quantity as "differenceQuantity", f.difference_value as "differenceValue"
    from stock_documents d
    cross join lateral (
      select coalesce(sum(x.diff), 0)::numeric(18,4)::text as difference_quantity,
             coalesce(sum(round(x.diff * x.cost, 4)), 0)::numeric(18,4)::text as difference_value
      from stock_document_lines l
      left join lateral (
        select lv.on_hand, lv.average_cost from stock_levels lv
        where lv.tenant_id = l.tenant_id and lv.store_id = d.store_id
          and lv.product_id = l.product_id and lv.variant_id = l.variant_id
        limit 1
      ) lv on true
      cross join lateral (
        select l.counted - coalesce(l.expected, lv.on_hand, 0) as diff,
               case when d.status = 'completed' then l.cost else coalesce(lv.average_cost, 0) end as cost
      ) x
      where l.tenant_id = d.tenant_id and l.document_id = d.id and l.counted is not null
    ) f
    where d.tenant_id = ${ctx.tenantId} and d.id in (${list})`);
  // node-postgres answers { rows }, as does PGlite; bigint ids may come back as text.
  const rows = ((result as unknown as { rows?: Row[] }).rows ?? result) as Row[];
  return new Map(
    rows.map((r) => [Number(r.id), { differenceQuantity: r.differenceQuantity, differenceValue: r.differenceValue }]),
  );
}

/**
 * The counted lines of a count with their levels, locked (created at 0 where an item never moved) in the ledger's
 * order, so that what completing records as expected is exactly what its movement corrects.
 */
export async function lockCountedLevels(ctx: TenantCtx, doc: { id: number; storeId: number }) {
  const l = stockDocumentLines;
  const lv = stockLevels;
  const lines = await ctx.db
    .select({ lineId: l.id, productId: l.productId, variantId: l.variantId, counted: l.counted })
    .from(l)
    .where(and(eq(l.tenantId, ctx.tenantId), eq(l.documentId, doc.id), sql`${l.counted} is not null`));
  if (lines.length === 0) return [];
  // In key order too: inserting over a level another transaction is changing waits for it, like a lock.
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  for (let i = 0; i < sorted.length; i += 1000)
    await ctx.db
      .insert(lv)
      .values(
        sorted.slice(i, i + 1000).map((r) => ({
          tenantId: ctx.tenantId,
          storeId: doc.storeId,
          productId: r.productId,
          variantId: r.variantId,
        })),
      )
      .onConflictDoNothing();
  // One index range per store and product list (no join: see countFigures); other variants of a counted product are
  // locked too, which only makes a parallel sale of them wait.
  const levels = await ctx.db
    .select({ productId: lv.productId, variantId: lv.variantId, onHand: lv.onHand, averageCost: lv.averageCost })
    .from(lv)
    .where(
      and(
        eq(lv.tenantId, ctx.tenantId),
        eq(lv.storeId, doc.storeId),
        inArray(lv.productId, [...new Set(lines.map((r) => r.productId))]),
      ),
    )
    .orderBy(lv.productId, lv.variantId)
    .for('no key update');
  const byItem = new Map(levels.map((r) => [`${r.productId}:${r.variantId}`, r]));
  return lines.map((r) => {
    const level = byItem.get(`${r.productId}:${r.variantId}`) as (typeof levels)[number];
    return { ...r, counted: r.counted as string, onHand: level.onHand, averageCost: level.averageCost };
  });
}

export function toCountRow(r: DocumentListRow, f: CountFigures | undefined): CountRow {
  return {
    id: r.id,
    number: r.number,
    type: r.kind as CountRow['type'],
    status: r.status as CountRow['status'],
    storeId: r.storeId,
    storeName: r.storeName,
    note: r.note,
    itemCount: r.lineCount,
    countedCount: r.countedCount,
    differenceQuantity: f?.differenceQuantity ?? '0.0000',
    differenceValue: f?.differenceValue ?? '0.0000',
    operatorName: r.operatorName,
    createdAt: r.createdAt.toISOString(),
    completedAt: isoOrNull(r.completedAt),
  };
}

/** Every level of a store, by item key (one query; a full count shows thousands of lines). */
async function storeLevels(ctx: TenantCtx, storeId: number) {
  const rows = await ctx.db
    .select({
      productId: stockLevels.productId,
      variantId: stockLevels.variantId,
      onHand: stockLevels.onHand,
      averageCost: stockLevels.averageCost,
    })
    .from(stockLevels)
    .where(and(eq(stockLevels.tenantId, ctx.tenantId), eq(stockLevels.storeId, storeId)));
  return new Map(rows.map((r) => [itemKey({ productId: r.productId, variantId: r.variantId || null }), r]));
}

/** The lines of a count as its detail shows them. */
export async function countLines(
  ctx: TenantCtx,
  doc: { id: number; storeId: number; status: string },
): Promise<CountDetail['lines']> {
  const completed = doc.status === 'completed';
  const [lines, levels] = await Promise.all([
    documentLines(ctx, doc.id),
    completed ? null : storeLevels(ctx, doc.storeId),
  ]);
  return lines.map((l: DocumentLine) => {
    const level = levels?.get(itemKey(l));
    const expected = completed ? (l.expected ?? '0.0000') : (level?.onHand ?? '0.0000');
    return {
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      variantName: l.variantName,
      sku: l.sku,
      barcode: l.barcode,
      unit: l.unit,
      id: l.id,
      expected,
      counted: l.counted,
      difference: l.counted === null ? null : new Decimal(l.counted).minus(expected).toFixed(4),
      cost: completed ? l.cost : (level?.averageCost ?? '0.0000'),
    };
  });
}

/** Every tracked item sold in a store, one per variant, in name order: the lines of a full count. */
export async function storeItems(ctx: TenantCtx, storeId: number) {
  const rows = await ctx.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(products)
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, storeId),
      ),
    )
    .leftJoin(
      productVariants,
      and(eq(productVariants.tenantId, products.tenantId), eq(productVariants.productId, products.id)),
    )
    .where(and(eq(products.tenantId, ctx.tenantId), eq(products.trackInventory, true)))
    .orderBy(sql`lower(${products.name})`, products.id, productVariants.position, productVariants.id);
  return rows.map((r) => ({ productId: r.productId, variantId: r.variantId ?? null }));
}
