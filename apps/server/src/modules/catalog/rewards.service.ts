import { Err, type ListResult, type RewardListQuery, type RewardRow, type RewardSaveBody } from '@tillbook/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { categories, productRewards, products } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { containsPattern, lowerOf, orderFor, pageWindow } from '../../platform/list';
import type { ProductsService } from './products.service';

/**
 * Staff rewards (goodsReward, goodsRewardEdit): a commission per product, a fixed amount per piece or a percentage
 * of the line amount. The sales module reads `product_rewards` to compute commissions. At least one entry (1005).
 */
export function createRewardsService(productsSvc: ProductsService) {
  return {
    async list(ctx: TenantCtx, q: RewardListQuery): Promise<ListResult<RewardRow>> {
      let keyword: SQL | undefined;
      if (q.keyword) {
        const p = containsPattern(q.keyword);
        keyword = or(sql`lower(${products.name}) like lower(${p})`, sql`${products.sku} ilike ${p}`);
      }
      const where = and(
        eq(productRewards.tenantId, ctx.tenantId),
        productsSvc.visible(ctx),
        q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
        keyword,
      );
      const { limit, offset } = pageWindow(q);
      const join = and(eq(products.tenantId, productRewards.tenantId), eq(products.id, productRewards.productId));
      const list = await ctx.db
        .select({
          productId: productRewards.productId,
          productName: products.name,
          categoryName: categories.name,
          price: products.price,
          mode: productRewards.mode,
          value: productRewards.value,
        })
        .from(productRewards)
        .innerJoin(products, join)
        .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(products.name) },
            { id: productRewards.productId, fallback: [lowerOf(products.name)] },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)` })
        .from(productRewards)
        .innerJoin(products, join)
        .where(where);
      return { list, total: Number(n) };
    },

    async save(ctx: TenantCtx, b: RewardSaveBody): Promise<null> {
      const ids = b.rewards.map((r) => r.productId);
      if (new Set(ids).size !== ids.length) throw new AppError(Err.ADDED_REPEATEDLY);
      await inTransaction(ctx, async (tx) => {
        const found = await tx.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, tx.tenantId), inArray(products.id, ids), productsSvc.visible(tx)));
        if (found.length !== ids.length) throw new AppError(Err.PRODUCT_MISSING);
        for (const r of b.rewards) {
          const values = { mode: r.mode, value: r.value, updatedAt: new Date() };
          await tx.db
            .insert(productRewards)
            .values({ tenantId: tx.tenantId, productId: r.productId, ...values })
            .onConflictDoUpdate({ target: [productRewards.tenantId, productRewards.productId], set: values });
        }
      });
      return null;
    },

    async remove(ctx: TenantCtx, productId: number): Promise<null> {
      await productsSvc.find(ctx, productId);
      const gone = await ctx.db
        .delete(productRewards)
        .where(and(eq(productRewards.tenantId, ctx.tenantId), eq(productRewards.productId, productId)))
        .returning({ id: productRewards.productId });
      if (gone.length === 0) throw new AppError(Err.NO_DATA);
      return null;
    },
  };
}
