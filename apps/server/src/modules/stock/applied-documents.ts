import type { StockExportFormat, StockLineRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { stores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { ownRow } from '../../platform/scope';
import type { SheetValue } from '../../platform/xlsx';
import {
  type DocumentHeader,
  type DocumentLine,
  type DocumentListRow,
  documentLines,
  exportDocuments,
  listDocuments,
  loadDocument,
  localDateTime,
  printDocument,
} from './documents';
import { itemCells, itemColumns } from './documents.texts';
import { documentMovedAt } from './moved-on';
import { visibleStoreName } from './stock-queries';
import { KIND_TEXT, STOCK_TEXT } from './stock-texts';

/**
 * What adjustments and production share: documents applied at once (status `completed`, no transitions), listed,
 * shown, exported and printed the same way. `kind` is increase/damage/loss or production/disassembly.
 */
export type AppliedType = 'adjustment' | 'production';

export interface AppliedRow<K extends string> {
  id: number;
  kind: K;
  number: string;
  storeId: number;
  storeName: string;
  note: string;
  totalQuantity: string;
  totalCost: string;
  operatorName: string;
  createdAt: string;
}

export interface AppliedFilters {
  kind?: string;
  keyword?: string;
  storeId?: number;
  dateFrom?: string;
  dateTo?: string;
}

const toRow = <K extends string>(r: DocumentListRow): AppliedRow<K> => ({
  id: r.id,
  kind: r.kind as K,
  number: r.number,
  storeId: r.storeId,
  storeName: r.storeName,
  note: r.note,
  totalQuantity: r.quantity,
  totalCost: r.amount,
  operatorName: r.operatorName,
  createdAt: r.createdAt.toISOString(),
});

export const toLineRow = (l: DocumentLine): StockLineRow => ({
  id: l.id,
  productId: l.productId,
  variantId: l.variantId,
  productName: l.productName,
  variantName: l.variantName,
  sku: l.sku,
  barcode: l.barcode,
  unit: l.unit,
  quantity: l.quantity,
  cost: l.cost,
  amount: l.amount,
});

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(4);

/** One page of a list; a store filter the caller cannot see answers 20076. */
export async function listApplied<K extends string>(
  ctx: TenantCtx,
  type: AppliedType,
  q: AppliedFilters & { page: number; pageSize: number },
): Promise<{ list: AppliedRow<K>[]; total: number }> {
  if (q.storeId !== undefined) await visibleStoreName(ctx, q.storeId);
  const { list, total } = await listDocuments(ctx, type, q, q);
  return { list: list.map((r) => toRow<K>(r)), total };
}

/** A document with its row fields (store and operator names, sums of the top-level lines) and all its lines. */
export async function appliedDetail<K extends string>(
  ctx: TenantCtx,
  type: AppliedType,
  id: number,
): Promise<{ row: AppliedRow<K> & { happenedAt: string }; lines: DocumentLine[] }> {
  const header: DocumentHeader = await loadDocument(ctx, type, id);
  const [store] = await ctx.db
    .select({ name: stores.name })
    .from(stores)
    .where(ownRow(stores, ctx, header.storeId));
  const [operator] = header.staffId
    ? await ctx.db
        .select({ name: users.name })
        .from(users)
        .where(ownRow(users, ctx, header.staffId))
    : [];
  const lines = await documentLines(ctx, id);
  const top = lines.filter((l) => l.parentLineId === null);
  const row = {
    id: header.id,
    kind: header.kind as K,
    number: header.number,
    storeId: header.storeId,
    storeName: store?.name ?? '',
    note: header.note,
    totalQuantity: sum(top.map((l) => l.quantity)),
    totalCost: sum(top.map((l) => l.amount)),
    operatorName: operator?.name ?? '',
    createdAt: header.createdAt.toISOString(),
    happenedAt: await documentMovedAt(ctx, { type, id }, header.createdAt),
  };
  return { row, lines };
}

/** The list (its filters, no paging) as xlsx or PDF. */
export async function exportApplied(
  ctx: TenantCtx,
  pdf: PdfRenderer,
  type: AppliedType,
  f: AppliedFilters & { format: StockExportFormat },
  title: string,
): Promise<Buffer> {
  if (f.storeId !== undefined) await visibleStoreName(ctx, f.storeId);
  const lang = ctx.lang;
  const T = STOCK_TEXT;
  const num = { numFmt: '0.####', align: 'right' as const };
  return exportDocuments(ctx, pdf, f.format, {
    title,
    type,
    filters: f,
    columns: [
      { header: T.number[lang], width: 20 },
      ...(f.kind ? [] : [{ header: T.type[lang] }]),
      { header: T.store[lang] },
      { header: T.totalQuantity[lang], ...num },
      { header: T.totalCost[lang], ...num },
      { header: T.operator[lang] },
      { header: T.note[lang], width: 30 },
      { header: T.createdAt[lang], width: 20 },
    ],
    cells: (r): SheetValue[] => [
      r.number,
      ...(f.kind ? [] : [kindText(r.kind, lang)]),
      r.storeName,
      Number(r.quantity),
      Number(r.amount),
      r.operatorName,
      r.note,
      localDateTime(ctx, r.createdAt),
    ],
  });
}

const kindText = (kind: string, lang: TenantCtx['lang']) => KIND_TEXT[kind as keyof typeof KIND_TEXT]?.[lang] ?? kind;

/**
 * One document as a PDF: its header fields, then its lines; component lines (production) follow the line they
 * belong to, their product name indented.
 */
export async function printApplied(
  ctx: TenantCtx,
  pdf: PdfRenderer,
  detail: { row: AppliedRow<string>; lines: DocumentLine[] },
): Promise<Buffer> {
  const lang = ctx.lang;
  const T = STOCK_TEXT;
  const { row, lines } = detail;
  const cells = (l: DocumentLine, indent: boolean): SheetValue[] => {
    const item = itemCells(l, lang);
    if (indent) item[0] = `    ${item[0]}`;
    return [...item, Number(l.quantity), Number(l.cost), Number(l.amount)];
  };
  const rows: SheetValue[][] = [];
  for (const line of lines.filter((l) => l.parentLineId === null)) {
    rows.push(cells(line, false));
    for (const c of lines.filter((l) => l.parentLineId === line.id)) rows.push(cells(c, true));
  }
  const right = { align: 'right' as const };
  return printDocument(pdf, {
    lang,
    title: `${kindText(row.kind, lang)} ${row.number}`,
    fields: [
      [T.store[lang], row.storeName],
      [T.createdAt[lang], localDateTime(ctx, new Date(row.createdAt))],
      [T.operator[lang], row.operatorName],
      [T.note[lang], row.note],
    ],
    columns: [
      ...itemColumns(lang),
      { header: T.quantity[lang], numFmt: '0.####', ...right },
      { header: T.cost[lang], numFmt: '0.00##', ...right },
      { header: T.amount[lang], numFmt: '0.00##', ...right },
    ],
    rows,
    footer: [T.total[lang], '', '', '', '', Number(row.totalQuantity), '', Number(row.totalCost)],
  });
}
