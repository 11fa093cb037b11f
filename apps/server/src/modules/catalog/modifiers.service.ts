import {
  Err,
  type ListResult,
  type ModifierItemRow,
  type ModifierListQuery,
  type ModifierRow,
  type ModifierSaveBody,
} from '@tillbook/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { modifierItems, modifiers, productModifiers, stores } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, uniqueOr } from '../../platform/errors';
import { contains, countOf, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { canSeeStore, owned, ownRow } from '../../platform/scope';
import type { CatalogImages } from './images';

type Modifier = typeof modifiers.$inferSelect;

/**
 * Modifiers (spiceSetting, addSpice): a name and items with a unit price, an image and per-store prices. Names are
 * unique per tenant (1003); item names unique within the modifier (1004, checked by the contract); a missing
 * modifier answers 20037. Modifiers are tenant-wide; a store-bound caller sees and sets the per-store prices of
 * their stores only (others are kept).
 */
export function createModifiersService(images: CatalogImages) {
  async function find(ctx: TenantCtx, id: number): Promise<Modifier> {
    return owned(modifiers, ctx, id, Err.NO_DATA);
  }

  async function rowsOut(ctx: TenantCtx, rows: Modifier[]): Promise<ModifierRow[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [items, counts] = await Promise.all([
      ctx.db
        .select()
        .from(modifierItems)
        .where(and(eq(modifierItems.tenantId, ctx.tenantId), inArray(modifierItems.modifierId, ids)))
        .orderBy(asc(modifierItems.position), asc(modifierItems.id)),
      ctx.db
        .select({ id: productModifiers.modifierId, n: count() })
        .from(productModifiers)
        .where(and(eq(productModifiers.tenantId, ctx.tenantId), inArray(productModifiers.modifierId, ids)))
        .groupBy(productModifiers.modifierId),
    ]);
    const itemMap = new Map<number, ModifierItemRow[]>(ids.map((i) => [i, []]));
    for (const it of items)
      itemMap.get(it.modifierId)?.push({
        id: it.id,
        name: it.name,
        price: it.price,
        imageKey: it.imageKey,
        stores: it.stores.filter((s) => canSeeStore(ctx, s.storeId)),
      });
    const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      items: itemMap.get(r.id) ?? [],
      productCount: n.get(r.id) ?? 0,
    }));
  }

  async function detail(ctx: TenantCtx, id: number): Promise<ModifierRow> {
    const [row] = await rowsOut(ctx, [await find(ctx, id)]);
    return row;
  }

  return {
    detail,
    async list(ctx: TenantCtx, q: ModifierListQuery): Promise<ListResult<ModifierRow>> {
      const where = and(eq(modifiers.tenantId, ctx.tenantId), contains(modifiers.name, q.name));
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(modifiers)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(modifiers.name) },
            { id: modifiers.id, fallback: [lowerOf(modifiers.name)] },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, modifiers, where) };
    },

    async save(ctx: TenantCtx, b: ModifierSaveBody): Promise<ModifierRow> {
      const storeIds = [...new Set(b.items.flatMap((i) => i.stores.map((s) => s.storeId)))];
      if (storeIds.some((s) => !canSeeStore(ctx, s))) throw new AppError(Err.NO_DATA);
      if (storeIds.length) {
        const found = await ctx.db
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, storeIds)));
        if (found.length !== storeIds.length) throw new AppError(Err.NO_DATA);
      }
      await images.assertKeys(
        ctx,
        b.items.map((i) => i.imageKey),
      );
      const id = await uniqueOr(Err.CODE_REPEATED, () =>
        inTransaction(ctx, async (tx) => {
          let id = b.id;
          const hidden = new Map<string, { storeId: number; price: string }[]>();
          if (id === undefined) {
            const [created] = await tx.db
              .insert(modifiers)
              .values({ tenantId: tx.tenantId, name: b.name })
              .returning({ id: modifiers.id });
            id = created.id;
          } else {
            await find(tx, id);
            await tx.db
              .update(modifiers)
              .set({ name: b.name, updatedAt: new Date() })
              .where(and(eq(modifiers.tenantId, tx.tenantId), eq(modifiers.id, id)));
            const before = await tx.db
              .select({ name: modifierItems.name, stores: modifierItems.stores })
              .from(modifierItems)
              .where(and(eq(modifierItems.tenantId, tx.tenantId), eq(modifierItems.modifierId, id)));
            for (const it of before)
              hidden.set(
                it.name.toLowerCase(),
                it.stores.filter((s) => !canSeeStore(tx, s.storeId)),
              );
            await tx.db
              .delete(modifierItems)
              .where(and(eq(modifierItems.tenantId, tx.tenantId), eq(modifierItems.modifierId, id)));
          }
          await tx.db.insert(modifierItems).values(
            b.items.map((it, position) => ({
              tenantId: tx.tenantId,
              modifierId: id as number,
              name: it.name,
              price: it.price,
              imageKey: it.imageKey,
              stores: [...it.stores, ...(hidden.get(it.name.toLowerCase()) ?? [])],
              position,
            })),
          );
          return id;
        }),
      );
      return detail(ctx, id);
    },

    /** Deleting a modifier detaches it from its products. */
    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await find(ctx, id);
      await ctx.db.delete(modifiers).where(ownRow(modifiers, ctx, id));
      return null;
    },
  };
}
