import {
  HISTORY_TOTAL_CAP,
  type HistoryListQuery,
  type HistoryRow,
  type LowStockQuery,
  type LowStockRow,
  type StockExportFormat,
} from '@tillbook/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { productStores, products, productVariants, stockMovements, stores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { containsPattern, pageWindow } from '../../platform/list';
import type { PdfRenderer } from '../../platform/pdf';
import { storeScope } from '../../platform/scope';
import { exportTable } from '../../platform/table-export';
import { localDateTime } from './documents';
import {
  decimalText,
  itemInfo,
  itemKeywordMatch,
  variantJoin,
  visibleStoreName,
  withinLocalDays,
} from './stock-queries';
import { REASON_TEXT, STOCK_TEXT } from './stock-texts';

type HistoryFilters = Omit<HistoryListQuery, 'page' | 'pageSize' | 'sort'>;

const EXPORT_PAGE = 1000;

const m = stockMovements;

/** WHERE of the history and its export: tenant, visible stores, and the filters. */
async function historyWhere(ctx: TenantCtx, f: HistoryFilters): Promise<SQL | undefined> {
  if (f.storeId !== undefined) await visibleStoreName(ctx, f.storeId);
  return and(
    eq(m.tenantId, ctx.tenantId),
    storeScope(ctx, m.storeId),
    f.storeId === undefined ? undefined : eq(m.storeId, f.storeId),
    f.productId === undefined ? undefined : eq(m.productId, f.productId),
    f.reason === undefined ? undefined : eq(m.reason, f.reason),
    withinLocalDays(ctx, m.happenedAt, f),
    f.keyword
      ? or(
          itemKeywordMatch(ctx, f.keyword, m.productId, m.variantId),
          ilike(m.documentNumber, containsPattern(f.keyword)),
        )
      : undefined,
  );
}

/** The display columns of history rows whose ids are in `ids` (a page, or an export batch). */
function historyRows(ctx: TenantCtx, ids: SQL) {
  return ctx.db
    .select({
      ...itemInfo(m.variantId),
      id: m.id,
      storeId: m.storeId,
      storeName: sql<string>`coalesce(${stores.name}, '')`,
      reason: m.reason,
      documentType: m.documentType,
      documentId: m.documentId,
      documentNumber: m.documentNumber,
      quantity: m.quantity,
      unitCost: m.unitCost,
      onHandAfter: m.onHandAfter,
      operatorName: sql<string>`coalesce(${users.name}, '')`,
      happenedAt: m.happenedAt,
      createdAt: m.createdAt,
      /** Exact (microsecond) position of the row, for keyset paging of the export. */
      at: sql<string>`${m.happenedAt}::text`,
    })
    .from(m)
    .innerJoin(products, and(eq(products.tenantId, m.tenantId), eq(products.id, m.productId)))
    .leftJoin(productVariants, variantJoin(m.tenantId, m.variantId))
    .leftJoin(stores, and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeId)))
    .leftJoin(users, and(eq(users.tenantId, m.tenantId), eq(users.id, m.staffId)))
    .where(and(eq(m.tenantId, ctx.tenantId), sql`${m.id} in (${ids})`))
    .orderBy(desc(m.happenedAt), desc(m.id));
}

type HistoryRecord = Awaited<ReturnType<typeof historyRows>>[number];
const toHistoryRow = ({ at: _at, happenedAt, createdAt, ...r }: HistoryRecord): HistoryRow => ({
  ...r,
  happenedAt: happenedAt.toISOString(),
  createdAt: createdAt.toISOString(),
});

/** The ledger's views: stock history and low stock (value and damage: valuation.service.ts). */
export function createViewsService(pdf: PdfRenderer) {
  return {
    /**
     * POST /m/stock/history — movements by when they happened, newest first (happened_at desc, id desc). The page's
     * ids are found first on the (tenant, happened_at, id) or (tenant, store, happened_at) index, then only those rows are joined for display.
     */
    async history(ctx: TenantCtx, q: HistoryListQuery): Promise<{ list: HistoryRow[]; total: number }> {
      const where = await historyWhere(ctx, q);
      const { limit, offset } = pageWindow(q);
      const pageIds = sql`select ${m.id} from ${m} where ${where}
        order by ${m.happenedAt} desc, ${m.id} desc limit ${limit} offset ${offset}`;
      const rows = await historyRows(ctx, pageIds);
      const counted = (await ctx.db.execute(
        sql`select count(*)::int as n from (select 1 from ${m} where ${where} limit ${HISTORY_TOTAL_CAP}) capped`,
      )) as unknown as { rows: { n: number }[] };
      return { list: rows.map(toHistoryRow), total: Number(counted.rows[0].n) };
    },

    /** The history's rows (its filters, newest happened first) as xlsx or PDF; read in keyset batches, never by offset. */
    async exportHistory(ctx: TenantCtx, f: HistoryFilters & { format: StockExportFormat }): Promise<Buffer> {
      const where = await historyWhere(ctx, f);
      const lang = ctx.lang;
      const T = STOCK_TEXT;
      async function* rows() {
        let after: { at: string; id: number } | undefined;
        for (;;) {
          const before = after ? sql`and (${m.happenedAt}, ${m.id}) < (${after.at}::timestamptz, ${after.id})` : sql``;
          const batch = await historyRows(
            ctx,
            sql`select ${m.id} from ${m} where ${where} ${before}
              order by ${m.happenedAt} desc, ${m.id} desc limit ${EXPORT_PAGE}`,
          );
          for (const r of batch)
            yield [
              localDateTime(ctx, r.happenedAt),
              r.storeName,
              r.productName,
              r.variantName ?? '',
              r.sku,
              REASON_TEXT[r.reason][lang],
              r.documentNumber,
              Number(r.quantity),
              Number(r.unitCost),
              Number(r.onHandAfter),
              r.operatorName,
            ];
          if (batch.length < EXPORT_PAGE) return;
          const last = batch[batch.length - 1];
          after = { at: last.at, id: last.id };
        }
      }
      const num = { numFmt: '0.####', align: 'right' as const };
      return exportTable(pdf, f.format, {
        lang: ctx.lang,
        title: T.history[lang],
        subtitle: await subtitle(ctx, f),
        columns: [
          { header: T.time[lang], width: 20 },
          { header: T.store[lang] },
          { header: T.product[lang], width: 28 },
          { header: T.variant[lang] },
          { header: T.sku[lang] },
          { header: T.reason[lang] },
          { header: T.number[lang], width: 20 },
          { header: T.quantity[lang], ...num },
          { header: T.unitCost[lang], ...num },
          { header: T.onHandAfter[lang], ...num },
          { header: T.operator[lang] },
        ],
        rows: rows(),
      });
    },

    /**
     * POST /m/stock/lowStock — per product and visible store (the catalogue's minimum and best stock are per product
     * and store, and its on hand is the sum over the variants): on hand below the minimum. The suggested quantity
     * brings the item up to its best stock (or its minimum when the best stock is set lower).
     */
    async lowStock(ctx: TenantCtx, q: LowStockQuery): Promise<{ list: LowStockRow[]; total: number }> {
      if (q.storeId !== undefined) await visibleStoreName(ctx, q.storeId);
      const ps = productStores;
      const where = and(
        eq(ps.tenantId, ctx.tenantId),
        eq(products.trackInventory, true),
        sql`${ps.onHand} < ${ps.minStock}`,
        storeScope(ctx, ps.storeId),
        q.storeId === undefined ? undefined : eq(ps.storeId, q.storeId),
        q.keyword ? itemKeywordMatch(ctx, q.keyword, ps.productId) : undefined,
      );
      const base = () =>
        ctx.db
          .select({
            productId: products.id,
            variantId: sql<number | null>`null`,
            productName: products.name,
            variantName: sql<string | null>`null`,
            sku: products.sku,
            barcode: products.barcode,
            unit: products.unit,
            storeId: ps.storeId,
            storeName: stores.name,
            onHand: ps.onHand,
            minStock: ps.minStock,
            bestStock: ps.bestStock,
            suggestedQuantity: decimalText(sql`greatest(${ps.bestStock}, ${ps.minStock}) - ${ps.onHand}`),
            supplierId: products.supplierId,
            purchaseCost: products.purchaseCost,
          })
          .from(ps)
          .innerJoin(products, and(eq(products.tenantId, ps.tenantId), eq(products.id, ps.productId)))
          .innerJoin(stores, and(eq(stores.tenantId, ps.tenantId), eq(stores.id, ps.storeId)))
          .where(where);
      const { limit, offset } = pageWindow(q);
      const list = await base()
        .orderBy(sql`lower(${products.name})`, asc(products.id), asc(ps.storeId))
        .limit(limit)
        .offset(offset);
      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ps)
        .innerJoin(products, and(eq(products.tenantId, ps.tenantId), eq(products.id, ps.productId)))
        .where(where);
      return { list, total: Number(n) };
    },
  };
}

/** The lines under an export's heading: the store (or every visible store) and the period. */
export async function subtitle(
  ctx: TenantCtx,
  f: { storeId?: number; dateFrom?: string; dateTo?: string },
): Promise<string[]> {
  const lang = ctx.lang;
  const store = f.storeId === undefined ? STOCK_TEXT.allStores[lang] : await visibleStoreName(ctx, f.storeId);
  const lines = [`${STOCK_TEXT.store[lang]}: ${store}`];
  if (f.dateFrom || f.dateTo) lines.push(`${STOCK_TEXT.period[lang]}: ${f.dateFrom ?? '…'} – ${f.dateTo ?? '…'}`);
  return lines;
}
