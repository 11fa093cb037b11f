// The scene the kitchen display's tests share: a merchant with a kitchen display in store A, a POS till there, two
// products of two categories (one with a modifier), a dining table, and receipts written through the POS API.
import type { OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import {
  addModifierItem,
  addProduct,
  bossAppSession,
  merchant,
  newDeviceSession,
  newZone,
  ok,
  uniq,
  uploadOrder,
} from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';
import { categories, orderTypes, printerGroups, products } from '../../db/schema';

export async function addCategory(t: TestApp, tenantId: number): Promise<number> {
  const [c] = await t.db
    .insert(categories)
    .values({ tenantId, name: uniq('Category'), color: '#389e0d' })
    .returning({ id: categories.id });
  return c.id;
}

export async function addPrinterGroup(t: TestApp, tenantId: number, storeId: number, categoryIds: number[]) {
  const [g] = await t.db
    .insert(printerGroups)
    .values({ tenantId, storeId, name: uniq('Grill'), categoryIds })
    .returning({ id: printerGroups.id, name: printerGroups.name });
  return g;
}

export async function kitchenScene(t: TestApp) {
  const m = await merchant(t);
  const hot = await addCategory(t, m.tenantId);
  const cold = await addCategory(t, m.tenantId);
  const mod = await addModifierItem(t, m.tenantId, '1.50');
  const burger = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '10', modifierIds: [mod.modifierId] });
  const salad = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '5' });
  await t.db
    .update(products)
    .set({ categoryId: hot })
    .where(and(eq(products.tenantId, m.tenantId), eq(products.id, burger)));
  await t.db
    .update(products)
    .set({ categoryId: cold })
    .where(and(eq(products.tenantId, m.tenantId), eq(products.id, salad)));
  const zone = await newZone(t, m.token, m.storeA, ['T7']);
  const [dineIn] = await t.db
    .select({ id: orderTypes.id, name: orderTypes.name })
    .from(orderTypes)
    .where(and(eq(orderTypes.tenantId, m.tenantId), eq(orderTypes.builtinKey, 'dineIn')));
  const till = await bossAppSession(t, m.tenantId, m.storeA);
  const kitchen = await newDeviceSession(t, m.token, { storeId: m.storeA, kind: 'kitchen' });
  /** An unpaid POS order in store A: 2 burgers with the modifier, 1 salad, at table T7, dine-in. */
  const order = async (token = till.token, over: Record<string, unknown> = {}) =>
    ok(
      await uploadOrder<OrderDetail>(t, token, {
        lines: [
          { productId: burger, quantity: '2', modifiers: [{ itemId: mod.itemId }] },
          { productId: salad, quantity: '1' },
        ],
        total: '28.00',
        tableId: zone.tables[0].id,
        orderTypeId: dineIn?.id,
        note: 'No onions',
        ...over,
      }),
    );
  return { m, hot, cold, mod, burger, salad, zone, dineIn, till, kitchen, order };
}
