// Following an online order without an account: placing an order hands back a secret for that order alone (a
// tenant-prefixed token, platform/tenant-tokens.ts; only its hash is kept), and whoever holds it reads the order's
// state and lines as its shopper sees them, nothing of any member.
import { Err, type FollowedOrder } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { onlineOrders, onlineShops } from '../../../db/schema';
import { orderFollowTokens } from '../../../db/schema/table-ordering';
import type { Ctx, TenantCtx } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { hashToken } from '../../../platform/secrets';
import { matchesToken, newTenantToken, tokenTenant } from '../../../platform/tenant-tokens';
import { shopperOrderDetail } from './profile.service';
import { merchantCtx } from './table-access';

/**
 * Issues a follow token for an online order of the caller's merchant and answers it (shown once). Each call issues a
 * new one; every token issued keeps working for the order's lifetime.
 */
export async function issueFollowToken(tx: TenantCtx, onlineOrderId: number): Promise<string> {
  const token = newTenantToken(tx.tenantId, 32);
  await tx.db.insert(orderFollowTokens).values({ tenantId: tx.tenantId, onlineOrderId, tokenHash: hashToken(token) });
  return token;
}

/** The merchant's context for reading one order as its shopper sees it (no staff, no store of the back office). */
const readerCtx = (ctx: Ctx, tenantId: number): TenantCtx => merchantCtx(ctx, tenantId, 'all');

/** The order a follow token was issued for; 20037 for a token that names none. */
export async function followOrder(ctx: Ctx, token: string): Promise<FollowedOrder> {
  const tenantId = tokenTenant(token);
  if (tenantId === null) throw new AppError(Err.NO_DATA);
  const [row] = await ctx.db
    .select({ onlineOrderId: orderFollowTokens.onlineOrderId, shopCode: onlineShops.code })
    .from(orderFollowTokens)
    .innerJoin(
      onlineOrders,
      and(eq(onlineOrders.tenantId, orderFollowTokens.tenantId), eq(onlineOrders.id, orderFollowTokens.onlineOrderId)),
    )
    .innerJoin(
      onlineShops,
      and(eq(onlineShops.tenantId, onlineOrders.tenantId), eq(onlineShops.id, onlineOrders.shopId)),
    )
    .where(matchesToken(orderFollowTokens.tenantId, orderFollowTokens.tokenHash, token, hashToken(token)));
  if (!row) throw new AppError(Err.NO_DATA);
  return shopperOrderDetail(readerCtx(ctx, tenantId), row.onlineOrderId, row.shopCode);
}
