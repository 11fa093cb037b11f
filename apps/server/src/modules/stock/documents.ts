/**
 * Stock documents: one header table (`stock_documents`) and its lines, for every document type (purchase, transfer,
 * count, adjustment, production). Services build on these helpers and keep their own rules:
 *
 * - `createDocument(ctx, header, lines)` — inside `inTransaction`: numbers it (`documentNumberFor`; a number taken
 *   answers 1003), stamps the caller as operator, inserts the lines in bulk; answers the header and the lines (in
 *   input order, with ids). `insertLines` adds more (production components with `parentLineId`); `replaceLines`
 *   swaps them all (editing a draft).
 * - `loadDocument(ctx, type, id, { forUpdate })` — the header within the tenant and the caller's stores (a transfer
 *   is visible from either of its stores); anything else answers 1019. `forUpdate` locks the row: take it first in
 *   every write transaction so two writes on one document run one after the other.
 * - `documentLines(ctx, id)` — the lines with their item info (name, variant, SKU, barcode, unit) and amount;
 *   `lineRecords` the raw lines, `matchLines` pairs `{ lineId }` inputs with them (1001 for a foreign line),
 *   `setLineValues` writes columns of many lines in bulk.
 * - `checkStore(ctx, storeId)` — a store of the tenant the caller is bound to, else 20076.
 * - `listDocuments(ctx, type, filters, page)`, `allDocumentPages`, `documentRow(ctx, id)` (documents.list.ts) — list rows
 *   with store, supplier and operator names and the sums of the top-level lines, newest first; dates filter in the
 *   caller's time zone.
 * - `printDocument(pdf, …)` and `exportDocuments(ctx, pdf, format, …)` — one document as PDF, a list as xlsx/PDF.
 */
import { Err, type StockItemInfo } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { products, productVariants, stockDocumentLines, stockDocuments, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { canSeeStore, owned, ownRow } from '../../platform/scope';
import { documentScope } from './documents.list';
import { documentNumberFor } from './numbers';

export * from './documents.list';

export type DocumentType = (typeof stockDocuments.$inferInsert)['type'];
export type DocumentHeader = typeof stockDocuments.$inferSelect;
export type LineRecord = typeof stockDocumentLines.$inferSelect;

export interface NewDocument {
  type: DocumentType;
  /** increase | damage | loss, production | disassembly, partial | full; '' otherwise. */
  kind?: string;
  /** The merchant's number, or '' to generate one. */
  number: string;
  /** Prefix key of a generated number (see numbers.ts); default: the kind when set, else the type (counts pass 'count'). */
  prefixKey?: string;
  status: string;
  storeId: number;
  toStoreId?: number | null;
  fromArea?: string;
  toArea?: string;
  supplierId?: number | null;
  purchaseDate?: string | null;
  expectedDate?: string | null;
  note?: string;
  completedAt?: Date | null;
}

export interface NewLine {
  productId: number;
  /** null for a product without variants (stored as 0). */
  variantId: number | null;
  quantity?: string;
  cost?: string;
  received?: string;
  returned?: string;
  expected?: string | null;
  counted?: string | null;
  parentLineId?: number | null;
}

/** A line as the detail pages show it. */
export interface DocumentLine extends StockItemInfo {
  id: number;
  position: number;
  quantity: string;
  cost: string;
  /** quantity × cost, 4 places. */
  amount: string;
  received: string;
  returned: string;
  expected: string | null;
  counted: string | null;
  parentLineId: number | null;
}

/** Bind parameters per statement stay far below PostgreSQL's 65,535 (12 columns × 1,000 rows). */
const CHUNK = 1000;

export async function createDocument(
  ctx: TenantCtx,
  doc: NewDocument,
  lines: readonly NewLine[],
): Promise<{ header: DocumentHeader; lines: LineRecord[] }> {
  const number = await documentNumberFor(ctx, doc.type, doc.prefixKey ?? (doc.kind || doc.type), doc.number);
  let header: DocumentHeader;
  try {
    [header] = await ctx.db
      .insert(stockDocuments)
      .values({
        tenantId: ctx.tenantId,
        type: doc.type,
        kind: doc.kind ?? '',
        number,
        status: doc.status,
        storeId: doc.storeId,
        toStoreId: doc.toStoreId ?? null,
        fromArea: doc.fromArea ?? '',
        toArea: doc.toArea ?? '',
        supplierId: doc.supplierId ?? null,
        purchaseDate: doc.purchaseDate ?? null,
        expectedDate: doc.expectedDate ?? null,
        note: doc.note ?? '',
        staffId: ctx.userId,
        completedAt: doc.completedAt ?? null,
      })
      .returning();
  } catch (e) {
    // Two documents racing for the same typed number: the unique index decides.
    if (isUniqueViolation(e))
      throw new AppError(Err.CODE_REPEATED, { issues: [{ path: 'number', message: 'number taken' }] });
    throw e;
  }
  return { header, lines: await insertLines(ctx, header.id, lines) };
}

/** Inserts lines (positions from `firstPosition` on), in bulk; answers them in input order. */
export async function insertLines(
  ctx: TenantCtx,
  documentId: number,
  lines: readonly NewLine[],
  firstPosition = 0,
): Promise<LineRecord[]> {
  const out: LineRecord[] = [];
  for (let i = 0; i < lines.length; i += CHUNK) {
    const rows = await ctx.db
      .insert(stockDocumentLines)
      .values(
        lines.slice(i, i + CHUNK).map((l, j) => ({
          tenantId: ctx.tenantId,
          documentId,
          position: firstPosition + i + j,
          productId: l.productId,
          variantId: l.variantId ?? 0,
          quantity: l.quantity ?? '0',
          cost: l.cost ?? '0',
          received: l.received ?? '0',
          returned: l.returned ?? '0',
          expected: l.expected ?? null,
          counted: l.counted ?? null,
          parentLineId: l.parentLineId ?? null,
        })),
      )
      .returning();
    out.push(...rows.sort((a, b) => a.position - b.position));
  }
  return out;
}

/** Replaces every line of a document (a draft being edited). */
export async function replaceLines(ctx: TenantCtx, documentId: number, lines: readonly NewLine[]) {
  await ctx.db
    .delete(stockDocumentLines)
    .where(and(eq(stockDocumentLines.tenantId, ctx.tenantId), eq(stockDocumentLines.documentId, documentId)));
  return insertLines(ctx, documentId, lines);
}

/** Columns of a line that `setLineValues` may write. */
export type LineColumn = 'quantity' | 'cost' | 'received' | 'returned' | 'expected' | 'counted';

/**
 * Writes some columns of many lines in one statement per 1,000 lines (UPDATE … FROM VALUES): receipts, returns,
 * the costs of a sent transfer, the counted quantities of a 5,000-item count. A value of null writes NULL.
 */
export async function setLineValues(
  ctx: TenantCtx,
  documentId: number,
  columns: readonly LineColumn[],
  rows: readonly ({ id: number } & Partial<Record<LineColumn, string | null>>)[],
) {
  const l = stockDocumentLines;
  // The API names of these columns are their SQL names.
  const set = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
    sql`, `,
  );
  const header = sql.join([sql`id`, ...columns.map((c) => sql.identifier(c))], sql`, `);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows.slice(i, i + CHUNK).map(
        (r) =>
          sql`(${r.id}::bigint, ${sql.join(
            columns.map((c) => sql`${r[c] ?? null}::numeric`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await ctx.db.execute(sql`update ${l} set ${set} from (values ${values}) as v(${header})
      where ${l.tenantId} = ${ctx.tenantId} and ${l.documentId} = ${documentId} and ${l.id} = v.id`);
  }
}

/** The raw lines of a document, in order (what write paths check quantities against). */
export async function lineRecords(ctx: TenantCtx, documentId: number): Promise<LineRecord[]> {
  return ctx.db
    .select()
    .from(stockDocumentLines)
    .where(and(eq(stockDocumentLines.tenantId, ctx.tenantId), eq(stockDocumentLines.documentId, documentId)))
    .orderBy(stockDocumentLines.position, stockDocumentLines.id);
}

/**
 * Lines of a receipt or return (`{ lineId, quantity }`) matched to the document's lines; a line id that is not one of
 * them answers 1001 with an issue on it.
 */
export function matchLines<T extends { lineId: number }>(records: readonly LineRecord[], given: readonly T[]) {
  const byId = new Map(records.map((r) => [r.id, r]));
  return given.map((g, i) => {
    const line = byId.get(g.lineId);
    if (!line || line.parentLineId !== null)
      throw new AppError(Err.PARAM, {
        issues: [{ path: `lines.${i}.lineId`, message: 'not a line of this document' }],
      });
    return { line, given: g, index: i };
  });
}

/**
 * A store a document may name: it exists in the tenant and, unless `anyOfTenant`, the caller is bound to it; else
 * 20076 (a store of another tenant is simply not found).
 */
export async function checkStore(ctx: TenantCtx, storeId: number, opts: { anyOfTenant?: boolean } = {}) {
  const [row] = await ctx.db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(ownRow(stores, ctx, storeId));
  if (!row || (!opts.anyOfTenant && !canSeeStore(ctx, storeId))) throw new AppError(Err.STORE_EMPTY, { storeId });
  return row;
}

/** A document of `type` the caller may see, else 1019. `forUpdate` locks the header until the transaction ends. */
export async function loadDocument(
  ctx: TenantCtx,
  type: DocumentType,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<DocumentHeader> {
  return owned(stockDocuments, ctx, id, Err.RECORD_MISSING_OR_COMPLETED, {
    where: and(eq(stockDocuments.type, type), documentScope(ctx)),
    lock: opts.forUpdate ? 'no key update' : undefined,
  });
}

/** The lines of a document in their order, with item info. */
export async function documentLines(ctx: TenantCtx, documentId: number): Promise<DocumentLine[]> {
  const l = stockDocumentLines;
  const rows = await ctx.db
    .select({
      id: l.id,
      position: l.position,
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      cost: l.cost,
      amount: sql<string>`round(${l.quantity} * ${l.cost}, 4)::numeric(18,4)::text`,
      received: l.received,
      returned: l.returned,
      expected: l.expected,
      counted: l.counted,
      parentLineId: l.parentLineId,
      productName: products.name,
      variantName: productVariants.name,
      sku: sql<string>`coalesce(nullif(${productVariants.sku}, ''), ${products.sku})`,
      barcode: sql<string>`coalesce(nullif(${productVariants.barcode}, ''), ${products.barcode})`,
      unit: products.unit,
    })
    .from(l)
    .innerJoin(products, and(eq(products.tenantId, l.tenantId), eq(products.id, l.productId)))
    .leftJoin(productVariants, and(eq(productVariants.tenantId, l.tenantId), eq(productVariants.id, l.variantId)))
    .where(and(eq(l.tenantId, ctx.tenantId), eq(l.documentId, documentId)))
    .orderBy(l.position, l.id);
  return rows.map((r) => ({ ...r, variantId: r.variantId || null }));
}
