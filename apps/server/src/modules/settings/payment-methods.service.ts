import type {
  ListResult,
  PaymentMethodListQuery,
  PaymentMethodOption,
  PaymentMethodRow,
  PaymentMethodSaveBody,
  SettingOptionsQuery,
} from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { paymentMethodStores, paymentMethods } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { hashSecret } from '../../platform/secrets';
import { type StoreLink, storeLinked, storesOf, usableIn } from './store-links';

const link: StoreLink<typeof paymentMethodStores> = {
  table: paymentMethodStores,
  tenantId: paymentMethodStores.tenantId,
  ownerId: paymentMethodStores.paymentMethodId,
  storeId: paymentMethodStores.storeId,
  row: (tenantId, paymentMethodId, storeId) => ({ tenantId, paymentMethodId, storeId }),
};
const owner = { id: paymentMethods.id, allStores: paymentMethods.allStores };
const methods = storeLinked({ table: paymentMethods, link, owner });

type Method = typeof paymentMethods.$inferSelect;

/** A new password, '' or undefined to keep the stored one, null to remove it. */
async function passwordUpdate(value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined || value === '') return undefined;
  if (value === null) return null;
  return hashSecret(value);
}

/** Payment methods (menu 10). */
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

  return {
    async list(ctx: TenantCtx, q: PaymentMethodListQuery): Promise<ListResult<PaymentMethodRow>> {
      const where = and(
        eq(paymentMethods.tenantId, ctx.tenantId),
        methods.visible(ctx),
        contains(paymentMethods.name, q.name),
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
            { id: paymentMethods.id },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, paymentMethods, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<PaymentMethodRow> {
      const [row] = await rowsOut(ctx, [await methods.find(ctx, id)]);
      return row;
    },

    async options(ctx: TenantCtx, q: SettingOptionsQuery): Promise<PaymentMethodOption[]> {
      return ctx.db
        .select({ id: paymentMethods.id, name: paymentMethods.name, type: paymentMethods.type })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.tenantId, ctx.tenantId),
            methods.visible(ctx),
            q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
          ),
        )
        .orderBy(asc(lowerOf(paymentMethods.name)), asc(paymentMethods.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: PaymentMethodSaveBody): Promise<PaymentMethodRow> {
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
      const id = await methods.save(ctx, b, fields);
      return this.detail(ctx, id);
    },

    remove: (ctx: TenantCtx, id: number) => methods.remove(ctx, id),
  };
}
