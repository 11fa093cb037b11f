import { Err, type MemberFilters, type MemberRow } from '@tillbook/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { containsAny, orderFor } from '../../platform/list';
import { owned, ownRow } from '../../platform/scope';

export type MemberRecord = typeof members.$inferSelect;

/** A stored member as the API shows it. */
export function toRow(m: MemberRecord): MemberRow {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    areaCode: m.areaCode,
    phone: m.phone,
    address: m.address,
    city: m.city,
    district: m.district,
    province: m.province,
    postalCode: m.postalCode,
    country: m.country,
    customerCode: m.customerCode ?? '',
    onCredit: m.onCredit,
    creditLimit: m.creditLimit,
    notes: m.notes,
    pointsBalance: m.pointsBalance,
    creditBalance: m.creditBalance,
    firstVisitAt: m.firstVisitAt?.toISOString() ?? null,
    lastVisitAt: m.lastVisitAt?.toISOString() ?? null,
    totalVisits: m.totalVisits,
    totalSpent: m.totalSpent,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export const memberById = (ctx: TenantCtx, id: number) => ownRow(members, ctx, id);

/** The member, or 20104 (also for another merchant's member). */
export async function findMember(ctx: TenantCtx, id: number): Promise<MemberRecord> {
  return owned(members, ctx, id, Err.MEMBER_MISSING);
}

/** WHERE of the list and the export. */
export function memberWhere(ctx: TenantCtx, f: MemberFilters): SQL | undefined {
  return and(
    eq(members.tenantId, ctx.tenantId),
    containsAny([members.name, members.phone, members.email, members.customerCode], f.keyword),
    f.onCredit === undefined ? undefined : eq(members.onCredit, f.onCredit),
    f.owing === undefined ? undefined : f.owing ? gt(members.creditBalance, '0') : sql`${members.creditBalance} <= 0`,
    f.city ? sql`lower(${members.city}) = lower(${f.city})` : undefined,
    f.country ? sql`lower(${members.country}) = lower(${f.country})` : undefined,
  );
}

const SORT_COLUMNS = {
  name: members.name,
  createdAt: members.createdAt,
  points: members.pointsBalance,
  lastVisitAt: members.lastVisitAt,
  totalSpent: members.totalSpent,
  creditBalance: members.creditBalance,
} as const;

/** ORDER BY of the list and the export ('-createdAt' by default, empty values last), ties by id. */
export const memberOrder = (sort: string | undefined): SQL[] =>
  orderFor(sort, SORT_COLUMNS, { id: members.id, idOrder: 'follow', fallback: '-createdAt', nullsLast: true });
