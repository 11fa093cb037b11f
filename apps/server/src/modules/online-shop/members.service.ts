// Online members (`vipList`, `vipEdit`): shoppers registered on the storefront, kept apart from the POS members of
// /vipManage unless the merchant links one with the same phone or e-mail, so that points are shared. Members belong
// to the merchant, not to a store; their orders are seen through the caller's stores, as every online order is.
import {
  Err,
  type ListResult,
  ONLINE_MEMBER_RECENT_ORDERS,
  type OnlineMemberDetail,
  type OnlineMemberListQuery,
  type OnlineMemberRow,
  type OnlineMemberSaveBody,
} from '@tillbook/contract';
import { and, desc, eq, exists, isNotNull, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { members, onlineMembers, onlineOrders } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, violatedConstraint } from '../../platform/errors';
import { containsAny, countOf, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { owned, ownRow, storeScope } from '../../platform/scope';
import { ordersWithParts, toOrderRow, visibleOrders } from './orders.read';
import { money } from './shop-rows';

const om = onlineMembers;

/** The member's online orders the caller may see (their shops' stores). */
const ordersOf = (ctx: TenantCtx) =>
  and(
    eq(onlineOrders.tenantId, om.tenantId),
    eq(onlineOrders.onlineMemberId, om.id),
    storeScope(ctx, onlineOrders.storeId),
  ) as SQL;

/** Online members with their linked POS member (none when it was deleted) and their number of orders. */
const membersWithLink = (ctx: TenantCtx) =>
  ctx.db
    .select({
      m: om,
      posId: members.id,
      posName: members.name,
      points: members.pointsBalance,
      orders: sql<number>`(select count(*)::int from ${onlineOrders} where ${ordersOf(ctx)})`,
    })
    .from(om)
    .leftJoin(members, and(eq(members.tenantId, om.tenantId), eq(members.id, om.memberId)));

type Joined = Awaited<ReturnType<ReturnType<typeof membersWithLink>['where']>>[number];

function toRow(r: Joined): OnlineMemberRow {
  const m = r.m;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    areaCode: m.areaCode,
    phone: m.phone,
    addresses: m.addresses,
    payOnDelivery: m.payOnDelivery,
    payInStore: m.payInStore,
    orderLimit: m.orderLimit,
    frozen: m.frozen,
    // A link to a POS member deleted since is no link (the column has no foreign key, see the schema).
    memberId: r.posId,
    memberName: r.posName,
    pointsBalance: r.points === null ? null : money(r.points),
    orders: Number(r.orders),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** "Same phone or same e-mail" between a POS member and these contact details (empty ones match nothing). */
function sameContact(who: { phone: string; email: string }): SQL {
  const phone = who.phone === '' ? undefined : eq(members.phone, who.phone);
  const email = who.email === '' ? undefined : eq(sql`lower(${members.email})`, who.email.toLowerCase());
  return or(phone, email) ?? sql`false`;
}

/** POS members linked to an online member other than `id`. */
const linkedElsewhere = (ctx: TenantCtx, id: number | null) =>
  exists(
    ctx.db
      .select({ one: sql`1` })
      .from(om)
      .where(
        and(eq(om.tenantId, members.tenantId), eq(om.memberId, members.id), id === null ? undefined : ne(om.id, id)),
      ),
  );

/**
 * Checks that the online member (`id`, null for a new one) may be linked to POS member `memberId`: it exists in the
 * merchant (20104), has the same phone or e-mail (20058; 20057 when the online member has no phone) and is linked to
 * no other online member (1004). The POS member is locked (members come after the online member in the lock order),
 * so two links to it cannot both pass.
 */
async function assertLinkable(
  tx: TenantCtx,
  who: { id: number | null; phone: string; email: string },
  memberId: number,
) {
  const pos = await owned(members, tx, memberId, Err.MEMBER_MISSING, { lock: 'no key update' });
  const samePhone = who.phone !== '' && pos.phone === who.phone;
  const sameEmail = who.email !== '' && pos.email.toLowerCase() === who.email.toLowerCase();
  if (!samePhone && !sameEmail) throw new AppError(who.phone === '' ? Err.EMAIL_INCONSISTENT : Err.PHONE_INCONSISTENT);
  const [other] = await tx.db
    .select({ id: om.id })
    .from(om)
    .where(
      and(eq(om.tenantId, tx.tenantId), eq(om.memberId, memberId), who.id === null ? undefined : ne(om.id, who.id)),
    )
    .limit(1);
  if (other) throw new AppError(Err.ADDED_REPEATEDLY, { onlineMemberId: other.id });
}

/** A unique clash of a member's e-mail or phone, as its spec code; anything else unchanged. */
function clashOf(e: unknown): unknown {
  const constraint = violatedConstraint(e);
  if (constraint === 'online_members_email_uq') return new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
  if (constraint === 'online_members_phone_uq') return new AppError(Err.PHONE_REPEATED);
  return e;
}

export function createMembersService() {
  async function detail(ctx: TenantCtx, id: number): Promise<OnlineMemberDetail> {
    const [row] = await membersWithLink(ctx).where(and(eq(om.tenantId, ctx.tenantId), eq(om.id, id)));
    if (!row) throw new AppError(Err.NO_DATA);
    const m = row.m;
    const [candidates, recent] = await Promise.all([
      ctx.db
        .select({ id: members.id, name: members.name, phone: members.phone, email: members.email })
        .from(members)
        .where(and(eq(members.tenantId, ctx.tenantId), sameContact(m), not(linkedElsewhere(ctx, m.id))))
        .orderBy(members.id)
        .limit(20),
      ordersWithParts(ctx)
        .where(and(visibleOrders(ctx), eq(onlineOrders.onlineMemberId, id)))
        .orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id))
        .limit(ONLINE_MEMBER_RECENT_ORDERS),
    ]);
    return { ...toRow(row), linkCandidates: candidates, recentOrders: recent.map(toOrderRow) };
  }

  /** Writes the link (or its removal) after the checks of `assertLinkable`. */
  async function link(ctx: TenantCtx, id: number, memberId: number | null): Promise<OnlineMemberDetail> {
    await inTransaction(ctx, async (tx) => {
      const m = await owned(om, tx, id, Err.NO_DATA, { lock: 'no key update' });
      if (memberId !== null) await assertLinkable(tx, m, memberId);
      await tx.db
        .update(om)
        .set({ memberId, updatedAt: new Date() })
        .where(ownRow(om, tx, id));
    });
    return detail(ctx, id);
  }

  return {
    detail,
    link,

    async list(ctx: TenantCtx, q: OnlineMemberListQuery): Promise<ListResult<OnlineMemberRow>> {
      const where = and(
        eq(om.tenantId, ctx.tenantId),
        containsAny([om.name, om.email, om.phone], q.keyword),
        q.frozen === undefined ? undefined : eq(om.frozen, q.frozen),
        q.linked === undefined ? undefined : q.linked ? isNotNull(om.memberId) : isNull(om.memberId),
        q.shopId === undefined
          ? undefined
          : exists(
              ctx.db
                .select({ one: sql`1` })
                .from(onlineOrders)
                .where(and(ordersOf(ctx), eq(onlineOrders.shopId, q.shopId))),
            ),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await membersWithLink(ctx)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(om.name), createdAt: om.createdAt },
            { id: om.id, idOrder: 'follow', fallback: '-createdAt' },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: rows.map(toRow), total: await countOf(ctx, om, where) };
    },

    /**
     * Adds or edits an online member. E-mail (20071) and phone (1020) unique among the merchant's online members;
     * `memberId` links a POS member under the rules of `assertLinkable`, checked against the contact details saved,
     * so an edit that leaves the linked member with neither the same phone nor e-mail is refused.
     */
    async save(ctx: TenantCtx, b: OnlineMemberSaveBody): Promise<OnlineMemberDetail> {
      const fields = {
        name: b.name,
        email: b.email,
        areaCode: b.areaCode,
        phone: b.phone,
        addresses: b.addresses,
        payOnDelivery: b.payOnDelivery,
        payInStore: b.payInStore,
        orderLimit: b.orderLimit,
        frozen: b.frozen,
        memberId: b.memberId,
      };
      try {
        const id = await inTransaction(ctx, async (tx) => {
          if (b.id) await owned(om, tx, b.id, Err.NO_DATA, { lock: 'no key update' });
          if (b.memberId !== null) await assertLinkable(tx, { id: b.id ?? null, ...fields }, b.memberId);
          if (b.id) {
            await tx.db
              .update(om)
              .set({ ...fields, updatedAt: new Date() })
              .where(ownRow(om, tx, b.id));
            return b.id;
          }
          const [created] = await tx.db
            .insert(om)
            .values({ tenantId: tx.tenantId, ...fields })
            .returning({ id: om.id });
          return created.id;
        });
        return await detail(ctx, id);
      } catch (e) {
        throw clashOf(e);
      }
    },

    /** Freezes (no more orders: the order path answers 20118) or unfreezes a member. */
    async setFrozen(ctx: TenantCtx, id: number, frozen: boolean): Promise<OnlineMemberDetail> {
      await inTransaction(ctx, async (tx) => {
        await owned(om, tx, id, Err.NO_DATA, { lock: 'no key update' });
        await tx.db
          .update(om)
          .set({ frozen, updatedAt: new Date() })
          .where(ownRow(om, tx, id));
      });
      return detail(ctx, id);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
