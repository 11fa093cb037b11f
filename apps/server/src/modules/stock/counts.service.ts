import {
  type CountDetail,
  type CountListQuery,
  type CountLookupResult,
  type CountSaveBody,
  Err,
  type StockExportFormat,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { catalogCodes, stockDocuments } from '../../db/schema';
import { applyMovements, levelOf } from '../../ledgers/stock-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PdfRenderer } from '../../platform/pdf';
import { assertPlanAllows } from '../../platform/plan-limits';
import { ownRow } from '../../platform/scope';
import {
  type CountFigures,
  countFigures,
  countLines,
  lockCountedLevels,
  storeItems,
  toCountRow,
} from './counts.figures';
import {
  checkStore,
  createDocument,
  type DocumentHeader,
  documentRow,
  exportDocuments,
  insertLines,
  lineRecords,
  listDocuments,
  loadDocument,
  localDateTime,
  type NewLine,
  printDocument,
  replaceLines,
  setLineValues,
} from './documents';
import { itemCells, itemColumns, DOC_TEXT as T, valueText } from './documents.texts';
import { itemKey, resolveItems } from './items';
import { documentNumberFor } from './numbers';

type CountFilters = Omit<CountListQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * Stock counts (inventoryList, selectGoodsForInventory, saveInventory, inventoryInfo): draft → counting ('save and
 * count') → completed. A full count holds every tracked item of its store (built when created, or when its store or
 * type changes); a partial one the items listed. Completing records on hand as `expected` and moves the differences
 * of the counted lines (reason `count`); it is final: a completed count refuses everything with 1019.
 */
export function createCountService(deps: { pdf: PdfRenderer; billing: BillingConfig }) {
  const { billing } = deps;
  async function detail(ctx: TenantCtx, id: number): Promise<CountDetail> {
    const doc = await loadDocument(ctx, 'count', id);
    const [row, figures, lines] = await Promise.all([
      documentRow(ctx, id),
      countFigures(ctx, [id]),
      countLines(ctx, doc),
    ]);
    return { ...toCountRow(row, figures.get(id)), lines };
  }

  /** The lines a count is (re)built with: its store's items for a full count, with the given counted quantities. */
  async function buildLines(ctx: TenantCtx, body: CountSaveBody, given: NewLine[]): Promise<NewLine[]> {
    if (body.type === 'partial') return given;
    const counted = new Map(given.map((l) => [itemKey(l), l.counted ?? null]));
    const lines = (await storeItems(ctx, body.storeId)).map((i) => ({
      ...i,
      counted: counted.get(itemKey(i)) ?? null,
    }));
    const inStore = new Set(lines.map(itemKey));
    return [...lines, ...given.filter((l) => !inStore.has(itemKey(l)))];
  }

  /** Sets the given counted quantities on a full count's lines; items it does not hold yet are appended. */
  async function updateCounted(ctx: TenantCtx, doc: DocumentHeader, given: NewLine[]) {
    const records = await lineRecords(ctx, doc.id);
    const byItem = new Map(
      records.map((r) => [itemKey({ productId: r.productId, variantId: r.variantId || null }), r]),
    );
    const known = given.filter((g) => byItem.has(itemKey(g)));
    await setLineValues(
      ctx,
      doc.id,
      ['counted'],
      known.map((g) => ({ id: byItem.get(itemKey(g))?.id as number, counted: g.counted ?? null })),
    );
    const added = given.filter((g) => !byItem.has(itemKey(g)));
    if (added.length > 0) await insertLines(ctx, doc.id, added, records.length);
  }

  return {
    async list(ctx: TenantCtx, q: CountListQuery) {
      const { list, total } = await listDocuments(ctx, 'count', q, q);
      const figures = await countFigures(
        ctx,
        list.map((r) => r.id),
      );
      return { list: list.map((r) => toCountRow(r, figures.get(r.id))), total };
    },

    get: detail,

    /** Creates or updates a count that is not completed (1019 once it is); `start` moves a draft to counting. */
    async save(ctx: TenantCtx, body: CountSaveBody): Promise<CountDetail> {
      return inTransaction(ctx, async (tx) => {
        const existing = body.id === undefined ? null : await loadDocument(tx, 'count', body.id, { forUpdate: true });
        if (existing?.status === 'completed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        await checkStore(tx, body.storeId);
        const items = await resolveItems(tx, [body.storeId], body.lines);
        const given: NewLine[] = body.lines.map((l) => ({
          productId: l.productId,
          variantId: items.get(itemKey(l))?.variantId ?? null,
          counted: l.counted,
        }));
        // Counting never goes back to draft.
        const status = body.start || existing?.status === 'counting' ? 'counting' : 'draft';
        if (!existing) {
          const lines = await buildLines(tx, body, given);
          await assertPlanAllows(billing, tx, 'advancedStock');
          const { header: created } = await createDocument(
            tx,
            // The kind (partial, full) is no number prefix: counts are CT….
            {
              type: 'count',
              kind: body.type,
              prefixKey: 'count',
              number: body.number,
              status,
              storeId: body.storeId,
              note: body.note,
            },
            lines,
          );
          return detail(tx, created.id);
        }
        const rebuild = existing.storeId !== body.storeId || existing.kind !== body.type || body.type === 'partial';
        if (rebuild) await replaceLines(tx, existing.id, await buildLines(tx, body, given));
        else await updateCounted(tx, existing, given);
        const number =
          body.number && body.number !== existing.number
            ? await documentNumberFor(tx, 'count', 'count', body.number)
            : existing.number;
        await tx.db
          .update(stockDocuments)
          .set({ number, status, kind: body.type, storeId: body.storeId, note: body.note, updatedAt: sql`now()` })
          .where(ownRow(stockDocuments, ctx, existing.id));
        return detail(tx, existing.id);
      });
    },

    /**
     * Completes a count being counted (a draft answers 1001: start counting first): at least one counted line (1005).
     * The levels of the counted items are locked first, so `expected` is exactly what the movement corrects.
     */
    async complete(ctx: TenantCtx, id: number): Promise<CountDetail> {
      return inTransaction(ctx, async (tx) => {
        const doc = await loadDocument(tx, 'count', id, { forUpdate: true });
        if (doc.status === 'completed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        if (doc.status === 'draft')
          throw new AppError(Err.PARAM, { issues: [{ path: 'id', message: 'start counting first' }] });
        const rows = await lockCountedLevels(tx, doc);
        if (rows.length === 0) throw new AppError(Err.SAVE_AT_LEAST_ONE);
        const moves = rows.flatMap((r) => {
          const diff = new Decimal(r.counted as string).minus(r.onHand);
          if (diff.isZero()) return [];
          return [
            {
              storeId: doc.storeId,
              productId: r.productId,
              variantId: r.variantId || null,
              quantity: diff.toFixed(4),
              // Found stock comes in at what the item is worth now; missing stock leaves at the same average.
              unitCost: r.averageCost,
              reason: 'count' as const,
              documentType: 'count' as const,
              documentId: doc.id,
              documentNumber: doc.number,
            },
          ];
        });
        await applyMovements(tx, moves);
        await setLineValues(
          tx,
          id,
          ['expected', 'cost'],
          rows.map((r) => ({ id: r.lineId, expected: r.onHand, cost: r.averageCost })),
        );
        await tx.db
          .update(stockDocuments)
          .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(ownRow(stockDocuments, ctx, id));
        return detail(tx, id);
      });
    },

    /** Deletes a count that is not completed (1019 once it is). */
    async remove(ctx: TenantCtx, id: number) {
      return inTransaction(ctx, async (tx) => {
        const doc = await loadDocument(tx, 'count', id, { forUpdate: true });
        if (doc.status === 'completed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        await tx.db.delete(stockDocuments).where(ownRow(stockDocuments, ctx, id));
        return null;
      });
    },

    /** The item whose SKU or barcode (product or variant) is `code`, with its on hand in the store; else 20075. */
    async lookup(ctx: TenantCtx, body: { storeId: number; code: string }): Promise<CountLookupResult> {
      await checkStore(ctx, body.storeId);
      const [hit] = await ctx.db
        .select({ productId: catalogCodes.productId, variantId: catalogCodes.variantId })
        .from(catalogCodes)
        .where(and(eq(catalogCodes.tenantId, ctx.tenantId), eq(catalogCodes.code, body.code)))
        .limit(1);
      if (!hit) throw new AppError(Err.PRODUCT_MISSING);
      const ref = { productId: hit.productId, variantId: hit.variantId || null };
      // A product code of a product with variants names no single item to count.
      const item = await resolveItems(ctx, [body.storeId], [ref]).catch((e) => {
        throw e instanceof AppError && e.code === Err.PARAM ? new AppError(Err.PRODUCT_MISSING) : e;
      });
      const {
        composite: _c,
        purchaseCost: _p,
        ...info
      } = item.get(itemKey(ref)) as NonNullable<ReturnType<typeof item.get>>;
      return { ...info, onHand: (await levelOf(ctx, { storeId: body.storeId, ...ref })).onHand };
    },

    exportList(ctx: TenantCtx, q: CountFilters, format: StockExportFormat) {
      const lang = ctx.lang;
      let figures = new Map<number, CountFigures>();
      return exportDocuments(ctx, deps.pdf, format, {
        title: T.counts[lang],
        type: 'count',
        filters: q,
        beforePage: async (rows) => {
          figures = await countFigures(
            ctx,
            rows.map((r) => r.id),
          );
        },
        columns: [
          { header: T.number[lang], width: 20 },
          { header: T.type[lang], width: 10 },
          { header: T.status[lang], width: 12 },
          { header: T.store[lang], width: 20 },
          { header: T.itemCount[lang], align: 'right' },
          { header: T.countedCount[lang], align: 'right' },
          { header: T.difference[lang], numFmt: '0.####', align: 'right' },
          { header: T.differenceValue[lang], numFmt: '0.00##', align: 'right' },
          { header: T.operator[lang] },
          { header: T.createdAt[lang], width: 20 },
          { header: T.completedAt[lang], width: 20 },
          { header: T.note[lang], width: 30 },
        ],
        cells: (r) => {
          const f = figures.get(r.id);
          return [
            r.number,
            valueText(r.kind, lang),
            valueText(r.status, lang),
            r.storeName,
            r.lineCount,
            r.countedCount,
            Number(f?.differenceQuantity ?? 0),
            Number(f?.differenceValue ?? 0),
            r.operatorName,
            localDateTime(ctx, r.createdAt),
            localDateTime(ctx, r.completedAt),
            r.note,
          ];
        },
      });
    },

    async print(ctx: TenantCtx, id: number) {
      const d = await detail(ctx, id);
      const lang = ctx.lang;
      const bytes = await printDocument(deps.pdf, {
        lang,
        title: `${T.count[lang]} ${d.number}`,
        fields: [
          [T.type[lang], valueText(d.type, lang)],
          [T.status[lang], valueText(d.status, lang)],
          [T.store[lang], d.storeName],
          [T.operator[lang], d.operatorName],
          [T.createdAt[lang], localDateTime(ctx, new Date(d.createdAt))],
          [T.completedAt[lang], d.completedAt ? localDateTime(ctx, new Date(d.completedAt)) : ''],
          [T.note[lang], d.note],
        ],
        columns: [
          ...itemColumns(lang),
          { header: T.expected[lang], numFmt: '0.####', align: 'right' },
          { header: T.counted[lang], numFmt: '0.####', align: 'right' },
          { header: T.difference[lang], numFmt: '0.####', align: 'right' },
          { header: T.cost[lang], numFmt: '0.00##', align: 'right' },
        ],
        rows: d.lines.map((l) => [...itemCells(l, lang), l.expected, l.counted ?? '', l.difference ?? '', l.cost]),
        footer: [T.total[lang], '', '', '', '', '', '', d.differenceQuantity, d.differenceValue],
      });
      return { bytes, fileBase: d.number };
    },
  };
}

export type CountService = ReturnType<typeof createCountService>;
