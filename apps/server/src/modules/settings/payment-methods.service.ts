import {
  Err,
  type ListResult,
  type PaymentMethodListQuery,
  type PaymentMethodOption,
  type PaymentMethodRow,
  type PaymentMethodSaveBody,
  type SettingOptionsQuery,
} from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { paymentMethodStores, paymentMethods } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/scope';
import { hashSecret } from '../../platform/secrets';
import { countOf, iso, lowerOf, nameContains, orderFor, uniqueName } from './list-helpers';
import {
  assertStoresUsable,
  assertWritable,
  replaceStores,
  type StoreLink,
  storesOf,
  usableIn,
  visibleTo,
} from './store-links';

const link: StoreLink<typeof paymentMethodStores> = {
  table: paymentMethodStores,
  tenantId: paymentMethodStores.tenantId,
  ownerId: paymentMethodStores.paymentMethodId,
  storeId: paymentMethodStores.storeId,
  row: (tenantId, paymentMethodId, storeId) => ({ tenantId, paymentMethodId, storeId }),
};
const owner = { id: paymentMethods.id, allStores: paymentMethods.allStores };

type Method = typeof paymentMethods.$inferSelect;

/** A new password, '' or undefined to keep the stored one, null to remove it. */
async function passwordUpdate(value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined || value === '') return undefined;
  if (value === null) return null;
  return hashSecret(value);
}

/** Payment methods (payway, menu 10). */
export function createPaymentMethodsService() {
  async function rowsOut(ctx: TenantCtx, rows: Method[]): Promise<PaymentMethodRow[]> {
    const storeMap = await storesOf(
      ctx,
      link,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      name: r.name,
      handlingFee: r.handlingFee,
      account: r.account,
      hasPassword1: r.password1Hash !== null,
      hasPassword2: r.password2Hash !== null,
      allStores: r.allStores,
      stores: storeMap.get(r.id) ?? [],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  /** The row when the caller may see it, else 20037. */
  async function find(ctx: TenantCtx, id: number): Promise<Method> {
    const [row] = await ctx.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, ctx.tenantId), eq(paymentMethods.id, id), visibleTo(ctx, link, owner)));
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  return {
    async list(ctx: TenantCtx, q: PaymentMethodListQuery): Promise<ListResult<PaymentMethodRow>> {
      const where = and(
        eq(paymentMethods.tenantId, ctx.tenantId),
        visibleTo(ctx, link, owner),
        nameContains(paymentMethods.name, q.name),
        q.type ? eq(paymentMethods.type, q.type) : undefined,
        q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(paymentMethods)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(paymentMethods.name), createdAt: paymentMethods.createdAt },
            paymentMethods.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, paymentMethods, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<PaymentMethodRow> {
      const [row] = await rowsOut(ctx, [await find(ctx, id)]);
      return row;
    },

    async options(ctx: TenantCtx, q: SettingOptionsQuery): Promise<PaymentMethodOption[]> {
      return ctx.db
        .select({ id: paymentMethods.id, name: paymentMethods.name, type: paymentMethods.type })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.tenantId, ctx.tenantId),
            visibleTo(ctx, link, owner),
            q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
          ),
        )
        .orderBy(asc(lowerOf(paymentMethods.name)), asc(paymentMethods.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: PaymentMethodSaveBody): Promise<PaymentMethodRow> {
      // Only callers of every store may bind a method to every store.
      if (b.allStores && ctx.storeIds !== 'all') throw new AppError(Err.NO_PERMISSION);
      const storeIds = b.allStores ? [] : b.storeIds;
      await assertStoresUsable(ctx, storeIds);
      const [password1Hash, password2Hash] = await Promise.all([
        passwordUpdate(b.password1),
        passwordUpdate(b.password2),
      ]);
      const fields = {
        type: b.type,
        name: b.name,
        handlingFee: b.handlingFee,
        account: b.account,
        allStores: b.allStores,
        ...(password1Hash !== undefined && { password1Hash }),
        ...(password2Hash !== undefined && { password2Hash }),
      };
      const id = await uniqueName(() =>
        inTransaction(ctx, async (tx) => {
          let id = b.id;
          if (id === undefined) {
            const [created] = await tx.db
              .insert(paymentMethods)
              .values({ tenantId: tx.tenantId, ...fields })
              .returning({ id: paymentMethods.id });
            id = created.id;
          } else {
            const before = await find(tx, id);
            await assertWritable(tx, link, id, before.allStores);
            await tx.db
              .update(paymentMethods)
              .set({ ...fields, updatedAt: new Date() })
              .where(and(eq(paymentMethods.tenantId, tx.tenantId), eq(paymentMethods.id, id)));
          }
          await replaceStores(tx, link, id, storeIds);
          return id;
        }),
      );
      return this.detail(ctx, id);
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      const before = await find(ctx, id);
      await assertWritable(ctx, link, id, before.allStores);
      await ctx.db
        .delete(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, ctx.tenantId), eq(paymentMethods.id, id)));
      return null;
    },
  };
}
