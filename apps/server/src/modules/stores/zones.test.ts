import { Err, type ListResult, Menu, type ScanTableResult, type TableRow, type ZoneRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { newStore, newZone, pdfTexts, postFile, uniq } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { storeTables } from '../../db/schema';
import { pdfRenderer } from '../../platform/pdf';
import { qrSheet } from '../../platform/qr-codes';

const t = await startTestApp({ config: { publicUrl: 'https://shop.example.test' } });

/** The token inside a table's QR URL. */
const tokenOf = (qrUrl: string) => new URL(qrUrl.replace('/#/', '/')).searchParams.get('token') ?? '';

/** A tenant with a store whose scan-to-order is on. */
async function scanReadyStore(name = uniq('Store')) {
  const a = await newTenant(t);
  const store = await newStore(t, a.token, { name });
  await t.post('/store/table/feature', { storeId: store.id, feature: 'scanOrder', enabled: true }, { token: a.token });
  return { a, store };
}

describe('zones and tables', () => {
  it('saves a zone with its tables in order and lists the zones of a store', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const res = await t.post<ZoneRow>(
      '/store/area/save',
      {
        storeId,
        name: '大厅',
        sort: 2,
        tables: [
          { number: 'A2', seats: 2 },
          { number: 'A1', seats: '6' },
        ],
      },
      { token: a.token },
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ storeId, name: '大厅', sort: 2 });
    expect(res.data.tables.map((x) => [x.number, x.seats])).toEqual([
      ['A2', 2],
      ['A1', 6],
    ]);
    const url = new URL(res.data.tables[0].qrUrl.replace('/#/', '/'));
    expect(res.data.tables[0].qrUrl.startsWith('https://shop.example.test/#/scan?token=')).toBe(true);
    // The code names its merchant, then 128 random bits.
    expect(url.searchParams.get('token')).toMatch(new RegExp(`^${a.user.tenantId}\\.[A-Za-z0-9_-]{22}$`));
    expect(new Set(res.data.tables.map((x) => x.qrUrl)).size).toBe(2);
    await newZone(t, a.token, storeId, ['1'], 'Terrace');
    const list = await t.post<ListResult<ZoneRow>>('/store/area/list', { storeId }, { token: a.token });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((z) => z.name)).toEqual(['Terrace', '大厅']);
  });

  it('refuses a duplicate zone name in the store and a duplicate table number in the zone (1004)', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const hall = await newZone(t, a.token, storeId, ['1', '2'], 'Hall');
    const again = await t.post(
      '/store/area/save',
      { storeId, name: 'Hall', tables: [{ number: '9', seats: 2 }] },
      { token: a.token },
    );
    expect(again.code).toBe(Err.ADDED_REPEATEDLY);
    const other = await newZone(t, a.token, storeId, ['1'], 'Garden');
    const rename = await t.post(
      '/store/area/save',
      { id: other.id, storeId, name: 'Hall', tables: [{ number: '1', seats: 2 }] },
      { token: a.token },
    );
    expect(rename.code).toBe(Err.ADDED_REPEATEDLY);
    const twice = await t.post(
      '/store/area/save',
      {
        id: hall.id,
        storeId,
        name: 'Hall',
        tables: [
          { number: '5', seats: 2 },
          { number: '5', seats: 4 },
        ],
      },
      { token: a.token },
    );
    expect(twice.code).toBe(Err.ADDED_REPEATEDLY);
    expect((twice.data as { issues: { path: string }[] }).issues[0].path).toBe('tables.1.number');
    // The same name in another store is fine.
    const second = await newStore(t, a.token);
    expect((await newZone(t, a.token, second.id, ['1'], 'Hall')).name).toBe('Hall');
  });

  it('needs at least one table (1005)', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const res = await t.post('/store/area/save', { storeId, name: 'Empty', tables: [] }, { token: a.token });
    expect(res.code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect(
      (
        await t.post(
          '/store/area/save',
          { storeId, name: 'Bad', tables: [{ number: '1', seats: 0 }] },
          { token: a.token },
        )
      ).code,
    ).toBe(Err.PARAM);
  });

  it('keeps the ids and QR codes of tables that stay, by id or by number, across an edit', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const zone = await newZone(t, a.token, storeId, ['1', '2', '3']);
    const [one, two, three] = zone.tables;
    const res = await t.post<ZoneRow>(
      '/store/area/save',
      {
        id: zone.id,
        storeId,
        name: zone.name,
        tables: [
          // swap numbers of 1 and 2 by id, keep 3 by number, drop none, add 4
          { id: one.id, number: '2', seats: 8 },
          { id: two.id, number: '1', seats: 2 },
          { number: '3', seats: 3 },
          { number: '4', seats: 4 },
        ],
      },
      { token: a.token },
    );
    expect(res.code).toBe(200);
    const byId = new Map(res.data.tables.map((x) => [x.id, x]));
    expect(byId.get(one.id)).toMatchObject({ number: '2', seats: 8, qrUrl: one.qrUrl });
    expect(byId.get(two.id)).toMatchObject({ number: '1', qrUrl: two.qrUrl });
    expect(byId.get(three.id)).toMatchObject({ number: '3', qrUrl: three.qrUrl });
    expect(res.data.tables).toHaveLength(4);

    // Dropping table 3 deletes it: its code then answers "table missing".
    await t.post('/store/table/feature', { storeId, feature: 'scanOrder', enabled: true }, { token: a.token });
    const dropped = await t.post<ZoneRow>(
      '/store/area/save',
      { id: zone.id, storeId, name: zone.name, tables: res.data.tables.filter((x) => x.id !== three.id) },
      { token: a.token },
    );
    expect(dropped.data.tables.map((x) => x.id)).not.toContain(three.id);
    expect((await t.post('/scan/table', { token: tokenOf(three.qrUrl) })).code).toBe(Err.TABLE_MISSING);
    expect((await t.post('/scan/table', { token: tokenOf(one.qrUrl) })).code).toBe(200);
    // A table id of another zone is not this zone's.
    const other = await newZone(t, a.token, storeId, ['X']);
    const foreign = await t.post(
      '/store/area/save',
      { id: zone.id, storeId, name: zone.name, tables: [{ id: other.tables[0].id, number: 'X', seats: 1 }] },
      { token: a.token },
    );
    expect(foreign.code).toBe(Err.NO_DATA);
  });

  it('deletes a zone with its tables', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const zone = await newZone(t, a.token, storeId, ['1', '2']);
    expect((await t.post('/store/area/delete', { id: zone.id }, { token: a.token })).code).toBe(200);
    expect(await t.db.select().from(storeTables).where(eq(storeTables.zoneId, zone.id))).toHaveLength(0);
    expect((await t.post('/store/area/delete', { id: zone.id }, { token: a.token })).code).toBe(Err.NO_DATA);
  });
});

describe('table features', () => {
  it('switches reservation, scan-to-order and pay-first on and off', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const on = await t.post(
      '/store/table/feature',
      { storeId, feature: 'reservation', enabled: true },
      { token: a.token },
    );
    expect(on.data).toEqual({ reservation: true, scanOrder: false, payFirst: false });
    const pay = await t.post(
      '/store/table/feature',
      { storeId, feature: 'payFirst', enabled: true },
      { token: a.token },
    );
    expect(pay.data).toEqual({ reservation: true, scanOrder: false, payFirst: true });
    const off = await t.post(
      '/store/table/feature',
      { storeId, feature: 'reservation', enabled: false },
      { token: a.token },
    );
    expect(off.data).toEqual({ reservation: false, scanOrder: false, payFirst: true });
    const detail = await t.post<{ features: unknown }>('/store/detail', { id: storeId }, { token: a.token });
    expect(detail.data.features).toEqual({ reservation: false, scanOrder: false, payFirst: true });
    expect(
      (await t.post('/store/table/feature', { storeId, feature: 'delivery', enabled: true }, { token: a.token })).code,
    ).toBe(Err.PARAM);
  });
});

describe('table QR codes', () => {
  it('resolves a scan to the store, zone and table; refreshing expires the old code (2001)', async () => {
    const { a, store } = await scanReadyStore('Harbour 海港');
    const zone = await newZone(t, a.token, store.id, ['12'], 'Deck');
    const table = zone.tables[0];
    const scan = await t.post<ScanTableResult>('/scan/table', { token: tokenOf(table.qrUrl) });
    expect(scan.code).toBe(200);
    expect(scan.data).toEqual({
      store: {
        id: store.id,
        name: 'Harbour 海港',
        sysCurrencyId: store.sysCurrencyId,
        timeZone: store.timeZone,
        features: { reservation: false, scanOrder: true, payFirst: false },
      },
      zone: { id: zone.id, name: 'Deck' },
      table: { id: table.id, number: '12', seats: 4 },
    });
    const refreshed = await t.post<TableRow>('/store/table/refreshQr', { id: table.id }, { token: a.token });
    expect(refreshed.code).toBe(200);
    expect(refreshed.data.id).toBe(table.id);
    expect(refreshed.data.qrUrl).not.toBe(table.qrUrl);
    expect((await t.post('/scan/table', { token: tokenOf(table.qrUrl) })).code).toBe(Err.QR_CODE_EXPIRED);
    expect((await t.post('/scan/table', { token: tokenOf(refreshed.data.qrUrl) })).code).toBe(200);
    // Refreshing twice: both older codes are expired.
    const again = await t.post<TableRow>('/store/table/refreshQr', { id: table.id }, { token: a.token });
    expect((await t.post('/scan/table', { token: tokenOf(refreshed.data.qrUrl) })).code).toBe(Err.QR_CODE_EXPIRED);
    expect((await t.post('/scan/table', { token: tokenOf(again.data.qrUrl) })).code).toBe(200);
    // The zone list shows the current code.
    const list = await t.post<ListResult<ZoneRow>>('/store/area/list', { storeId: store.id }, { token: a.token });
    expect(list.data.list[0].tables[0].qrUrl).toBe(again.data.qrUrl);
  });

  it('answers 2000 for an unknown token, 2002 with scan-to-order off and 2003 when the store is closed', async () => {
    const { a, store } = await scanReadyStore();
    const zone = await newZone(t, a.token, store.id, ['1']);
    const token = tokenOf(zone.tables[0].qrUrl);
    expect((await t.post('/scan/table', { token: 'AAAAAAAAAAAAAAAAAAAAAA' })).code).toBe(Err.TABLE_MISSING);
    expect((await t.post('/scan/table', {})).code).toBe(Err.PARAM);
    await t.post(
      '/store/table/feature',
      { storeId: store.id, feature: 'scanOrder', enabled: false },
      { token: a.token },
    );
    expect((await t.post('/scan/table', { token })).code).toBe(Err.QR_ORDERING_CLOSED);
    await t.post(
      '/store/table/feature',
      { storeId: store.id, feature: 'scanOrder', enabled: true },
      { token: a.token },
    );
    await t.post('/store/save', { id: store.id, name: store.name, open: false }, { token: a.token });
    expect((await t.post('/scan/table', { token })).code).toBe(Err.STORE_NOT_OPEN);
    await t.post('/store/save', { id: store.id, name: store.name, open: true }, { token: a.token });
    expect((await t.post('/scan/table', { token })).code).toBe(200);
    // Deleting the zone deletes the table, and its retired codes with it: both answer "missing".
    const refreshed = await t.post<TableRow>('/store/table/refreshQr', { id: zone.tables[0].id }, { token: a.token });
    await t.post('/store/area/delete', { id: zone.id }, { token: a.token });
    expect((await t.post('/scan/table', { token })).code).toBe(Err.TABLE_MISSING);
    expect((await t.post('/scan/table', { token: tokenOf(refreshed.data.qrUrl) })).code).toBe(Err.TABLE_MISSING);
  });

  it('downloads one table code as PNG holding the table URL', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const zone = await newZone(t, a.token, storeId, ['7']);
    const res = await postFile(t, '/store/table/qrPng', { id: zone.tables[0].id, size: 256 }, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('table-7.png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(256);
    // Same bytes as encoding the table's URL ourselves: the PNG holds exactly that URL.
    const expected = await QRCode.toBuffer(zone.tables[0].qrUrl, {
      type: 'png',
      width: 256,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(png.equals(expected)).toBe(true);
  });

  it('downloads a zone as a printable PDF with the table numbers under the codes', async () => {
    const a = await newTenant(t);
    const store = await newStore(t, a.token, { name: '静安店' });
    const numbers = ['T1', 'T2', 'VIP-3', '四号', '5', '6', '7'];
    const zone = await newZone(t, a.token, store.id, numbers, '二楼');
    const res = await postFile(t, '/store/area/qrPdf', { id: zone.id }, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('静安店-二楼.pdf'));
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The heading, then three codes a row with their numbers under them.
    expect(await pdfTexts(pdf)).toEqual(['静安店 · 二楼', 'T1 T2 VIP-3', '四号 5 6', '7']);
  });

  it('falls back to Helvetica when no CJK font is installed', async () => {
    const log = { warn: () => undefined } as unknown as Parameters<typeof pdfRenderer>[0];
    const renderer = pdfRenderer(log, ['/nonexistent/font.ttc']);
    expect(renderer.font).toBe('Helvetica');
    const pdf = await qrSheet(renderer, {
      storeName: 'Harbour',
      zoneName: 'Deck',
      tables: [{ number: 'A1', url: 'https://x.test/#/scan?token=abc' }],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfTexts(pdf)).toEqual(['Harbour · Deck', 'A1']);
  });
});

describe('zones: permission, tenant and store scoping', () => {
  it('refuses users without code 7 and answers other tenants and other stores as missing', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const storeA = await firstStoreId(t, a.user.tenantId);
    const storeA2 = await newStore(t, a.token);
    const zone = await newZone(t, a.token, storeA2.id, ['1']);
    const tableId = zone.tables[0].id;
    const truck = await newStore(t, a.token, {}, '/diningCar');

    const noPerm = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.FOOD_TRUCKS] });
    const boundToA = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES], storeIds: [storeA] });
    const calls: [string, Record<string, unknown>][] = [
      ['/store/area/list', { storeId: storeA2.id }],
      ['/store/area/save', { id: zone.id, storeId: storeA2.id, name: 'Mine', tables: [{ number: '1', seats: 1 }] }],
      ['/store/area/delete', { id: zone.id }],
      ['/store/table/feature', { storeId: storeA2.id, feature: 'scanOrder', enabled: true }],
      ['/store/table/refreshQr', { id: tableId }],
      ['/store/table/qrPng', { id: tableId }],
      ['/store/area/qrPdf', { id: zone.id }],
    ];
    for (const [path, body] of calls) {
      expect((await t.post(path, body, { token: noPerm.token })).code, path).toBe(Err.NO_PERMISSION);
      expect((await t.post(path, body, { token: b.token })).code, path).toBe(Err.NO_DATA);
      expect((await t.post(path, body, { token: boundToA.token })).code, path).toBe(Err.NO_DATA);
    }
    // Trucks have no zones.
    expect((await t.post('/store/area/list', { storeId: truck.id }, { token: a.token })).code).toBe(Err.NO_DATA);
    // Nothing changed.
    const list = await t.post<ListResult<ZoneRow>>('/store/area/list', { storeId: storeA2.id }, { token: a.token });
    expect(list.data.list[0]).toMatchObject({
      name: zone.name,
      tables: [{ id: tableId, qrUrl: zone.tables[0].qrUrl }],
    });
    // The bound staff member works on their own store.
    const own = await newZone(t, boundToA.token, storeA, ['9']);
    expect(own.storeId).toBe(storeA);
  });
});
