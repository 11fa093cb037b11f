import { Err, type PromoImage, type PromoRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, ok, pngUpload, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { newShop } from './online-shop.test-support';

// The saved image of an ad or theme is read through the online shop's own route (menu 16), scoped like the ad's
// detail: another merchant's or another store's ad, or a deleted one, answers 20037; no image answers 10197.

const t = await startTestApp();

async function setup(kind: 'ad' | 'theme') {
  const m = await merchant(t);
  const shop = await newShop(t, m.token, m.storeA);
  const upload = pngUpload();
  const image = ok(await t.post<PromoImage>(`/online/${kind}/image`, upload, { token: m.token }));
  const promo = ok(
    await t.post<PromoRow>(
      `/online/${kind}/save`,
      { shopId: shop.id, name: uniq('Banner'), imageKey: image.key },
      { token: m.token },
    ),
  );
  const read = (token: string, id = promo.id) => t.post<PromoImage>(`/online/${kind}/image/get`, { id }, { token });
  return { m, shop, upload, image, promo, read };
}

describe.each(['ad', 'theme'] as const)('%s image', (kind) => {
  it('answers the saved image to a user holding the online shop permission only', async () => {
    const { m, upload, image, read } = await setup(kind);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeA] });
    const answer = ok(await read(staff.token));
    expect(answer).toEqual({
      key: image.key,
      mimeType: 'image/png',
      size: Buffer.from(upload.base64, 'base64').length,
      dataUrl: `data:image/png;base64,${upload.base64}`,
    });
    // The products' image read stays closed to this user: the online shop does not need it.
    expect((await t.post('/goods/image/get', { key: image.key }, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
  });

  it('refuses a user without the online shop permission', async () => {
    const { m, read } = await setup(kind);
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1] });
    expect((await read(noMenu.token)).code).toBe(Err.NO_PERMISSION);
  });

  it('answers another merchant’s and another store’s ad as missing (20037)', async () => {
    const { m, promo, read } = await setup(kind);
    const other = await merchant(t);
    const foreign = await read(other.token);
    expect(foreign.code).toBe(Err.NO_DATA);
    expect(foreign.data).toBeNull();
    const boundB = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect((await read(boundB.token)).code).toBe(Err.NO_DATA);
    const otherKind = kind === 'ad' ? 'theme' : 'ad';
    const wrongKind = await t.post(`/online/${otherKind}/image/get`, { id: promo.id }, { token: m.token });
    expect(wrongKind.code).toBe(Err.NO_DATA);
  });

  it('answers a frozen one to the merchant, as its detail does, and a deleted one as missing (20037)', async () => {
    const { m, image, promo, read } = await setup(kind);
    ok(await t.post(`/online/${kind}/setStatus`, { id: promo.id, status: 'frozen' }, { token: m.token }));
    expect(ok(await t.post<PromoRow>(`/online/${kind}/detail`, { id: promo.id }, { token: m.token })).status).toBe(
      'frozen',
    );
    expect(ok(await read(m.token)).key).toBe(image.key);
    ok(await t.post(`/online/${kind}/delete`, { id: promo.id }, { token: m.token }));
    expect((await t.post(`/online/${kind}/detail`, { id: promo.id }, { token: m.token })).code).toBe(Err.NO_DATA);
    expect((await read(m.token)).code).toBe(Err.NO_DATA);
  });

  it('answers 10197 for an ad without an image, and after its image was taken off', async () => {
    const { m, shop, promo, read } = await setup(kind);
    const bare = ok(
      await t.post<PromoRow>(`/online/${kind}/save`, { shopId: shop.id, name: uniq('Bare') }, { token: m.token }),
    );
    expect((await read(m.token, bare.id)).code).toBe(Err.EMPTY_OR_MISSING);
    ok(
      await t.post(
        `/online/${kind}/save`,
        { id: promo.id, shopId: shop.id, name: promo.name, imageKey: null },
        { token: m.token },
      ),
    );
    expect((await read(m.token)).code).toBe(Err.EMPTY_OR_MISSING);
  });
});
