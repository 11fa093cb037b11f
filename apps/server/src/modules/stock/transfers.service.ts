import {
  Err,
  type StockExportFormat,
  type TransferDetail,
  type TransferListQuery,
  type TransferReceiveBody,
  type TransferRow,
  type TransferSaveBody,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { stockDocuments } from '../../db/schema';
import { applyMovements } from '../../ledgers/stock-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PdfRenderer } from '../../platform/pdf';
import { assertPlanAllows } from '../../platform/plan-limits';
import { canSeeStore, ownRow } from '../../platform/scope';
import {
  checkStore,
  createDocument,
  type DocumentFilters,
  type DocumentListRow,
  documentLines,
  documentRow,
  exportDocuments,
  isoOrNull,
  lineRecords,
  listDocuments,
  loadDocument,
  localDateTime,
  matchLines,
  printDocument,
  setLineValues,
} from './documents';
import { itemCells, itemColumns, DOC_TEXT as T, valueText } from './documents.texts';
import { itemKey, resolveItems } from './items';
import { documentMovedAt, movedAt } from './moved-on';

type TransferFilters = Omit<TransferListQuery, 'page' | 'pageSize' | 'sort'>;

const toRow = (r: DocumentListRow): TransferRow => ({
  id: r.id,
  number: r.number,
  status: r.status as TransferRow['status'],
  fromStoreId: r.storeId,
  fromStoreName: r.storeName,
  fromArea: r.fromArea,
  toStoreId: r.toStoreId ?? 0,
  toStoreName: r.toStoreName ?? '',
  toArea: r.toArea,
  note: r.note,
  sentQuantity: r.quantity,
  receivedQuantity: r.received,
  totalCost: r.amount,
  operatorName: r.operatorName,
  createdAt: r.createdAt.toISOString(),
  receivedAt: isoOrNull(r.receivedAt),
});

const filtersOf = ({ fromStoreId, ...q }: TransferFilters): DocumentFilters => ({ ...q, storeId: fromStoreId });

/**
 * Transfers (transfer, addTransfer, transferInfo, receiveTransfer): in_transit → partial → completed. Visibility: a
 * transfer is seen by callers bound to either store; sending needs the source store (20076 otherwise) and a target
 * store of the merchant; receiving needs the target store (20076 otherwise).
 */
export function createTransferService(deps: { pdf: PdfRenderer; billing: BillingConfig }) {
  const { billing } = deps;
  async function detail(ctx: TenantCtx, id: number): Promise<TransferDetail> {
    const header = await loadDocument(ctx, 'transfer', id);
    const lines = await documentLines(ctx, id);
    return {
      ...toRow(await documentRow(ctx, id)),
      happenedAt: await documentMovedAt(ctx, { id, type: 'transfer', reason: 'transfer_out' }, header.createdAt),
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
      })),
    };
  }

  return {
    list: async (ctx: TenantCtx, q: TransferListQuery) => {
      const { list, total } = await listDocuments(ctx, 'transfer', filtersOf(q), q);
      return { list: list.map(toRow), total };
    },

    get: detail,

    /** Creates and sends a transfer: stock leaves the source at its average cost, which the line keeps. */
    async save(ctx: TenantCtx, body: TransferSaveBody): Promise<TransferDetail> {
      const happenedAt = movedAt(ctx, body.date);
      return inTransaction(ctx, async (tx) => {
        await checkStore(tx, body.fromStoreId);
        await checkStore(tx, body.toStoreId, { anyOfTenant: true });
        // The item must be sold (and tracked) in both stores: it has a level to leave and one to arrive at.
        const items = await resolveItems(tx, [body.fromStoreId, body.toStoreId], body.lines);
        const lines = body.lines.map((l) => ({
          productId: l.productId,
          variantId: items.get(itemKey(l))?.variantId ?? null,
          quantity: l.quantity,
        }));
        await assertPlanAllows(billing, tx, 'advancedStock');
        const { header, lines: records } = await createDocument(
          tx,
          {
            type: 'transfer',
            number: body.number,
            status: 'in_transit',
            storeId: body.fromStoreId,
            toStoreId: body.toStoreId,
            fromArea: body.fromArea,
            toArea: body.toArea,
            note: body.note,
          },
          lines,
        );
        const moved = await applyMovements(
          tx,
          records.map((r) => ({
            storeId: body.fromStoreId,
            productId: r.productId,
            variantId: r.variantId || null,
            quantity: new Decimal(r.quantity).negated().toFixed(4),
            reason: 'transfer_out',
            documentType: 'transfer',
            documentId: header.id,
            documentNumber: header.number,
            happenedAt,
          })),
        );
        // What the goods were worth when they left is what they arrive at (no gain or loss in transit).
        await setLineValues(
          tx,
          header.id,
          ['cost'],
          records.map((r, i) => ({ id: r.id, cost: moved[i].unitCost })),
        );
        return detail(tx, header.id);
      });
    },

    /** Receives lines at the target at their cost; received in total above sent answers 1008. */
    async receive(ctx: TenantCtx, body: TransferReceiveBody): Promise<TransferDetail> {
      const happenedAt = movedAt(ctx, body.date);
      return inTransaction(ctx, async (tx) => {
        const doc = await loadDocument(tx, 'transfer', body.id, { forUpdate: true });
        if (doc.status === 'completed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const toStoreId = doc.toStoreId as number;
        if (!canSeeStore(ctx, toStoreId)) throw new AppError(Err.STORE_EMPTY, { storeId: toStoreId });
        const records = await lineRecords(tx, doc.id);
        const changes = matchLines(records, body.lines).map(({ line, given, index }) => {
          const received = new Decimal(line.received).plus(given.quantity);
          if (received.gt(line.quantity))
            throw new AppError(Err.TRANSFER_RECEIVED_EXCEEDS_SENT, {
              issues: [{ path: `lines.${index}.quantity`, message: 'more than was sent' }],
            });
          return { line, qty: given.quantity, received: received.toFixed(4) };
        });
        await applyMovements(
          tx,
          changes.map((c) => ({
            storeId: toStoreId,
            productId: c.line.productId,
            variantId: c.line.variantId || null,
            quantity: c.qty,
            unitCost: c.line.cost,
            reason: 'transfer_in',
            documentType: 'transfer',
            documentId: doc.id,
            documentNumber: doc.number,
            happenedAt,
          })),
        );
        await setLineValues(
          tx,
          doc.id,
          ['received'],
          changes.map((c) => ({ id: c.line.id, received: c.received })),
        );
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
        return detail(tx, doc.id);
      });
    },

    exportList(ctx: TenantCtx, q: TransferFilters, format: StockExportFormat) {
      const lang = ctx.lang;
      return exportDocuments(ctx, deps.pdf, format, {
        title: T.transfers[lang],
        type: 'transfer',
        filters: filtersOf(q),
        columns: [
          { header: T.number[lang], width: 20 },
          { header: T.status[lang], width: 12 },
          { header: T.fromStore[lang], width: 20 },
          { header: T.fromArea[lang], width: 12 },
          { header: T.toStore[lang], width: 20 },
          { header: T.toArea[lang], width: 12 },
          { header: T.sent[lang], numFmt: '0.####', align: 'right' },
          { header: T.received[lang], numFmt: '0.####', align: 'right' },
          { header: T.totalCost[lang], numFmt: '0.00##', align: 'right' },
          { header: T.operator[lang] },
          { header: T.createdAt[lang], width: 20 },
          { header: T.receivedAt[lang], width: 20 },
          { header: T.note[lang], width: 30 },
        ],
        cells: (r) => [
          r.number,
          valueText(r.status, lang),
          r.storeName,
          r.fromArea,
          r.toStoreName ?? '',
          r.toArea,
          Number(r.quantity),
          Number(r.received),
          Number(r.amount),
          r.operatorName,
          localDateTime(ctx, r.createdAt),
          localDateTime(ctx, r.receivedAt),
          r.note,
        ],
      });
    },

    async print(ctx: TenantCtx, id: number) {
      const d = await detail(ctx, id);
      const lang = ctx.lang;
      const bytes = await printDocument(deps.pdf, {
        lang,
        title: `${T.transfer[lang]} ${d.number}`,
        fields: [
          [T.status[lang], valueText(d.status, lang)],
          [T.fromStore[lang], [d.fromStoreName, d.fromArea].filter(Boolean).join(' / ')],
          [T.toStore[lang], [d.toStoreName, d.toArea].filter(Boolean).join(' / ')],
          [T.operator[lang], d.operatorName],
          [T.createdAt[lang], localDateTime(ctx, new Date(d.createdAt))],
          [T.receivedAt[lang], d.receivedAt ? localDateTime(ctx, new Date(d.receivedAt)) : ''],
          [T.note[lang], d.note],
        ],
        columns: [
          ...itemColumns(lang),
          { header: T.sent[lang], numFmt: '0.####', align: 'right' },
          { header: T.cost[lang], numFmt: '0.00##', align: 'right' },
          { header: T.amount[lang], numFmt: '0.00##', align: 'right' },
          { header: T.received[lang], numFmt: '0.####', align: 'right' },
        ],
        rows: d.lines.map((l) => [...itemCells(l, lang), l.quantity, l.cost, l.amount, l.received]),
        footer: [T.total[lang], '', '', '', '', d.sentQuantity, '', d.totalCost, d.receivedQuantity],
      });
      return { bytes, fileBase: d.number };
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
