import { Err } from '@tillbook/contract';
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { partners, stockDocumentLines, stockDocuments, stores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { contains, pageWindow } from '../../platform/list';
import type { PdfRenderer } from '../../platform/pdf';
import { ownRow, storeScope } from '../../platform/scope';
import { type ExportFormat, type ExportTable, exportTable, tablePdf } from '../../platform/table-export';
import type { SheetValue } from '../../platform/xlsx';
import type { DocumentHeader, DocumentType } from './documents';

// Lists, exports and prints of stock documents (see documents.ts, which re-exports all of this).

/** Visible when the caller sees its store, or for a transfer its target store. */
export function documentScope(ctx: TenantCtx): SQL | undefined {
  const own = storeScope(ctx, stockDocuments.storeId);
  const target = storeScope(ctx, stockDocuments.toStoreId);
  return own && target ? or(own, target) : undefined;
}

/** List filters; each service maps its query onto them. Dates are local calendar days (YYYY-MM-DD), inclusive. */
export interface DocumentFilters {
  kind?: string;
  /** Part of the document number. */
  keyword?: string;
  status?: string;
  /** The document's store (the source of a transfer). */
  storeId?: number;
  toStoreId?: number;
  supplierId?: number;
  dateFrom?: string;
  dateTo?: string;
  /** What the dates filter: the creation time (default) or a purchase order's purchase date. */
  dateField?: 'createdAt' | 'purchaseDate';
}

/** A list row: the header, the names it refers to and the sums of its top-level lines. */
export interface DocumentListRow extends DocumentHeader {
  storeName: string;
  toStoreName: string | null;
  supplierName: string | null;
  operatorName: string;
  lineCount: number;
  /** Lines with a counted quantity (counts). */
  countedCount: number;
  quantity: string;
  received: string;
  returned: string;
  /** Σ quantity × cost. */
  amount: string;
}

const toStores = alias(stores, 'to_store');

/** Start of a local calendar day, as an instant. */
const dayStart = (ctx: TenantCtx, day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - ctx.tzOffsetMs);
const DAY_MS = 86_400_000;

function listWhere(ctx: TenantCtx, type: DocumentType, f: DocumentFilters): SQL | undefined {
  const d = stockDocuments;
  const byPurchaseDate = f.dateField === 'purchaseDate';
  return and(
    eq(d.tenantId, ctx.tenantId),
    eq(d.type, type),
    documentScope(ctx),
    f.kind ? eq(d.kind, f.kind) : undefined,
    contains(d.number, f.keyword),
    f.status ? eq(d.status, f.status) : undefined,
    f.storeId ? eq(d.storeId, f.storeId) : undefined,
    f.toStoreId ? eq(d.toStoreId, f.toStoreId) : undefined,
    f.supplierId ? eq(d.supplierId, f.supplierId) : undefined,
    f.dateFrom
      ? byPurchaseDate
        ? gte(d.purchaseDate, f.dateFrom)
        : gte(d.createdAt, dayStart(ctx, f.dateFrom))
      : undefined,
    f.dateTo
      ? byPurchaseDate
        ? lte(d.purchaseDate, f.dateTo)
        : lt(d.createdAt, new Date(dayStart(ctx, f.dateTo).getTime() + DAY_MS))
      : undefined,
  );
}

async function selectRows(ctx: TenantCtx, where: SQL | undefined, limit: number, offset: number) {
  const d = stockDocuments;
  const headers = await ctx.db
    .select({
      doc: d,
      storeName: stores.name,
      toStoreName: toStores.name,
      supplierName: partners.name,
      operatorName: users.name,
    })
    .from(d)
    .innerJoin(stores, and(eq(stores.tenantId, d.tenantId), eq(stores.id, d.storeId)))
    .leftJoin(toStores, and(eq(toStores.tenantId, d.tenantId), eq(toStores.id, d.toStoreId)))
    .leftJoin(partners, and(eq(partners.tenantId, d.tenantId), eq(partners.id, d.supplierId)))
    .leftJoin(users, and(eq(users.tenantId, d.tenantId), eq(users.id, d.staffId)))
    .where(where)
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit)
    .offset(offset);
  const sums = await lineSums(
    ctx,
    headers.map((h) => h.doc.id),
  );
  return headers.map(({ doc, ...names }): DocumentListRow => {
    const s = sums.get(doc.id);
    return {
      ...doc,
      ...names,
      operatorName: names.operatorName ?? '',
      lineCount: s?.lineCount ?? 0,
      countedCount: s?.countedCount ?? 0,
      quantity: s?.quantity ?? '0.0000',
      received: s?.received ?? '0.0000',
      returned: s?.returned ?? '0.0000',
      amount: s?.amount ?? '0.0000',
    };
  });
}

/** Sums of the top-level lines (production components excluded) of some documents, in one grouped query. */
async function lineSums(ctx: TenantCtx, ids: number[]) {
  if (ids.length === 0) return new Map();
  const l = stockDocumentLines;
  const sum = (e: SQL) => sql<string>`coalesce(sum(${e}), 0)::numeric(18,4)::text`;
  const rows = await ctx.db
    .select({
      documentId: l.documentId,
      lineCount: sql<number>`count(*)::int`,
      countedCount: sql<number>`count(${l.counted})::int`,
      quantity: sum(sql`${l.quantity}`),
      received: sum(sql`${l.received}`),
      returned: sum(sql`${l.returned}`),
      amount: sum(sql`round(${l.quantity} * ${l.cost}, 4)`),
    })
    .from(l)
    .where(and(eq(l.tenantId, ctx.tenantId), inArray(l.documentId, ids), isNull(l.parentLineId)))
    .groupBy(l.documentId);
  return new Map(rows.map((r) => [r.documentId, r]));
}

/** One page of a document list, newest first. */
export async function listDocuments(
  ctx: TenantCtx,
  type: DocumentType,
  filters: DocumentFilters,
  page: { page: number; pageSize: number },
): Promise<{ list: DocumentListRow[]; total: number }> {
  const where = listWhere(ctx, type, filters);
  const [{ total }] = await ctx.db.select({ total: count() }).from(stockDocuments).where(where);
  const { limit, offset } = pageWindow(page);
  return { list: await selectRows(ctx, where, limit, offset), total };
}

/** The list row of one document (its detail page's header), or 1019. */
export async function documentRow(ctx: TenantCtx, id: number): Promise<DocumentListRow> {
  const [row] = await selectRows(ctx, ownRow(stockDocuments, ctx, id), 1, 0);
  if (!row) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
  return row;
}

/** Every row of a list, read from the database a page (of 500) at a time (exports). */
export async function* allDocumentPages(
  ctx: TenantCtx,
  type: DocumentType,
  filters: DocumentFilters,
): AsyncGenerator<DocumentListRow[]> {
  const where = listWhere(ctx, type, filters);
  const PAGE = 500;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await selectRows(ctx, where, PAGE, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}

/** A local date-time of the caller ('YYYY-MM-DD HH:mm:ss'), for exports and prints. */
export const localDateTime = (ctx: TenantCtx, d: Date | null) =>
  d ? new Date(d.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';

/** An ISO instant or null, as the rows of the contract carry them. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A list as xlsx or PDF: `cells` turns a row into the columns' values; `beforePage`, when given, runs on each page of
 * rows first (to read what the rows need besides their sums in one query per page). Failures answer 10196.
 */
export async function exportDocuments(
  ctx: TenantCtx,
  pdf: PdfRenderer,
  format: ExportFormat,
  spec: Omit<ExportTable, 'rows' | 'lang'> & {
    type: DocumentType;
    filters: DocumentFilters;
    cells: (row: DocumentListRow) => SheetValue[];
    beforePage?: (rows: DocumentListRow[]) => Promise<void>;
  },
): Promise<Buffer> {
  async function* rows() {
    for await (const page of allDocumentPages(ctx, spec.type, spec.filters)) {
      await spec.beforePage?.(page);
      for (const r of page) yield spec.cells(r);
    }
  }
  try {
    return await exportTable(pdf, format, { ...spec, lang: ctx.lang, rows: rows() });
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(Err.EXPORT_FAILED);
  }
}

/** One document as a PDF: a heading, its header fields (label, value) and its lines as a table. */
export async function printDocument(
  pdf: PdfRenderer,
  doc: Omit<ExportTable, 'subtitle'> & { fields: [label: string, value: string][] },
): Promise<Buffer> {
  return tablePdf(pdf, { ...doc, subtitle: doc.fields.map(([label, value]) => `${label}: ${value}`) });
}
