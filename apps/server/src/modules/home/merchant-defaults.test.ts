import type { ListResult, OrderDetail, OrderTypeRow, PaymentMethodRow, TaxRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addProduct, bossAppSession, ok, uploadOrder } from '../../../test/factories';
import { firstStoreId, newTenant, startTestApp, type TestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const list = <T>(app: TestApp, path: string, token: string) =>
  app.post<ListResult<T>>(path, { page: 1, pageSize: 50 }, { token }).then((r) => ok(r).list);

/** Registers a merchant of a country (sysCountryId) in a language (sysLanguageId: 1 zh_CN, 3 en_GB). */
async function merchantOf(sysCountryId: number, sysLanguageId = 3) {
  const boss = await newTenant(t, { sysCountryId, sysLanguageId });
  return { token: boss.token, tenantId: boss.user.tenantId };
}

describe('defaults written at registration', () => {
  it('a UK merchant starts with cash, card, the three order types and VAT 20 % included, applying nowhere', async () => {
    const m = await merchantOf(77);
    const methods = await list<PaymentMethodRow>(t, '/setting/payway/list', m.token);
    expect(methods.map((p) => [p.type, p.name, p.allStores]).sort()).toEqual([
      ['card', 'Card', true],
      ['cash', 'Cash', true],
    ]);
    const types = await list<OrderTypeRow>(t, '/setting/orderClassify/list', m.token);
    expect(types.map((o) => [o.builtinKey, o.name, o.allStores, o.available])).toEqual([
      ['dineIn', 'Dine in', true, true],
      ['takeaway', 'Takeaway', true, true],
      ['pickUp', 'Pick-up', true, true],
    ]);
    const taxes = await list<TaxRow>(t, '/setting/revenue/list', m.token);
    expect(taxes).toMatchObject([
      { name: 'VAT 20%', rate: '20.0000', calculation: 'included', stores: [], places: [] },
    ]);
  });

  it('a Chinese merchant gets 增值税 13 % and Chinese names; a US merchant gets no tax', async () => {
    const cn = await merchantOf(1, 1);
    expect(await list<TaxRow>(t, '/setting/revenue/list', cn.token)).toMatchObject([
      { name: '增值税 13%', rate: '13.0000', calculation: 'included', stores: [] },
    ]);
    const methods = await list<PaymentMethodRow>(t, '/setting/payway/list', cn.token);
    expect(methods.map((p) => p.name).sort()).toEqual(['现金', '银行卡'].sort());
    const types = await list<OrderTypeRow>(t, '/setting/orderClassify/list', cn.token);
    expect(types.map((o) => o.name)).toEqual(['堂食', '外带', '自取']);

    const us = await merchantOf(233);
    expect(await list<TaxRow>(t, '/setting/revenue/list', us.token)).toEqual([]);
    expect(await list<PaymentMethodRow>(t, '/setting/payway/list', us.token)).toHaveLength(2);
    expect(await list<OrderTypeRow>(t, '/setting/orderClassify/list', us.token)).toHaveLength(3);
  });

  it('charges nothing of the default tax until the merchant confirms it for a store', async () => {
    const m = await merchantOf(77);
    const storeId = await firstStoreId(t, m.tenantId);
    const [vat] = await list<TaxRow>(t, '/setting/revenue/list', m.token);
    const product = await addProduct(t, m.tenantId, [storeId], { price: '12', taxIds: [vat.id] });
    const pos = await bossAppSession(t, m.tenantId, storeId);
    const before = ok(
      await uploadOrder<OrderDetail>(t, pos.token, { lines: [{ productId: product, quantity: '1' }], total: '12.00' }),
    );
    expect(before).toMatchObject({ taxIncluded: '0.00', taxAdded: '0.00', taxTotal: '0.00', total: '12.00' });

    ok(
      await t.post(
        '/setting/revenue/save',
        { id: vat.id, name: vat.name, rate: vat.rate, calculation: vat.calculation, storeIds: [storeId], placeIds: [] },
        { token: m.token },
      ),
    );
    const after = ok(
      await uploadOrder<OrderDetail>(t, pos.token, { lines: [{ productId: product, quantity: '1' }], total: '12.00' }),
    );
    // 12.00 includes 20 %: 12 / 1.2 × 0.2 = 2.00, the price unchanged.
    expect(after).toMatchObject({ taxIncluded: '2.00', taxAdded: '0.00', total: '12.00' });
  });
});
