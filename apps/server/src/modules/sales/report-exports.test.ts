import {
  Err,
  Menu,
  type OrderDetail,
  type OrderRow,
  type ReservationRow,
  type ShiftEntryRow,
  type ShiftRow,
} from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  addProduct,
  bossAppSession,
  cellValues,
  cid,
  merchant,
  ok,
  postFile,
  uploadOrder,
} from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { reservations } from '../../db/schema';

const t = await startTestApp();
const TZ = 8 * 3_600_000;
const local = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + TZ).toISOString().slice(0, 19).replace('T', ' ') : '';

/** Receipts (paid, unpaid, refunded, two exceptions in two stores, one reviewed), a closed shift, a reservation. */
async function seeded() {
  const m = await merchant(t);
  const a = await bossAppSession(t, m.tenantId, m.storeA);
  const b = await bossAppSession(t, m.tenantId, m.storeB);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const item = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '10.00' });
  const now = Math.floor(Date.now() / 1000);
  const shift = ok(
    await t.post<ShiftRow>('/app/shift/open', { initialCash: '100', at: now - 5000 }, { token: a.token }),
  );
  const sell = (token: string, at: number, quantity: string, extra: Record<string, unknown> = {}) =>
    uploadOrder<OrderDetail>(t, token, {
      orderedAt: at,
      lines: [{ productId: item, quantity }],
      total: `${Number(quantity) * 10}.00`,
      ...extra,
    });
  const payCash = (amount: string) => ({ payments: [{ paymentMethodId: cash, amount }] });
  const paid = ok(await sell(a.token, now - 4000, '1', payCash('10.00')));
  const unpaid = ok(await sell(a.token, now - 3000, '2'));
  const flagged = ok(await sell(a.token, now - 2000, '3', { ...payCash('30.00'), exception: 'terminal offline' }));
  const reviewed = ok(await sell(b.token, now - 1000, '4', { ...payCash('40.00'), exception: 'no signal' }));
  ok(await t.post('/sales/exception/review', { id: reviewed.id, confirm: true }, { token: m.token }));
  ok(
    await t.post(
      '/app/order/refund',
      { clientId: cid(), orderId: paid.id, lines: [{ lineId: paid.lines[0].id, quantity: '1' }] },
      { token: a.token },
    ),
  );
  ok(await t.post('/app/shift/cash', { type: 'expense', amount: '5.00', note: 'milk' }, { token: a.token }));
  ok(await t.post('/app/shift/close', { actualCash: '104.00' }, { token: a.token }));
  const reservation = ok(
    await t.post<ReservationRow>(
      '/app/reservation/create',
      { clientId: cid(), reservedAt: now + 86_400, guests: 4, name: 'Lopez', phone: '600111222' },
      { token: a.token },
    ),
  );
  return { ...m, paid, unpaid, flagged, reviewed, shift, reservation };
}

const m = await seeded();

const exportFile = (path: string, body: Record<string, unknown>, opts: { lang?: string; token?: string } = {}) =>
  postFile(t, path, body, { token: opts.token ?? m.token, lang: opts.lang ?? 'en_GB', tzOffsetMs: TZ });

async function sheet(path: string, body: Record<string, unknown>, opts: { lang?: string; token?: string } = {}) {
  const res = await exportFile(path, { format: 'xlsx', ...body }, opts);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    // Empty texts come back as empty cells.
    rows.push(Array.from(cellValues(row), (v) => v ?? ''));
  });
  return Object.assign(rows, { sheetName: ws.name });
}

const list = async (body: Record<string, unknown>, token = m.token) =>
  ok(await t.post<{ list: OrderRow[] }>('/sales/order/list', { pageSize: 200, ...body }, { token })).list;

const receiptCells = (r: OrderRow) => [
  r.number,
  r.kind === 'refund' ? 'Refund' : 'Sale',
  local(r.orderedAt),
  r.storeName,
  r.staffName,
  r.memberName,
  r.orderTypeName,
  r.tableLabel,
  Number(r.goodsTotal),
  Number(r.discountTotal),
  Number(r.taxTotal),
  Number(r.total),
  Number(r.paidTotal),
  'Till',
];

describe('receipt exports (/statistics/receipt/export)', () => {
  it('paid receipts: every row of the list (not only the page), in the caller’s language and time zone', async () => {
    const rows = await sheet('/statistics/receipt/export', { status: 'paid', page: 2, pageSize: 1 });
    expect(rows.sheetName).toBe('Paid receipts');
    expect(rows[0]).toEqual([
      'Number',
      'Kind',
      'Time',
      'Store',
      'Staff',
      'Member',
      'Order type',
      'Table',
      'Goods',
      'Discount',
      'Tax',
      'Total',
      'Paid',
      'Channel',
    ]);
    const expected = await list({ status: 'paid' });
    expect(expected).toHaveLength(4);
    expect(rows.slice(1)).toEqual(expected.map(receiptCells));
    const refund = rows.find((r) => r[1] === 'Refund');
    expect(refund?.[11]).toBe(10);
  });

  it('unpaid receipts; filters by store; PDF', async () => {
    const unpaid = await sheet('/statistics/receipt/export', { status: 'unpaid' }, { lang: 'es_ES' });
    expect(unpaid.sheetName).toBe('Tickets sin pagar');
    expect(unpaid.slice(1).map((r) => r[0])).toEqual([m.unpaid.number]);
    expect(unpaid[1][11]).toBe(20);
    const storeB = await sheet('/statistics/receipt/export', { storeId: m.storeB });
    expect(storeB.slice(1).map((r) => r[0])).toEqual([m.reviewed.number]);
    const pdf = await exportFile('/statistics/receipt/export', { format: 'pdf', status: 'paid' }, { lang: 'zh_TW' });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('payment exception export (/statistics/error/export)', () => {
  it('both review states merged in the list’s order, or one state', async () => {
    const both = await sheet('/statistics/error/export', {});
    expect(both.sheetName).toBe('Payment exceptions');
    expect(both[0].at(-1)).toBe('Review');
    expect(both.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      [m.reviewed.number, 'Reviewed'],
      [m.flagged.number, 'Awaiting review'],
    ]);
    const oldestFirst = await sheet('/statistics/error/export', { sort: 'orderedAt' });
    expect(oldestFirst.slice(1).map((r) => r[0])).toEqual([m.flagged.number, m.reviewed.number]);
    const byTotal = await sheet('/statistics/error/export', { sort: '-total' });
    expect(byTotal.slice(1).map((r) => r[11])).toEqual([40, 30]);
    const unreviewed = await sheet('/statistics/error/export', { exception: 'unreviewed' });
    expect(unreviewed.slice(1)).toEqual(
      (await list({ exception: 'unreviewed' })).map((r) => [...receiptCells(r), 'Awaiting review']),
    );
  });

  it('shows only the caller’s stores; another tenant gets an empty file; 20041 without the reports menu', async () => {
    const inA = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [m.storeA] });
    const seen = await sheet('/statistics/error/export', {}, { token: inA.token });
    expect(seen.slice(1).map((r) => r[0])).toEqual([m.flagged.number]);
    const asked = await sheet('/statistics/receipt/export', { storeId: m.storeB }, { token: inA.token });
    expect(asked).toHaveLength(1);
    const other = await newTenant(t);
    expect(await sheet('/statistics/error/export', {}, { token: other.token })).toHaveLength(1);
    expect(await sheet('/statistics/receipt/export', {}, { token: other.token })).toHaveLength(1);
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    for (const path of [
      '/statistics/receipt/export',
      '/statistics/error/export',
      '/userDuty/export',
      '/statistics/prepare/export',
    ]) {
      const res = await exportFile(path, { format: 'xlsx' }, { token: noMenu.token });
      expect(JSON.parse(res.body).code).toBe(Err.NO_PERMISSION);
    }
    const flow = await exportFile(
      '/statistics/flow/export',
      { id: m.shift.id, format: 'xlsx' },
      { token: noMenu.token },
    );
    expect(JSON.parse(flow.body).code).toBe(Err.NO_PERMISSION);
  });
});

describe('shift exports', () => {
  it('/userDuty/export: the shift list with its cash figures', async () => {
    const [shift] = ok(
      await t.post<{ list: ShiftRow[] }>('/sales/shift/list', { storeId: m.storeA }, { token: m.token }),
    ).list;
    const rows = await sheet('/userDuty/export', { storeId: m.storeA }, { lang: 'fr_FR' });
    expect(rows.sheetName).toBe('Services');
    expect(rows[0]).toEqual([
      'N° de service',
      'Magasin',
      'Employé',
      'Ouverture',
      'Clôture',
      'Fond de caisse',
      'Espèces attendues',
      'Espèces réelles',
      'Écart',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        shift.number,
        shift.storeName,
        shift.staffName,
        local(shift.openedAt),
        local(shift.closedAt),
        100,
        Number(shift.expectedCash),
        104,
        Number(shift.difference),
      ],
    ]);
    // 100 + 10 (sale) − 10 (refund) + 30 (exception sale) − 5 (expense) = 125; 104 counted.
    expect(shift.expectedCash).toBe('125.00');
    expect(rows[1][8]).toBe(-21);
    expect((await exportFile('/userDuty/export', { format: 'pdf' })).rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('/statistics/flow/export: one shift’s entries; another tenant’s or store’s shift is missing (1019)', async () => {
    const entries = ok(await t.post<ShiftEntryRow[]>('/sales/shift/entries', { id: m.shift.id }, { token: m.token }));
    const rows = await sheet('/statistics/flow/export', { id: m.shift.id });
    expect(rows.sheetName).toBe('Shift cash flow');
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[6], r[7]])).toEqual(
      entries.map((e) => [local(e.createdAt), Number(e.amount), e.orderNumber, e.note, e.revoked ? 'Yes' : 'No']),
    );
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Initial cash', 'Sale', 'Sale', 'Refund', 'Cash out']);
    const other = await newTenant(t);
    const foreign = await exportFile(
      '/statistics/flow/export',
      { id: m.shift.id, format: 'xlsx' },
      { token: other.token },
    );
    expect(JSON.parse(foreign.body).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const inB = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [m.storeB] });
    const unseen = await exportFile(
      '/statistics/flow/export',
      { id: m.shift.id, format: 'xlsx' },
      { token: inB.token },
    );
    expect(JSON.parse(unseen.body).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const pdf = await exportFile('/statistics/flow/export', { id: m.shift.id, format: 'pdf' }, { lang: 'zh_CN' });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.rawPayload.toString('latin1')).toContain('NotoSansCJK');
  });
});

describe('reservation export (/statistics/prepare/export)', () => {
  it('the reservation list’s rows with their state in the caller’s language', async () => {
    const rows = await sheet('/statistics/prepare/export', { keyword: 'Lopez' }, { lang: 'pt_PT' });
    expect(rows.sheetName).toBe('Reservas');
    const r = m.reservation;
    expect(rows.slice(1)).toEqual([
      [local(r.reservedAt), r.storeName, '', 4, 'Lopez', '600111222', '', 'Reservada', r.staffName, local(r.createdAt)],
    ]);
    expect(await sheet('/statistics/prepare/export', { keyword: 'nobody' })).toHaveLength(1);
    const pdf = await exportFile('/statistics/prepare/export', { format: 'pdf' });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('an export longer than one page of the list', () => {
  it('reads page after page: every row once, in the list’s order', async () => {
    const n = await merchant(t);
    const base = Date.now() + 86_400_000;
    await t.db.insert(reservations).values(
      Array.from({ length: 205 }, (_, i) => ({
        tenantId: n.tenantId,
        clientId: cid(),
        storeId: n.storeA,
        // Pairs share a time: the list's tie-break (id) must hold across pages too.
        reservedAt: new Date(base + Math.floor(i / 2) * 60_000),
        guests: 2,
        name: `Guest ${i}`,
      })),
    );
    const rows = await sheet('/statistics/prepare/export', {}, { token: n.token });
    const pages = [1, 2].map((page) =>
      t.post<{ list: ReservationRow[] }>('/sales/reservation/list', { page, pageSize: 200 }, { token: n.token }),
    );
    const expected = (await Promise.all(pages)).flatMap((r) => ok(r).list.map((x) => x.name));
    expect(expected).toHaveLength(205);
    expect(rows.slice(1).map((r) => r[4])).toEqual(expected);
  });
});
