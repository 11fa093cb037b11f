import { randomBytes } from 'node:crypto';
import { Err, type PromoImage, type PromoRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addProduct, merchant, ok, pngUpload, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { newShop } from './online-shop.test-support';

const t = await startTestApp();
type List = { list: PromoRow[]; total: number };

async function setup() {
  const m = await merchant(t);
  const shop = await newShop(t, m.token, m.storeA);
  const tea = await addProduct(t, m.tenantId, [m.storeA]);
  const cake = await addProduct(t, m.tenantId, [m.storeA]);
  ok(
    await t.post(
      '/online/goods/save',
      { shopId: shop.id, items: [{ productId: tea }, { productId: cake }] },
      { token: m.token },
    ),
  );
  return { m, shop, tea, cake };
}

describe.each(['ad', 'theme'] as const)('%s', (kind) => {
  it('adds one with an uploaded image and products, freezes, edits and deletes it', async () => {
    const { m, shop, tea, cake } = await setup();
    const image = ok(await t.post<PromoImage>(`/online/${kind}/image`, pngUpload(), { token: m.token }));
    expect(image).toMatchObject({ mimeType: 'image/png' });
    const name = uniq('Summer');
    const saved = ok(
      await t.post<PromoRow>(
        `/online/${kind}/save`,
        { shopId: shop.id, name, sort: 2, productIds: [cake, tea], imageKey: image.key },
        { token: m.token },
      ),
    );
    expect(saved).toMatchObject({ kind, shopId: shop.id, shopName: shop.name, name, status: 'normal', sort: 2 });
    expect(saved.productIds).toEqual([cake, tea]);
    expect(saved.imageKey).toBe(image.key);
    expect(ok(await t.post<List>(`/online/${kind}/list`, { shopId: shop.id }, { token: m.token }))).toEqual({
      list: [saved],
      total: 1,
    });
    const other = kind === 'ad' ? 'theme' : 'ad';
    expect((await t.post(`/online/${other}/detail`, { id: saved.id }, { token: m.token })).code).toBe(Err.NO_DATA);

    const frozen = ok(
      await t.post<PromoRow>(`/online/${kind}/setStatus`, { id: saved.id, status: 'frozen' }, { token: m.token }),
    );
    expect(frozen.status).toBe('frozen');
    const edited = ok(
      await t.post<PromoRow>(
        `/online/${kind}/save`,
        { id: saved.id, shopId: shop.id, name, productIds: [tea], imageKey: null },
        { token: m.token },
      ),
    );
    expect(edited).toMatchObject({ productIds: [tea], imageKey: null, status: 'normal' });
    ok(await t.post(`/online/${kind}/delete`, { id: saved.id }, { token: m.token }));
    expect((await t.post(`/online/${kind}/detail`, { id: saved.id }, { token: m.token })).code).toBe(Err.NO_DATA);
  });

  it('refuses a taken name (1003), products not online (20075), unknown images (10197), bad uploads', async () => {
    const { m, shop, tea } = await setup();
    const name = uniq('Promo');
    ok(await t.post(`/online/${kind}/save`, { shopId: shop.id, name }, { token: m.token }));
    const save = (body: Record<string, unknown>) =>
      t.post(`/online/${kind}/save`, { shopId: shop.id, name: uniq('P'), ...body }, { token: m.token });
    expect((await save({ name: name.toUpperCase() })).code).toBe(Err.CODE_REPEATED);
    const offline = await addProduct(t, m.tenantId, [m.storeA]);
    expect((await save({ productIds: [offline] })).code).toBe(Err.PRODUCT_MISSING);
    expect((await save({ productIds: [tea, tea] })).code).toBe(Err.ADDED_REPEATEDLY);
    expect((await save({ imageKey: `uploads/${m.tenantId}/${'a'.repeat(32)}.png` })).code).toBe(Err.EMPTY_OR_MISSING);

    const upload = (body: Record<string, unknown>) =>
      t.post(`/online/${kind}/image`, { ...pngUpload(), ...body }, { token: m.token });
    expect((await upload({ mimeType: 'image/jpeg' })).code).toBe(Err.FILE_FORMAT_WRONG);
    expect((await upload({ mimeType: 'application/pdf' })).code).toBe(Err.FILE_FORMAT_WRONG);
    const big = Buffer.concat([Buffer.from(pngUpload().base64, 'base64'), randomBytes(2 * 1024 * 1024)]);
    const tooBig = await upload({ base64: big.toString('base64') });
    expect(tooBig.code).toBe(Err.PARAM);
    expect((await upload({ base64: '' })).code).toBe(Err.FILE_CONTENT_ERROR);
  });

  it('is scoped to the caller’s shops and merchant', async () => {
    const { m, shop } = await setup();
    const saved = ok(
      await t.post<PromoRow>(`/online/${kind}/save`, { shopId: shop.id, name: uniq('P') }, { token: m.token }),
    );
    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect((await t.post(`/online/${kind}/detail`, { id: saved.id }, { token: bound.token })).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<List>(`/online/${kind}/list`, {}, { token: bound.token })).total).toBe(0);
    const other = await merchant(t);
    expect((await t.post(`/online/${kind}/delete`, { id: saved.id }, { token: other.token })).code).toBe(Err.NO_DATA);
    const foreignShop = await t.post(
      `/online/${kind}/save`,
      { shopId: shop.id, name: uniq('P') },
      { token: other.token },
    );
    expect(foreignShop.code).toBe(Err.NO_DATA);
  });
});
