import {
  Err,
  type MemberExportBody,
  type MemberListQuery,
  type MemberRow,
  type MemberSaveBody,
  type UiLang,
} from '@tillbook/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation, violatedConstraint } from '../../platform/errors';
import { pageWindow } from '../../platform/list';
import { type SheetValue, writeXlsx } from '../../platform/xlsx';
import { findMember, memberById, memberOrder, memberWhere, toRow } from './member-rows';
import { MEMBER_TEXT } from './members.texts';

/** Rows per database page while exporting. */
const EXPORT_PAGE = 1000;

/** Members: /vipManage (menu code 8). Members belong to the merchant, not to a store. */
export function createMemberService() {
  /** 1020 when another member of the merchant has the phone, 1003 when another has the customer code. */
  async function assertFree(ctx: TenantCtx, body: { phone: string; customerCode: string }, selfId?: number) {
    const other = selfId === undefined ? undefined : ne(members.id, selfId);
    const [phone] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.tenantId, ctx.tenantId), eq(members.phone, body.phone), other))
      .limit(1);
    if (phone) throw new AppError(Err.PHONE_REPEATED);
    if (!body.customerCode) return;
    const [code] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.tenantId, ctx.tenantId),
          sql`lower(${members.customerCode}) = lower(${body.customerCode})`,
          other,
        ),
      )
      .limit(1);
    if (code) throw new AppError(Err.CODE_REPEATED);
  }

  return {
    async list(ctx: TenantCtx, q: MemberListQuery) {
      const where = memberWhere(ctx, q);
      const [{ total }] = await ctx.db.select({ total: count() }).from(members).where(where);
      const { limit, offset } = pageWindow(q);
      const found = await ctx.db
        .select()
        .from(members)
        .where(where)
        .orderBy(...memberOrder(q.sort))
        .limit(limit)
        .offset(offset);
      return { list: found.map(toRow), total };
    },

    async detail(ctx: TenantCtx, id: number): Promise<MemberRow> {
      return toRow(await findMember(ctx, id));
    },

    /** Creates or replaces a member's profile (see MemberSaveBody); balances and visit figures stay. */
    async save(ctx: TenantCtx, body: MemberSaveBody): Promise<MemberRow> {
      if (body.id !== undefined) await findMember(ctx, body.id);
      await assertFree(ctx, body, body.id);
      const profile = {
        name: body.name,
        email: body.email,
        areaCode: body.areaCode,
        phone: body.phone,
        address: body.address,
        city: body.city,
        district: body.district,
        province: body.province,
        postalCode: body.postalCode,
        country: body.country,
        customerCode: body.customerCode || null,
        onCredit: body.onCredit,
        creditLimit: body.creditLimit,
        notes: body.notes,
        updatedAt: new Date(),
      };
      try {
        if (body.id !== undefined) {
          const [updated] = await ctx.db.update(members).set(profile).where(memberById(ctx, body.id)).returning();
          if (!updated) throw new AppError(Err.MEMBER_MISSING);
          return toRow(updated);
        }
        const [created] = await ctx.db
          .insert(members)
          .values({ tenantId: ctx.tenantId, ...profile })
          .returning();
        return toRow(created);
      } catch (e) {
        // Two saves racing for one phone or code: the unique indexes decide.
        if (isUniqueViolation(e)) {
          const name = violatedConstraint(e);
          if (name === 'members_phone_uq') throw new AppError(Err.PHONE_REPEATED);
          if (name === 'members_customer_code_uq') throw new AppError(Err.CODE_REPEATED);
        }
        throw e;
      }
    },

    /** Deletes a member with its points and credit history. */
    /** Deletes a member and their history; refused (20055) while they owe money on credit: the debt must not vanish. */
    async remove(ctx: TenantCtx, id: number) {
      const gone = await ctx.db
        .delete(members)
        .where(and(memberById(ctx, id), sql`${members.creditBalance} <= 0`))
        .returning({ id: members.id });
      if (gone.length > 0) return null;
      const [owing] = await ctx.db.select({ id: members.id }).from(members).where(memberById(ctx, id));
      throw new AppError(owing ? Err.CANNOT_DELETE : Err.MEMBER_MISSING);
    },

    /** The members the list's filters select, in its order, as an xlsx with headers in `lang` (paged from SQL). */
    async exportXlsx(ctx: TenantCtx, body: MemberExportBody, lang: UiLang): Promise<Buffer> {
      const where = memberWhere(ctx, body);
      const order = memberOrder(body.sort);
      const T = MEMBER_TEXT;
      const columns = [
        { header: T.name[lang], width: 24 },
        { header: T.areaCode[lang], width: 10 },
        { header: T.phone[lang], width: 16 },
        { header: T.email[lang], width: 28 },
        { header: T.customerCode[lang], width: 16 },
        { header: T.address[lang], width: 30 },
        { header: T.city[lang] },
        { header: T.district[lang] },
        { header: T.province[lang] },
        { header: T.postalCode[lang], width: 12 },
        { header: T.country[lang] },
        { header: T.onCredit[lang], width: 12 },
        { header: T.creditLimit[lang], numFmt: '0.00' },
        { header: T.creditBalance[lang], numFmt: '0.00' },
        { header: T.pointsBalance[lang], numFmt: '0.####' },
        { header: T.totalVisits[lang], width: 10 },
        { header: T.totalSpent[lang], numFmt: '0.00' },
        { header: T.firstVisitAt[lang], width: 20 },
        { header: T.lastVisitAt[lang], width: 20 },
        { header: T.notes[lang], width: 30 },
        { header: T.createdAt[lang], width: 20 },
      ];
      /** Local date-time of the caller, as text. */
      const when = (d: Date | null) =>
        d ? new Date(d.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';
      async function* rows(): AsyncGenerator<SheetValue[]> {
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const page = await ctx.db
            .select()
            .from(members)
            .where(where)
            .orderBy(...order)
            .limit(EXPORT_PAGE)
            .offset(offset);
          for (const m of page) {
            yield [
              m.name,
              m.areaCode,
              m.phone,
              m.email,
              m.customerCode ?? '',
              m.address,
              m.city,
              m.district,
              m.province,
              m.postalCode,
              m.country,
              m.onCredit ? T.yes[lang] : T.no[lang],
              Number(m.creditLimit),
              Number(m.creditBalance),
              Number(m.pointsBalance),
              m.totalVisits,
              Number(m.totalSpent),
              when(m.firstVisitAt),
              when(m.lastVisitAt),
              m.notes,
              when(m.createdAt),
            ];
          }
          if (page.length < EXPORT_PAGE) return;
        }
      }
      try {
        return await writeXlsx({ sheetName: T.sheetExport[lang], columns, rows: rows() });
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw new AppError(Err.EXPORT_FAILED);
      }
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
