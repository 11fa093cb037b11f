// Helpers for receipt tests (reusable by other sales test files): catalogue rows written directly, POS sessions,
// and `uploadOrder`.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app';
import {
  devices,
  members,
  modifierItems,
  modifiers,
  paymentMethods,
  productComponents,
  productModifiers,
  productRewards,
  productStores,
  products,
  productTaxes,
  roles,
  taxes,
  taxStores,
  users,
} from '../../db/schema';
import { applyMovements } from '../../ledgers/stock-ledger';
import type { TenantCtx } from '../../platform/context';
import { hashPin } from '../../platform/pins';
import { createSession } from '../../platform/sessions';
import { merchantEmail } from './test-support';

export { merchant, ok, uniq } from '../catalog/test-support';
export { newAppSession } from './test-support';

const rnd = () => randomBytes(4).toString('hex');
/** A fresh POS client id ('uuid_' + 8). */
export const cid = () => `uuid_${randomBytes(4).toString('hex')}`;

/** The owner signed in on a POS in `storeId` (every app permission, no discount limit). */
export async function bossAppSession(t: TestApp, tenantId: number, storeId: number) {
  const [boss] = await t.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(roles.isBoss, true)))
    .limit(1);
  const pin = String(100000 + Math.floor(Math.random() * 899999));
  await t.db
    .update(users)
    .set({ pinHash: await hashPin(pin) })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, boss.id)));
  const res = await t.post<{ token: string }>('/app/login', {
    merchant: await merchantEmail(t, tenantId),
    pin,
    storeId,
  });
  if (res.code !== 200) throw new Error(`boss app login failed: ${res.code}`);
  return { token: res.data.token, userId: boss.id };
}

/** A product sold in `storeIds` at `price`, written directly (taxes, modifiers, components and reward optional). */
export async function addProduct(
  t: TestApp,
  tenantId: number,
  storeIds: number[],
  o: {
    price?: string;
    cost?: string;
    track?: boolean;
    taxIds?: number[];
    modifierIds?: number[];
    components?: { productId: number; quantity: string }[];
    reward?: { mode: 'fixed' | 'percent'; value: string };
  } = {},
): Promise<number> {
  const price = o.price ?? '10';
  const [p] = await t.db
    .insert(products)
    .values({
      tenantId,
      name: `Item ${rnd()}`,
      unit: 'piece',
      price,
      cost: o.cost ?? '0',
      trackInventory: o.track ?? false,
      composite: !!o.components?.length,
    })
    .returning({ id: products.id });
  await t.db
    .insert(productStores)
    .values(storeIds.map((storeId) => ({ tenantId, productId: p.id, storeId, price, cost: o.cost ?? '0' })));
  if (o.taxIds?.length)
    await t.db.insert(productTaxes).values(o.taxIds.map((taxId) => ({ tenantId, productId: p.id, taxId })));
  if (o.modifierIds?.length)
    await t.db
      .insert(productModifiers)
      .values(o.modifierIds.map((modifierId) => ({ tenantId, productId: p.id, modifierId })));
  if (o.components?.length)
    await t.db
      .insert(productComponents)
      .values(o.components.map((c) => ({ tenantId, productId: p.id, componentId: c.productId, quantity: c.quantity })));
  if (o.reward) await t.db.insert(productRewards).values({ tenantId, productId: p.id, ...o.reward });
  return p.id;
}

export async function addTax(
  t: TestApp,
  tenantId: number,
  storeIds: number[],
  rate: string,
  calculation: 'included' | 'added',
) {
  const [x] = await t.db
    .insert(taxes)
    .values({ tenantId, name: `Tax ${rnd()}`, rate, calculation })
    .returning({ id: taxes.id, version: taxes.version });
  if (storeIds.length)
    await t.db.insert(taxStores).values(storeIds.map((storeId) => ({ tenantId, taxId: x.id, storeId })));
  return x;
}

/** A modifier with one item; `storePrices` override the item's price per store. */
export async function addModifierItem(
  t: TestApp,
  tenantId: number,
  price: string,
  storePrices: { storeId: number; price: string }[] = [],
) {
  const [m] = await t.db
    .insert(modifiers)
    .values({ tenantId, name: `Mod ${rnd()}` })
    .returning({ id: modifiers.id });
  const [i] = await t.db
    .insert(modifierItems)
    .values({ tenantId, modifierId: m.id, name: 'Extra', price, stores: storePrices })
    .returning({ id: modifierItems.id });
  return { modifierId: m.id, itemId: i.id };
}

export async function addPaymentMethod(
  t: TestApp,
  tenantId: number,
  type: 'cash' | 'card' = 'cash',
  handlingFee = '0',
): Promise<number> {
  const [m] = await t.db
    .insert(paymentMethods)
    .values({ tenantId, type, name: `${type} ${rnd()}`, handlingFee, allStores: true })
    .returning({ id: paymentMethods.id });
  return m.id;
}

export async function addMember(
  t: TestApp,
  tenantId: number,
  o: { points?: string; onCredit?: boolean; creditLimit?: string } = {},
): Promise<number> {
  const [m] = await t.db
    .insert(members)
    .values({
      tenantId,
      name: `Member ${rnd()}`,
      phone: String(Math.floor(Math.random() * 1e10)),
      pointsBalance: o.points ?? '0',
      onCredit: o.onCredit ?? false,
      creditLimit: o.creditLimit ?? '0',
    })
    .returning({ id: members.id });
  return m.id;
}

/** A service context of the owner (for putting stock in through the ledger before a test sells it). */
export const ownerCtx = (t: TestApp, tenantId: number, userId: number): TenantCtx => ({
  db: t.db,
  lang: 'en_GB',
  tzOffsetMs: 0,
  requestId: 'test',
  ip: '127.0.0.1',
  tenantId,
  userId,
  sessionId: 0,
  sessionKind: 'web',
  isBoss: true,
  permissions: new Set(),
  storeIds: 'all',
});

/** Brings `quantity` of a product into a store at `unitCost`. */
export async function stockIn(
  t: TestApp,
  tenantId: number,
  userId: number,
  item: { storeId: number; productId: number; quantity: string; unitCost: string },
) {
  const ctx = ownerCtx(t, tenantId, userId);
  await ctx.db.transaction((tx) =>
    applyMovements({ ...ctx, db: tx as unknown as TenantCtx['db'] }, [
      {
        storeId: item.storeId,
        productId: item.productId,
        variantId: null,
        quantity: item.quantity,
        unitCost: item.unitCost,
        reason: 'increase',
        documentType: 'adjustment',
        documentId: 0,
        documentNumber: 'TEST',
      },
    ]),
  );
}

/** A device of `kind` in `storeId` with a signed-in device session. */
export async function deviceSession(
  t: TestApp,
  tenantId: number,
  storeId: number,
  kind: 'kiosk' | 'kitchen' | 'customer',
) {
  const [d] = await t.db
    .insert(devices)
    .values({ tenantId, kind, account: `dev-${rnd()}`, passwordHash: 'x', storeId })
    .returning({ id: devices.id });
  const token = await createSession(t.db, t.config, { tenantId, userId: 0, storeId, deviceId: d.id }, 'device');
  return { token, deviceId: d.id };
}

/** POST /m/app/order/upload with a fresh client id unless one is given. */
export function uploadOrder<T = Record<string, unknown>>(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.post<T>('/app/order/upload', { clientId: cid(), ...body }, { token });
}
