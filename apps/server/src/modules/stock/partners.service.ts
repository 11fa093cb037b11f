import {
  countryById,
  Err,
  type PartnerListQuery,
  type PartnerRow,
  type PartnerSaveBody,
  type StockExportFormat,
} from '@tillbook/contract';
import { and, asc, count, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { partners, products } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { containsPattern, lowerOf, orderFor, pageWindow } from '../../platform/list';
import type { PdfRenderer } from '../../platform/pdf';
import { owned } from '../../platform/scope';
import { exportTable } from '../../platform/table-export';
import { localDateTime } from './documents';
import { STOCK_TEXT } from './stock-texts';

/** Suppliers and manufacturers share one table and one shape (§3); `kind` comes from the path. */
export type PartnerKind = 'supplier' | 'manufacturer';

type PartnerRecord = typeof partners.$inferSelect;

const EXPORT_PAGE = 1000;

const toRow = (p: PartnerRecord): PartnerRow => ({
  id: p.id,
  name: p.name,
  contact: p.contact,
  areaCode: p.areaCode,
  phone: p.phone,
  email: p.email,
  website: p.website,
  address: p.address,
  city: p.city,
  postalCode: p.postalCode,
  province: p.province,
  countryId: p.countryId,
  note: p.note,
  createdAt: p.createdAt.toISOString(),
});

/** The live (not deleted) partners of one kind of the caller's merchant. */
const live = (ctx: TenantCtx, kind: PartnerKind) =>
  and(eq(partners.tenantId, ctx.tenantId), eq(partners.kind, kind), isNull(partners.deletedAt));

function listWhere(ctx: TenantCtx, kind: PartnerKind, q: { keyword?: string }): SQL | undefined {
  const kw = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    live(ctx, kind),
    kw
      ? or(ilike(partners.name, kw), ilike(partners.contact, kw), ilike(partners.phone, kw), ilike(partners.email, kw))
      : undefined,
  );
}

const SORTS = { name: lowerOf(partners.name), createdAt: partners.createdAt };

/** ORDER BY of the list and the export ('name' by default), ties by id in the same direction. */
const listOrder = (sort: string | undefined): SQL[] =>
  orderFor(sort, SORTS, { id: partners.id, idOrder: 'follow', fallback: 'name' });

/** Suppliers and manufacturers (providerMsg/editProvider, factoryMsg/editFactory). */
export function createPartnerService(pdf: PdfRenderer) {
  async function find(ctx: TenantCtx, kind: PartnerKind, id: number): Promise<PartnerRecord> {
    return owned(partners, ctx, id, Err.RECORD_MISSING_OR_COMPLETED, { where: live(ctx, kind) });
  }

  /** 1003 when another live partner of the kind has the name (any case). */
  async function assertNameFree(ctx: TenantCtx, kind: PartnerKind, name: string, selfId?: number) {
    const [taken] = await ctx.db
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(
          live(ctx, kind),
          sql`lower(${partners.name}) = lower(${name})`,
          selfId === undefined ? undefined : ne(partners.id, selfId),
        ),
      )
      .limit(1);
    if (taken) throw nameTaken();
  }

  return {
    async list(ctx: TenantCtx, kind: PartnerKind, q: PartnerListQuery) {
      const where = listWhere(ctx, kind, q);
      const [{ total }] = await ctx.db.select({ total: count() }).from(partners).where(where);
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(partners)
        .where(where)
        .orderBy(...listOrder(q.sort))
        .limit(limit)
        .offset(offset);
      return { list: rows.map(toRow), total };
    },

    async get(ctx: TenantCtx, kind: PartnerKind, id: number): Promise<PartnerRow> {
      return toRow(await find(ctx, kind, id));
    },

    /** Live partners for pickers (purchase order supplier, product supplier), by name. */
    async options(ctx: TenantCtx, kind: PartnerKind): Promise<{ id: number; name: string }[]> {
      return ctx.db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(live(ctx, kind))
        .orderBy(sql`lower(${partners.name})`, asc(partners.id));
    },

    async save(ctx: TenantCtx, kind: PartnerKind, body: PartnerSaveBody): Promise<PartnerRow> {
      if (body.countryId !== null && !countryById(body.countryId))
        throw new AppError(Err.PARAM, { issues: [{ path: 'countryId', message: 'unknown country' }] });
      if (body.id !== undefined) await find(ctx, kind, body.id);
      await assertNameFree(ctx, kind, body.name, body.id);
      const { id, ...fields } = body;
      try {
        if (id !== undefined) {
          const [updated] = await ctx.db
            .update(partners)
            .set({ ...fields, updatedAt: new Date() })
            .where(and(live(ctx, kind), eq(partners.id, id)))
            .returning();
          if (!updated) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
          return toRow(updated);
        }
        const [created] = await ctx.db
          .insert(partners)
          .values({ tenantId: ctx.tenantId, kind, ...fields })
          .returning();
        return toRow(created);
      } catch (e) {
        // Two saves racing for one name: the partial unique index over live rows decides.
        if (isUniqueViolation(e)) throw nameTaken();
        throw e;
      }
    },

    /**
     * Soft delete: documents keep showing the name; pickers and lists no longer offer it. Products naming a deleted
     * supplier lose it in the same transaction (they would otherwise point at a partner nobody can pick again).
     */
    async remove(ctx: TenantCtx, kind: PartnerKind, id: number): Promise<null> {
      await inTransaction(ctx, async (tx) => {
        const gone = await tx.db
          .update(partners)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(and(live(tx, kind), eq(partners.id, id)))
          .returning({ id: partners.id });
        if (gone.length === 0) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        if (kind === 'supplier')
          await tx.db
            .update(products)
            .set({ supplierId: null })
            .where(and(eq(products.tenantId, tx.tenantId), eq(products.supplierId, id)));
      });
      return null;
    },

    /** The list's rows (its filters and order, no paging) as xlsx or PDF, headers in the caller's language. */
    async exportFile(
      ctx: TenantCtx,
      kind: PartnerKind,
      q: PartnerListQuery & { format: StockExportFormat },
    ): Promise<Buffer> {
      const T = STOCK_TEXT;
      const lang = ctx.lang;
      const where = listWhere(ctx, kind, q);
      const order = listOrder(q.sort);
      async function* rows() {
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const page = await ctx.db
            .select()
            .from(partners)
            .where(where)
            .orderBy(...order)
            .limit(EXPORT_PAGE)
            .offset(offset);
          for (const p of page)
            yield [
              p.name,
              p.contact,
              p.areaCode,
              p.phone,
              p.email,
              p.website,
              p.address,
              p.city,
              p.postalCode,
              p.province,
              p.countryId === null ? '' : (countryById(p.countryId)?.name[lang] ?? ''),
              p.note,
              localDateTime(ctx, p.createdAt),
            ];
          if (page.length < EXPORT_PAGE) return;
        }
      }
      return exportTable(pdf, q.format, {
        lang: ctx.lang,
        title: T[`${kind}s`][lang],
        columns: [
          { header: T.name[lang], width: 24 },
          { header: T.contact[lang] },
          { header: T.areaCode[lang], width: 10 },
          { header: T.phone[lang], width: 16 },
          { header: T.email[lang], width: 28 },
          { header: T.website[lang], width: 24 },
          { header: T.address[lang], width: 30 },
          { header: T.city[lang] },
          { header: T.postalCode[lang], width: 12 },
          { header: T.province[lang] },
          { header: T.country[lang] },
          { header: T.note[lang], width: 30 },
          { header: T.createdAt[lang], width: 20 },
        ],
        rows: rows(),
      });
    },
  };
}

const nameTaken = () => new AppError(Err.CODE_REPEATED, { issues: [{ path: 'name', message: 'name taken' }] });
