import {
  type AssetListResult,
  type AssetRow,
  Err,
  type InvoiceLogo,
  type InvoiceSetting,
  Menu,
  type ReceiptPreview,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { newStore } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { fileStoreFor } from '../../platform/files';
import { sniffImageType } from '../../platform/images';
import { isoInZone } from './invoice.service';

const t = await startTestApp();

const asset = (storeId: number, over: Record<string, unknown> = {}) => ({
  storeId,
  name: 'Chair',
  code: '',
  quantity: '1',
  value: '10',
  status: 'used',
  ...over,
});

describe('store assets', () => {
  it('adds, edits and deletes assets; amounts and totals per status are exact', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const save = (body: Record<string, unknown>) => t.post<AssetRow>('/store/asset/save', body, { token: a.token });
    const chairs = await save(asset(storeId, { name: 'Chairs', code: 'CH-1', quantity: '12', value: '45.5' }));
    expect(chairs.code).toBe(200);
    expect(chairs.data).toMatchObject({
      storeId,
      storeName: 'Harbour Café',
      name: 'Chairs',
      code: 'CH-1',
      quantity: '12.0000',
      value: '45.5000',
      amount: '546.0000',
      status: 'used',
    });
    await save(asset(storeId, { name: 'Fridge', quantity: '1', value: '0.1', status: 'idle' }));
    await save(asset(storeId, { name: 'Fridge 2', quantity: '2', value: '0.2', status: 'idle' }));
    await save(asset(storeId, { name: 'Glasses', quantity: '3.5', value: '0.3333', status: 'damaged' }));
    const list = await t.post<AssetListResult>('/store/asset/list', { storeId }, { token: a.token });
    expect(list.data.total).toBe(4);
    // 0.1 + 0.4 is 0.5 exactly; 3.5 × 0.3333 = 1.16655 → 1.1666.
    expect(list.data.totals).toEqual({ used: '546.0000', idle: '0.5000', damaged: '1.1666', all: '547.6666' });
    const idle = await t.post<AssetListResult>('/store/asset/list', { storeId, status: 'idle' }, { token: a.token });
    expect(idle.data.list.map((x) => x.name).sort()).toEqual(['Fridge', 'Fridge 2']);
    // Totals ignore the status filter, so the three figures stay on screen while filtering.
    expect(idle.data.totals.used).toBe('546.0000');
    const found = await t.post<AssetListResult>('/store/asset/list', { keyword: 'ch-' }, { token: a.token });
    expect(found.data.list.map((x) => x.name)).toEqual(['Chairs']);
    expect(found.data.totals).toEqual({ used: '546.0000', idle: '0.0000', damaged: '0.0000', all: '546.0000' });
    const sorted = await t.post<AssetListResult>(
      '/store/asset/list',
      { sort: '-value', pageSize: 2 },
      { token: a.token },
    );
    expect(sorted.data.list.map((x) => x.name)).toEqual(['Chairs', 'Glasses']);
    expect(sorted.data.total).toBe(4);

    const edited = await save({
      ...asset(storeId),
      id: chairs.data.id,
      name: 'Chairs',
      status: 'damaged',
      quantity: 2,
    });
    expect(edited.data).toMatchObject({ id: chairs.data.id, status: 'damaged', amount: '20.0000' });
    const detail = await t.post<AssetRow>('/store/asset/detail', { id: chairs.data.id }, { token: a.token });
    expect(detail.data).toEqual(edited.data);
    expect((await t.post('/store/asset/delete', { id: chairs.data.id }, { token: a.token })).code).toBe(200);
    expect((await t.post('/store/asset/detail', { id: chairs.data.id }, { token: a.token })).code).toBe(Err.NO_DATA);
  });

  it('keeps asset codes unique in a store (1003) and validates numbers and status', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const other = await newStore(t, a.token);
    const save = (body: Record<string, unknown>) => t.post<AssetRow>('/store/asset/save', body, { token: a.token });
    const first = await save(asset(storeId, { code: 'A-1' }));
    expect((await save(asset(storeId, { code: 'A-1', name: 'Twin' }))).code).toBe(Err.CODE_REPEATED);
    expect((await save(asset(other.id, { code: 'A-1' }))).code).toBe(200);
    expect((await save({ ...asset(storeId, { code: 'A-1' }), id: first.data.id, name: 'Renamed' })).code).toBe(200);
    // Empty codes may repeat.
    expect((await save(asset(storeId))).code).toBe(200);
    expect((await save(asset(storeId))).code).toBe(200);
    expect((await save(asset(storeId, { quantity: '1.23456' }))).code).toBe(Err.PARAM);
    expect((await save(asset(storeId, { value: '-1' }))).code).toBe(Err.PARAM);
    expect((await save(asset(storeId, { status: 'lost' }))).code).toBe(Err.PARAM);
    expect((await save(asset(storeId, { name: '' }))).code).toBe(Err.PARAM);
  });

  it('keeps truck assets under /diningCar and scopes by permission, tenant and store', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const truck = await newStore(t, a.token, {}, '/diningCar');
    const truckAsset = await t.post<AssetRow>('/diningCar/asset/save', asset(truck.id, { name: 'Grill' }), {
      token: a.token,
    });
    expect(truckAsset.code).toBe(200);
    const storeAsset = await t.post<AssetRow>('/store/asset/save', asset(storeId, { name: 'Till' }), {
      token: a.token,
    });
    // Each path sees its own kind only.
    const truckList = await t.post<AssetListResult>('/diningCar/asset/list', {}, { token: a.token });
    expect(truckList.data.list.map((x) => x.name)).toEqual(['Grill']);
    const storeList = await t.post<AssetListResult>('/store/asset/list', {}, { token: a.token });
    expect(storeList.data.list.map((x) => x.name)).toEqual(['Till']);
    expect((await t.post('/store/asset/save', asset(truck.id), { token: a.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/store/asset/detail', { id: truckAsset.data.id }, { token: a.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/diningCar/asset/delete', { id: storeAsset.data.id }, { token: a.token })).code).toBe(
      Err.NO_DATA,
    );

    const noPerm = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.FOOD_TRUCKS] });
    expect((await t.post('/store/asset/list', {}, { token: noPerm.token })).code).toBe(Err.NO_PERMISSION);
    const noTruck = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES] });
    expect((await t.post('/diningCar/asset/list', {}, { token: noTruck.token })).code).toBe(Err.NO_PERMISSION);

    for (const [path, body] of [
      ['/store/asset/detail', { id: storeAsset.data.id }],
      ['/store/asset/delete', { id: storeAsset.data.id }],
      ['/store/asset/save', { ...asset(storeId), id: storeAsset.data.id }],
      ['/store/asset/list', { storeId }],
    ] as const) {
      expect((await t.post(path, body, { token: b.token })).code, path).toBe(Err.NO_DATA);
    }
    expect((await t.post<AssetListResult>('/store/asset/list', {}, { token: b.token })).data.total).toBe(0);

    const other = await newStore(t, a.token);
    const otherAsset = await t.post<AssetRow>('/store/asset/save', asset(other.id, { name: 'Sofa' }), {
      token: a.token,
    });
    const bound = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES], storeIds: [storeId] });
    const seen = await t.post<AssetListResult>('/store/asset/list', {}, { token: bound.token });
    expect(seen.data.list.map((x) => x.name)).toEqual(['Till']);
    expect(seen.data.totals.all).toBe('10.0000');
    expect((await t.post('/store/asset/detail', { id: otherAsset.data.id }, { token: bound.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/store/asset/list', { storeId: other.id }, { token: bound.token })).code).toBe(Err.NO_DATA);
    // Moving one's own asset into a store one does not see is refused too.
    expect(
      (await t.post('/store/asset/save', { ...asset(other.id), id: storeAsset.data.id }, { token: bound.token })).code,
    ).toBe(Err.NO_DATA);
  });
});

const png = async () => QRCode.toBuffer('logo', { type: 'png', width: 64 });

describe('invoice format', () => {
  it('answers defaults, uploads a logo, saves the template and previews a receipt', async () => {
    const a = await newTenant(t, { sysLanguageId: 5, sysCurrencyId: 2 });
    const store = await newStore(t, a.token, {
      name: 'Café Lumière',
      phone: '612345678',
      areaCode: '33',
      timeZone: 'Europe/Paris',
    });
    const defaults = await t.post<InvoiceSetting>('/store/invoice/get', { storeId: store.id }, { token: a.token });
    expect(defaults.data).toEqual({
      storeId: store.id,
      logo: null,
      title: '',
      footer: '',
      sysLanguageId: 5,
      showCustomer: true,
      showNotes: true,
    });
    const bytes = await png();
    const upload = await t.post<InvoiceLogo>(
      '/store/invoice/logo',
      { fileName: 'logo.png', mimeType: 'image/png', base64: `data:image/png;base64,${bytes.toString('base64')}` },
      { token: a.token },
    );
    expect(upload.code).toBe(200);
    expect(upload.data).toMatchObject({ mimeType: 'image/png', size: bytes.length });
    expect(upload.data.key).toMatch(new RegExp(`^uploads/${a.user.tenantId}/[0-9a-f]{32}\\.png$`));
    expect(upload.data.dataUrl).toBe(`data:image/png;base64,${bytes.toString('base64')}`);

    const saved = await t.post<InvoiceSetting>(
      '/store/invoice/save',
      {
        storeId: store.id,
        logoKey: upload.data.key,
        title: 'Merci !',
        footer: 'À bientôt',
        sysLanguageId: 3,
        showCustomer: false,
        showNotes: true,
      },
      { token: a.token },
    );
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ title: 'Merci !', sysLanguageId: 3, showCustomer: false, logo: upload.data });
    expect((await t.post('/store/invoice/get', { storeId: store.id }, { token: a.token })).data).toEqual(saved.data);

    const preview = await t.post<ReceiptPreview>(
      '/store/invoice/preview',
      {
        storeId: store.id,
        logoKey: null,
        title: '',
        footer: 'Bye',
        sysLanguageId: 1,
        showCustomer: true,
        showNotes: false,
      },
      { token: a.token },
    );
    expect(preview.code).toBe(200);
    expect(preview.data).toMatchObject({
      languageCode: 'zh_CN',
      logo: null,
      title: 'Café Lumière',
      store: { name: 'Café Lumière', phone: '612345678', areaCode: '33' },
      currency: { sysCurrencyId: 2 },
      lines: [
        { quantity: '2', unitPrice: '12.50', amount: '25.00' },
        { quantity: '1', unitPrice: '8.00', amount: '8.00' },
        { quantity: '3', unitPrice: '3.20', amount: '9.60' },
      ],
      subtotal: '42.60',
      total: '42.60',
      showCustomer: true,
      showNotes: false,
      footer: 'Bye',
    });
    expect(preview.data.issuedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);

    // Replacing the logo removes the old file; removing it leaves no logo.
    const second = await t.post<InvoiceLogo>(
      '/store/invoice/logo',
      {
        fileName: 'b.gif',
        mimeType: 'image/gif',
        base64: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64'),
      },
      { token: a.token },
    );
    expect(second.code).toBe(200);
    await t.post(
      '/store/invoice/save',
      { storeId: store.id, logoKey: second.data.key, sysLanguageId: 3 },
      { token: a.token },
    );
    expect(await fileStoreFor('memory://').get(upload.data.key)).toBeNull();
    const cleared = await t.post<InvoiceSetting>(
      '/store/invoice/save',
      { storeId: store.id, logoKey: null, sysLanguageId: 3 },
      { token: a.token },
    );
    expect(cleared.data.logo).toBeNull();
    expect(await fileStoreFor('memory://').get(second.data.key)).toBeNull();
  });

  it('checks the logo type (20094), size (1001) and content (20099)', async () => {
    const a = await newTenant(t);
    const upload = (body: Record<string, unknown>) =>
      t.post('/store/invoice/logo', { fileName: 'x', ...body }, { token: a.token });
    const bytes = await png();
    expect((await upload({ mimeType: 'application/pdf', base64: bytes.toString('base64') })).code).toBe(
      Err.FILE_FORMAT_WRONG,
    );
    // A PNG declared as JPEG, and text declared as PNG.
    expect((await upload({ mimeType: 'image/jpeg', base64: bytes.toString('base64') })).code).toBe(
      Err.FILE_FORMAT_WRONG,
    );
    expect((await upload({ mimeType: 'image/png', base64: Buffer.from('hello').toString('base64') })).code).toBe(
      Err.FILE_FORMAT_WRONG,
    );
    const big = Buffer.concat([bytes, Buffer.alloc(UPLOAD_LIMITS.logo.maxBytes)]);
    const tooBig = await upload({ mimeType: 'image/png', base64: big.toString('base64') });
    expect(tooBig.code).toBe(Err.PARAM);
    expect((tooBig.data as { issues: { path: string }[] }).issues[0].path).toBe('base64');
    // Exactly 200 KB is allowed.
    const exact = Buffer.concat([bytes, Buffer.alloc(UPLOAD_LIMITS.logo.maxBytes - bytes.length)]);
    expect((await upload({ mimeType: 'image/png', base64: exact.toString('base64') })).code).toBe(200);
    expect((await upload({ mimeType: 'image/png', base64: '' })).code).toBe(Err.FILE_CONTENT_ERROR);
    expect((await upload({ mimeType: 'image/png', base64: '***' })).code).toBe(Err.FILE_CONTENT_ERROR);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    expect((await upload({ mimeType: 'image/svg+xml', base64: svg.toString('base64') })).code).toBe(200);
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it("refuses another tenant's logo key and scopes the template by permission, tenant, store and kind", async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const bytes = await png();
    const bLogo = await t.post<InvoiceLogo>(
      '/store/invoice/logo',
      { mimeType: 'image/png', base64: bytes.toString('base64') },
      { token: b.token },
    );
    const stolen = await t.post(
      '/store/invoice/save',
      { storeId, logoKey: bLogo.data.key, sysLanguageId: 3 },
      { token: a.token },
    );
    expect(stolen.code).toBe(Err.EMPTY_OR_MISSING);
    expect(
      (
        await t.post(
          '/store/invoice/save',
          { storeId, logoKey: '../../etc/passwd', sysLanguageId: 3 },
          { token: a.token },
        )
      ).code,
    ).toBe(Err.EMPTY_OR_MISSING);
    expect((await t.post('/store/invoice/save', { storeId, sysLanguageId: 999 }, { token: a.token })).code).toBe(
      Err.PARAM,
    );

    expect((await t.post('/store/invoice/get', { storeId }, { token: b.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/store/invoice/save', { storeId, sysLanguageId: 3 }, { token: b.token })).code).toBe(
      Err.NO_DATA,
    );
    const noPerm = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.REPORTS] });
    expect((await t.post('/store/invoice/get', { storeId }, { token: noPerm.token })).code).toBe(Err.NO_PERMISSION);
    expect(
      (await t.post('/store/invoice/logo', { mimeType: 'image/png', base64: 'AA==' }, { token: noPerm.token })).code,
    ).toBe(Err.NO_PERMISSION);
    const other = await newStore(t, a.token);
    const bound = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES], storeIds: [storeId] });
    expect((await t.post('/store/invoice/get', { storeId: other.id }, { token: bound.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/store/invoice/get', { storeId }, { token: bound.token })).code).toBe(200);

    // Trucks keep theirs under /diningCar.
    const truck = await newStore(t, a.token, {}, '/diningCar');
    expect((await t.post('/store/invoice/get', { storeId: truck.id }, { token: a.token })).code).toBe(Err.NO_DATA);
    const truckSaved = await t.post<InvoiceSetting>(
      '/diningCar/invoice/save',
      { storeId: truck.id, title: 'Truck receipt', sysLanguageId: 3 },
      { token: a.token },
    );
    expect(truckSaved.data).toMatchObject({ storeId: truck.id, title: 'Truck receipt' });
    const truckPreview = await t.post<ReceiptPreview>(
      '/diningCar/invoice/preview',
      { storeId: truck.id, sysLanguageId: 3 },
      { token: a.token },
    );
    expect(truckPreview.data.title).toBe(truck.name);
  });

  it('formats times in a time zone with its offset', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(isoInZone(at, 'Asia/Shanghai')).toBe('2026-01-15T20:00:00+08:00');
    expect(isoInZone(at, 'America/New_York')).toBe('2026-01-15T07:00:00-05:00');
    expect(isoInZone(at, 'Asia/Kolkata')).toBe('2026-01-15T17:30:00+05:30');
    expect(isoInZone(at, 'UTC')).toBe('2026-01-15T12:00:00+00:00');
  });
});
