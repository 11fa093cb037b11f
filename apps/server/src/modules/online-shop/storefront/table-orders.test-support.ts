// Scenarios the table-ordering tests of this folder share.
import type { TableMenu, TableOrderView, ZoneRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { addProduct, cid, merchant, newZone, ok } from '../../../../test/factories';
import type { TestApp } from '../../../../test/support/test-app';
import { stores } from '../../../db/schema';

/** The token a table's QR address carries. */
export const tokenOf = (table: ZoneRow['tables'][number]) =>
  decodeURIComponent(new URL(table.qrUrl.replace('#/', '')).searchParams.get('token') ?? '');

/** Switches a table feature of the store (scanOrder, payFirst, reservation) through the back office. */
export const feature = async (t: TestApp, token: string, storeId: number, name: string, enabled: boolean) =>
  ok(await t.post('/store/table/feature', { storeId, feature: name, enabled }, { token }));

/**
 * A merchant whose store A has a zone with tables 1 and 2, scan-to-order on, and a product at 5.00 sold there.
 * `add` posts one phone's addition to table 1 (one of the product at 5.00 unless told otherwise).
 */
export async function tableScenario(t: TestApp) {
  const m = await merchant(t);
  const zone = await newZone(t, m.token, m.storeA, ['1', '2']);
  await feature(t, m.token, m.storeA, 'scanOrder', true);
  const productId = await addProduct(t, m.tenantId, [m.storeA], { price: '5' });
  const token = tokenOf(zone.tables[0]);
  const add = (body: Record<string, unknown> = {}, opts: { token?: string; ip?: string } = {}) =>
    t.post<TableOrderView>(
      '/shop/table/add',
      { token, clientId: cid(), lines: [{ productId, quantity: '1' }], total: '5.00', ...body },
      opts,
    );
  const open = (tableToken = token) => t.post<TableMenu>('/shop/table/open', { token: tableToken });
  const setStore = (values: Partial<typeof stores.$inferInsert>) =>
    t.db
      .update(stores)
      .set(values)
      .where(and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeA)));
  return { m, zone, productId, token, add, open, setStore };
}
