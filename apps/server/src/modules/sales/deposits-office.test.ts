import { randomBytes } from 'node:crypto';
import { type DepositDetail, type DepositRow, Err, Menu } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok, postFile } from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { deposits } from '../../db/schema';

const t = await startTestApp();
type List = { list: DepositRow[]; total: number };

const clientId = () => `uuid_${randomBytes(4).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A merchant with three deposits at store A (Alice: depositing; Bruno: partly taken out; Chen: expired) and one at
 * store B (Dora), written through the POS.
 */
async function seeded() {
  const m = await merchant(t);
  const posA = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['deposit'], name: 'Ana Till' });
  const posB = await newAppSession(t, m.tenantId, { storeId: m.storeB, permissions: ['deposit'] });
  const create = async (token: string, over: Record<string, unknown>) =>
    ok(
      await t.post<DepositDetail>(
        '/app/deposit/create',
        {
          clientId: clientId(),
          itemName: 'Red wine',
          quantity: '4',
          pickupDeadline: nowSeconds() + 86_400,
          depositor: 'Someone',
          ...over,
        },
        { token },
      ),
    );
  const alice = await create(posA.token, { depositor: 'Alice Able', phone: '611000111', orderNumber: 'RC-7001' });
  const bruno = await create(posA.token, { depositor: 'Bruno Bell', itemName: 'Gin 100%_x', quantity: '2' });
  ok(await t.post('/app/deposit/takeOut', { id: bruno.id, quantity: '1' }, { token: posA.token }));
  const chen = await create(posA.token, { depositor: '陈先生', itemName: '茅台', notes: '柜台下' });
  await t.db
    .update(deposits)
    .set({ pickupDeadline: new Date(Date.now() - 60_000) })
    .where(and(eq(deposits.tenantId, m.tenantId), eq(deposits.id, chen.id)));
  const dora = await create(posB.token, { depositor: 'Dora Dunn' });
  return { ...m, alice, bruno, chen, dora };
}

const ids = (l: List) => l.list.map((r) => r.id);

describe('back-office deposit list', () => {
  it('lists every visible store’s deposits newest first, with the shown state, staff and store', async () => {
    const m = await seeded();
    const all = ok(await t.post<List>('/deposit/list', {}, { token: m.token }));
    expect(all.total).toBe(4);
    expect(ids(all)).toEqual([m.dora.id, m.chen.id, m.bruno.id, m.alice.id]);
    const chen = all.list.find((r) => r.id === m.chen.id);
    expect(chen).toMatchObject({ state: 'expired', staffName: 'Ana Till', storeId: m.storeA, itemName: '茅台' });
    expect(all.list.find((r) => r.id === m.bruno.id)).toMatchObject({ state: 'partial', remaining: '1.0000' });
    const oldest = ok(await t.post<List>('/deposit/list', { sort: 'depositedAt', pageSize: 1, page: 2 }, m));
    expect(oldest).toMatchObject({ total: 4 });
    expect(ids(oldest)).toEqual([m.bruno.id]);
    const byDeadline = ok(await t.post<List>('/deposit/list', { sort: 'pickupDeadline' }, m));
    expect(byDeadline.list[0].id).toBe(m.chen.id);
    expect((await t.post('/deposit/list', { sort: 'bogus' }, m)).code).toBe(Err.PARAM);
  });

  it('filters the state as shown: expired by deadline, depositing and partial only before it', async () => {
    const m = await seeded();
    const byState = async (state: string) => ids(ok(await t.post<List>('/deposit/list', { state }, m)));
    expect(await byState('expired')).toEqual([m.chen.id]);
    expect(await byState('depositing')).toEqual([m.dora.id, m.alice.id]);
    expect(await byState('partial')).toEqual([m.bruno.id]);
    expect(await byState('completed')).toEqual([]);
    expect((await t.post('/deposit/list', { state: 'lost' }, m)).code).toBe(Err.PARAM);
  });

  it('searches depositor, phone, item, receipt and deposit number (wildcards literal); filters store and time', async () => {
    const m = await seeded();
    const find = async (b: Record<string, unknown>) => ids(ok(await t.post<List>('/deposit/list', b, m)));
    expect(await find({ keyword: 'ABLE' })).toEqual([m.alice.id]);
    expect(await find({ keyword: '1000111' })).toEqual([m.alice.id]);
    expect(await find({ keyword: 'rc-70' })).toEqual([m.alice.id]);
    expect(await find({ keyword: '茅' })).toEqual([m.chen.id]);
    expect(await find({ keyword: '%_' })).toEqual([m.bruno.id]);
    expect(await find({ keyword: m.dora.number })).toEqual([m.dora.id]);
    expect(await find({ storeId: m.storeB })).toEqual([m.dora.id]);
    // Alice's deposit moved back ten days: a range ending five days ago finds only it, inclusive to the second.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.db
      .update(deposits)
      .set({ depositedAt: tenDaysAgo })
      .where(and(eq(deposits.tenantId, m.tenantId), eq(deposits.id, m.alice.id)));
    const at = Math.floor(tenDaysAgo.getTime() / 1000);
    expect(await find({ endTime: nowSeconds() - 5 * 86_400 })).toEqual([m.alice.id]);
    expect(await find({ startTime: at, endTime: at })).toEqual([m.alice.id]);
    expect(await find({ startTime: at + 1 })).toEqual([m.dora.id, m.chen.id, m.bruno.id]);
  });
});

describe('back-office permissions and boundaries', () => {
  it('refuses staff without the deposit menu and POS sessions (20041); the POS needs the deposit permission', async () => {
    const m = await seeded();
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.MEMBERS] });
    const pos = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['deposit'] });
    for (const path of ['/deposit/list', '/deposit/detail', '/deposit/export']) {
      expect((await t.post(path, { id: m.alice.id }, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
      expect((await t.post(path, { id: m.alice.id }, { token: pos.token })).code).toBe(Err.NO_PERMISSION);
    }
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    const body = { id: m.alice.id, quantity: '1', clientId: clientId(), itemName: 'x', depositor: 'x' };
    for (const path of ['/app/deposit/create', '/app/deposit/takeOut', '/app/deposit/list', '/app/deposit/detail']) {
      expect((await t.post(path, { ...body, pickupDeadline: nowSeconds() + 60 }, seller)).code).toBe(Err.NO_PERMISSION);
      // A back-office session with the deposit menu is no POS.
      expect((await t.post(path, body, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/deposit/list', {}, { token: '' })).code).not.toBe(200);
    const viewer = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.DEPOSIT] });
    expect(ok(await t.post<List>('/deposit/list', {}, { token: viewer.token })).total).toBe(4);
  });

  it('shows a store-bound user only their stores; other stores and merchants answer 1019', async () => {
    const m = await seeded();
    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.DEPOSIT], storeIds: [m.storeB] });
    const seen = ok(await t.post<List>('/deposit/list', {}, { token: bound.token }));
    expect(ids(seen)).toEqual([m.dora.id]);
    expect(ok(await t.post<List>('/deposit/list', { storeId: m.storeA }, bound)).total).toBe(0);
    expect((await t.post('/deposit/detail', { id: m.alice.id }, bound)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const other = await newTenant(t);
    expect(ok(await t.post<List>('/deposit/list', {}, { token: other.token })).total).toBe(0);
    expect((await t.post('/deposit/detail', { id: m.alice.id }, other)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const xlsx = await exportFile(other.token, { format: 'xlsx' });
    expect((await sheetRows(xlsx)).length).toBe(1);
  });

  it('detail shows the take-out history', async () => {
    const m = await seeded();
    const detail = ok(await t.post<DepositDetail>('/deposit/detail', { id: m.bruno.id }, m));
    expect(detail.takeOuts).toEqual([
      { quantity: '1.0000', note: '', staffName: 'Ana Till', takenAt: expect.any(String) },
    ]);
  });

  it('a store holding deposits is not deleted (1016, used by deposits)', async () => {
    const m = await seeded();
    const res = await t.post('/store/delete', { id: m.storeB }, { token: m.token });
    expect(res.code).toBe(Err.SHOP_IN_USE);
    expect(res.data).toMatchObject({ usedBy: 'deposits' });
    const m2 = await merchant(t);
    expect((await t.post('/store/delete', { id: m2.storeB }, { token: m2.token })).code).toBe(200);
  });
});

async function exportFile(token: string, body: Record<string, unknown>, lang?: string) {
  const res = await postFile(t, '/deposit/export', body, { token, lang });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return Object.assign(rows, { sheetName: sheet.name });
}

describe('deposit export', () => {
  it('writes exactly the filtered list as xlsx, headers and states in the caller’s language', async () => {
    const m = await seeded();
    const rows = await sheetRows(await exportFile(m.token, { storeId: m.storeA, format: 'xlsx' }, 'fr_FR'));
    expect(rows.sheetName).toBe('Consignes');
    expect(rows[0].slice(0, 7)).toEqual([
      'N° de consigne',
      'N° de ticket',
      'Article',
      'Quantité',
      'Retiré',
      'Restant',
      'Statut',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[0])).toEqual([m.chen.number, m.bruno.number, m.alice.number]);
    expect(rows[1].slice(2, 7)).toEqual(['茅台', 4, 0, 4, 'Expiré']);
    expect(rows[2].slice(2, 7)).toEqual(['Gin 100%_x', 2, 1, 1, 'Retiré en partie']);
    expect(rows[3].slice(9, 13)).toEqual(['Alice Able', '611000111', 'Ana Till', expect.any(String)]);
    const partial = await sheetRows(await exportFile(m.token, { state: 'partial', keyword: 'gin' }, 'zh_CN'));
    expect(partial.sheetName).toBe('寄存');
    expect(partial).toHaveLength(2);
    expect(partial[1][6]).toBe('部分取出');
  });

  it('writes a PDF with the Chinese font embedded', async () => {
    const m = await seeded();
    const pdf = await exportFile(m.token, { format: 'pdf', keyword: '茅' }, 'zh_CN');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.toString('latin1')).toContain('NotoSansCJK');
  });
});
