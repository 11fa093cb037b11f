import {
  Err,
  type PurchaseDetail,
  type PurchaseListQuery,
  type PurchaseQuantitiesBody,
  type PurchaseRow,
  type PurchaseSaveBody,
  type StockExportFormat,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { partners, stockDocuments } from '../../db/schema';
import { applyMovements } from '../../ledgers/stock-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PdfRenderer } from '../../platform/pdf';
import { assertPlanAllows } from '../../platform/plan-limits';
import { ownRow } from '../../platform/scope';
import {
  checkStore,
  createDocument,
  type DocumentFilters,
  type DocumentHeader,
  type DocumentListRow,
  documentLines,
  documentRow,
  exportDocuments,
  lineRecords,
  listDocuments,
  loadDocument,
  localDateTime,
  matchLines,
  printDocument,
  replaceLines,
  setLineValues,
} from './documents';
import { itemCells, itemColumns, DOC_TEXT as T, valueText } from './documents.texts';
import { itemKey, resolveItems } from './items';
import { movedAt } from './moved-on';
import { documentNumberFor } from './numbers';

type PurchaseFilters = Omit<PurchaseListQuery, 'page' | 'pageSize' | 'sort'>;

const toRow = (r: DocumentListRow): PurchaseRow => ({
  id: r.id,
  number: r.number,
  status: r.status as PurchaseRow['status'],
  supplierId: r.supplierId ?? 0,
  supplierName: r.supplierName ?? '',
  storeId: r.storeId,
  storeName: r.storeName,
  purchaseDate: r.purchaseDate ?? '',
  expectedDate: r.expectedDate,
  note: r.note,
  orderedQuantity: r.quantity,
  receivedQuantity: r.received,
  returnedQuantity: r.returned,
  totalCost: r.amount,
  operatorName: r.operatorName,
  createdAt: r.createdAt.toISOString(),
});

const filtersOf = (q: PurchaseFilters): DocumentFilters => ({ ...q, dateField: 'purchaseDate' });

/** A closed order (completed or cancelled) refuses changes with 1006. */
function assertOpen(doc: DocumentHeader) {
  if (doc.status === 'completed' || doc.status === 'cancelled') throw new AppError(Err.PURCHASE_ORDER_CLOSED);
}

/**
 * Purchase orders (orderList, addOrder, orderInfo, receiveOrder, returnOrder): normal → partial → completed, or
 * cancelled. Every write locks the order row first, so receipts and returns on one order run one after the other.
 */
export function createPurchaseService(deps: { pdf: PdfRenderer; billing: BillingConfig }) {
  const { billing } = deps;
  /** A live supplier of the merchant; a deleted or foreign one answers 1019 on `supplierId`. */
  async function assertSupplier(ctx: TenantCtx, supplierId: number) {
    const [row] = await ctx.db
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(
          eq(partners.tenantId, ctx.tenantId),
          eq(partners.id, supplierId),
          eq(partners.kind, 'supplier'),
          isNull(partners.deletedAt),
        ),
      );
    if (!row)
      throw new AppError(Err.RECORD_MISSING_OR_COMPLETED, {
        issues: [{ path: 'supplierId', message: 'no such supplier' }],
      });
  }

  async function detail(ctx: TenantCtx, id: number): Promise<PurchaseDetail> {
    await loadDocument(ctx, 'purchase', id);
    const lines = await documentLines(ctx, id);
    return {
      ...toRow(await documentRow(ctx, id)),
      lines: lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        productName: l.productName,
        variantName: l.variantName,
        sku: l.sku,
        barcode: l.barcode,
        unit: l.unit,
        id: l.id,
        quantity: l.quantity,
        cost: l.cost,
        amount: l.amount,
        received: l.received,
        returned: l.returned,
      })),
    };
  }

  /** Writes receipts (+) or returns (−) of some lines, moving stock at each line's cost. */
  async function moveLines(ctx: TenantCtx, body: PurchaseQuantitiesBody, direction: 'receive' | 'return') {
    const happenedAt = movedAt(ctx, body.date);
    return inTransaction(ctx, async (tx) => {
      const doc = await loadDocument(tx, 'purchase', body.id, { forUpdate: true });
      if (direction === 'receive' || doc.status === 'cancelled') assertOpen(doc);
      const records = await lineRecords(tx, doc.id);
      const changes = matchLines(records, body.lines).map(({ line, given, index }) => {
        const qty = new Decimal(given.quantity);
        const received = new Decimal(line.received);
        const returned = new Decimal(line.returned);
        // Receipts stop at what was ordered; returns at what is still here of what was received.
        const limit = direction === 'receive' ? new Decimal(line.quantity).minus(received) : received.minus(returned);
        if (qty.gt(limit))
          throw new AppError(Err.PURCHASE_RECEIVED_EXCEEDS_ORDERED, {
            issues: [{ path: `lines.${index}.quantity`, message: `at most ${limit.toFixed()}` }],
          });
        return {
          line,
          qty,
          received: (direction === 'receive' ? received.plus(qty) : received).toFixed(4),
          returned: (direction === 'return' ? returned.plus(qty) : returned).toFixed(4),
        };
      });
      await applyMovements(
        tx,
        changes.map((c) => ({
          storeId: doc.storeId,
          productId: c.line.productId,
          variantId: c.line.variantId || null,
          quantity: (direction === 'receive' ? c.qty : c.qty.negated()).toFixed(4),
          unitCost: c.line.cost,
          reason: direction === 'receive' ? 'purchase_arrival' : 'purchase_return',
          documentType: 'purchase',
          documentId: doc.id,
          documentNumber: doc.number,
          happenedAt,
        })),
      );
      await setLineValues(
        tx,
        doc.id,
        [direction === 'receive' ? 'received' : 'returned'],
        changes.map((c) => ({ id: c.line.id, received: c.received, returned: c.returned })),
      );
      if (direction === 'receive') {
        const after = new Map(changes.map((c) => [c.line.id, c.received]));
        const full = records.every((r) => new Decimal(after.get(r.id) ?? r.received).gte(r.quantity));
        await tx.db
          .update(stockDocuments)
          .set({
            status: full ? 'completed' : 'partial',
            receivedAt: sql`now()`,
            completedAt: full ? sql`now()` : null,
            updatedAt: sql`now()`,
          })
          .where(ownRow(stockDocuments, ctx, doc.id));
      }
      return detail(tx, doc.id);
    });
  }

  return {
    list: async (ctx: TenantCtx, q: PurchaseListQuery) => {
      const { list, total } = await listDocuments(ctx, 'purchase', filtersOf(q), q);
      return { list: list.map(toRow), total };
    },

    get: detail,

    /** Creates an order, or replaces one that has received nothing (1006 when closed, 1019 once goods arrived). */
    async save(ctx: TenantCtx, body: PurchaseSaveBody): Promise<PurchaseDetail> {
      return inTransaction(ctx, async (tx) => {
        const existing =
          body.id === undefined ? null : await loadDocument(tx, 'purchase', body.id, { forUpdate: true });
        if (existing) {
          assertOpen(existing);
          if (existing.status !== 'normal') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        }
        await checkStore(tx, body.storeId);
        await assertSupplier(tx, body.supplierId);
        const items = await resolveItems(tx, [body.storeId], body.lines);
        const lines = body.lines.map((l) => ({
          productId: l.productId,
          variantId: items.get(itemKey(l))?.variantId ?? null,
          quantity: l.quantity,
          cost: l.cost,
        }));
        const header = {
          storeId: body.storeId,
          supplierId: body.supplierId,
          purchaseDate: body.purchaseDate,
          expectedDate: body.expectedDate,
          note: body.note,
        };
        if (!existing) {
          await assertPlanAllows(billing, tx, 'advancedStock');
          const created = await createDocument(
            tx,
            { type: 'purchase', number: body.number, status: 'normal', ...header },
            lines,
          );
          return detail(tx, created.header.id);
        }
        const number =
          body.number && body.number !== existing.number
            ? await documentNumberFor(tx, 'purchase', 'purchase', body.number)
            : existing.number;
        await tx.db
          .update(stockDocuments)
          .set({ ...header, number, updatedAt: sql`now()` })
          .where(ownRow(stockDocuments, ctx, existing.id));
        await replaceLines(tx, existing.id, lines);
        return detail(tx, existing.id);
      });
    },

    /** Deletes an order in `normal` (nothing received): 1006 when closed, 1019 once goods arrived. */
    async remove(ctx: TenantCtx, id: number) {
      return inTransaction(ctx, async (tx) => {
        const doc = await loadDocument(tx, 'purchase', id, { forUpdate: true });
        assertOpen(doc);
        if (doc.status !== 'normal') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        await tx.db.delete(stockDocuments).where(ownRow(stockDocuments, ctx, id));
        return null;
      });
    },

    receive: (ctx: TenantCtx, body: PurchaseQuantitiesBody) => moveLines(ctx, body, 'receive'),

    /** Returns received goods; allowed on a completed order, refused (1006) on a cancelled one. */
    returnGoods: (ctx: TenantCtx, body: PurchaseQuantitiesBody) => moveLines(ctx, body, 'return'),

    /** 'Cancel non-arrival': completed when anything arrived, else cancelled. No stock moves. */
    async closeRest(ctx: TenantCtx, id: number): Promise<PurchaseDetail> {
      return inTransaction(ctx, async (tx) => {
        const doc = await loadDocument(tx, 'purchase', id, { forUpdate: true });
        assertOpen(doc);
        const arrived = (await lineRecords(tx, id)).some((l) => new Decimal(l.received).gt(0));
        await tx.db
          .update(stockDocuments)
          .set({ status: arrived ? 'completed' : 'cancelled', completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(ownRow(stockDocuments, ctx, id));
        return detail(tx, id);
      });
    },

    exportList(ctx: TenantCtx, q: PurchaseFilters, format: StockExportFormat) {
      const lang = ctx.lang;
      return exportDocuments(ctx, deps.pdf, format, {
        title: T.purchases[lang],
        type: 'purchase',
        filters: filtersOf(q),
        columns: [
          { header: T.number[lang], width: 20 },
          { header: T.status[lang], width: 12 },
          { header: T.supplier[lang], width: 20 },
          { header: T.store[lang], width: 20 },
          { header: T.purchaseDate[lang], width: 12 },
          { header: T.expectedDate[lang], width: 12 },
          { header: T.ordered[lang], numFmt: '0.####', align: 'right' },
          { header: T.received[lang], numFmt: '0.####', align: 'right' },
          { header: T.returned[lang], numFmt: '0.####', align: 'right' },
          { header: T.totalCost[lang], numFmt: '0.00##', align: 'right' },
          { header: T.operator[lang] },
          { header: T.createdAt[lang], width: 20 },
          { header: T.note[lang], width: 30 },
        ],
        cells: (r) => [
          r.number,
          valueText(r.status, lang),
          r.supplierName ?? '',
          r.storeName,
          r.purchaseDate ?? '',
          r.expectedDate ?? '',
          Number(r.quantity),
          Number(r.received),
          Number(r.returned),
          Number(r.amount),
          r.operatorName,
          localDateTime(ctx, r.createdAt),
          r.note,
        ],
      });
    },

    /** One order as a PDF: its header and lines (ordered, cost, amount, received, returned). */
    async print(ctx: TenantCtx, id: number) {
      const d = await detail(ctx, id);
      const lang = ctx.lang;
      const bytes = await printDocument(deps.pdf, {
        lang,
        title: `${T.purchase[lang]} ${d.number}`,
        fields: [
          [T.status[lang], valueText(d.status, lang)],
          [T.supplier[lang], d.supplierName],
          [T.store[lang], d.storeName],
          [T.purchaseDate[lang], d.purchaseDate],
          [T.expectedDate[lang], d.expectedDate ?? ''],
          [T.operator[lang], d.operatorName],
          [T.createdAt[lang], localDateTime(ctx, new Date(d.createdAt))],
          [T.note[lang], d.note],
        ],
        columns: [
          ...itemColumns(lang),
          { header: T.ordered[lang], numFmt: '0.####', align: 'right' },
          { header: T.cost[lang], numFmt: '0.00##', align: 'right' },
          { header: T.amount[lang], numFmt: '0.00##', align: 'right' },
          { header: T.received[lang], numFmt: '0.####', align: 'right' },
          { header: T.returned[lang], numFmt: '0.####', align: 'right' },
        ],
        rows: d.lines.map((l) => [...itemCells(l, lang), l.quantity, l.cost, l.amount, l.received, l.returned]),
        footer: [
          T.total[lang],
          '',
          '',
          '',
          '',
          d.orderedQuantity,
          '',
          d.totalCost,
          d.receivedQuantity,
          d.returnedQuantity,
        ],
      });
      return { bytes, fileBase: d.number };
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
