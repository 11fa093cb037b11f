// The shopper's mails about their order: accepted (unpaid → preparing), and ready for pickup or out for delivery
// (→ delivering). Each state change is mailed once: it is claimed in `shopper_notices` before the mail goes, and the
// claim is given back when the mail fails, so running this again for the same order sends only what was not sent.
import { toUiLang } from '@tillbook/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  onlineOrderEvents,
  onlineOrders,
  onlineShops,
  orders,
  shopperNotices,
  shopperOrderContacts,
} from '../../../db/schema';
import type { Ctx } from '../../../platform/context';
import type { Deps } from '../../../platform/deps';
import { type ShopperOrderNotice, shopperOrderMessage } from '../../../platform/mail-templates';

const e = onlineOrderEvents;

/** Mails the shopper of an online order about its state changes not mailed yet (none without a contact address). */
export async function noticeOrderMoved(deps: Deps, ctx: Ctx, tenantId: number, onlineOrderId: number): Promise<void> {
  const rows = await ctx.db
    .select({
      eventId: e.id,
      to: e.toState,
      fulfilment: onlineOrders.fulfilment,
      email: shopperOrderContacts.email,
      lang: shopperOrderContacts.lang,
      number: orders.number,
      shop: onlineShops.name,
    })
    .from(e)
    .innerJoin(onlineOrders, and(eq(onlineOrders.tenantId, e.tenantId), eq(onlineOrders.id, e.onlineOrderId)))
    .innerJoin(
      shopperOrderContacts,
      and(eq(shopperOrderContacts.tenantId, e.tenantId), eq(shopperOrderContacts.onlineOrderId, e.onlineOrderId)),
    )
    .innerJoin(orders, and(eq(orders.tenantId, onlineOrders.tenantId), eq(orders.id, onlineOrders.orderId)))
    .innerJoin(
      onlineShops,
      and(eq(onlineShops.tenantId, onlineOrders.tenantId), eq(onlineShops.id, onlineOrders.shopId)),
    )
    .leftJoin(shopperNotices, and(eq(shopperNotices.tenantId, e.tenantId), eq(shopperNotices.eventId, e.id)))
    .where(
      and(
        eq(e.tenantId, tenantId),
        eq(e.onlineOrderId, onlineOrderId),
        inArray(e.toState, ['preparing', 'delivering']),
        isNull(shopperNotices.eventId),
      ),
    )
    .orderBy(e.id);
  for (const r of rows) {
    const notice: ShopperOrderNotice =
      r.to === 'preparing' ? 'accepted' : r.fulfilment === 'pickup' ? 'ready' : 'delivering';
    const claimed = await ctx.db
      .insert(shopperNotices)
      .values({ tenantId, eventId: r.eventId })
      .onConflictDoNothing()
      .returning({ eventId: shopperNotices.eventId });
    if (claimed.length === 0) continue;
    try {
      await deps.mailer.send(
        shopperOrderMessage(notice, toUiLang(r.lang), r.email, { shop: r.shop, number: r.number }),
      );
    } catch (err) {
      deps.log.warn({ err, onlineOrderId }, 'shopper order mail could not be sent');
      await ctx.db
        .delete(shopperNotices)
        .where(and(eq(shopperNotices.tenantId, tenantId), eq(shopperNotices.eventId, r.eventId)));
    }
  }
}
