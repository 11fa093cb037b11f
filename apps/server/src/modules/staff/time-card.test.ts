import { Err, type StaffWorkCountList, type TimeCardList, type TimeCardRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addRole, addStaff, addStore } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { timeCards } from '../../db/schema';
import { workTimeHeaders } from './work-time-export';

const t = await startTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A merchant with stores A and B and staff working in A, in B and in every store. */
async function merchant() {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const storeB = await addStore(t, tenantId, { name: 'Store B' });
  const role = await addRole(t, boss.token, { menuCodes: [6] });
  const staff = (name: string, storeIds: number[] | 'all') =>
    addStaff(t, boss.token, {
      name,
      roleId: role.id,
      allStores: storeIds === 'all',
      storeIds: storeIds === 'all' ? [] : storeIds,
    });
  return {
    boss,
    token: boss.token,
    tenantId,
    storeA,
    storeB,
    inA: await staff('Alma', [storeA]),
    inB: await staff('Bruno', [storeB]),
    everywhere: await staff('Cora', 'all'),
  };
}

const save = (token: string, body: Record<string, unknown>, tzOffsetMs = 0) =>
  t.post<TimeCardRow>('/timeCard/save', body, { token, tzOffsetMs });

async function card(token: string, storeId: number, staffId: number, startAt: string, endAt: string) {
  const res = await save(token, { storeId, staffId, startAt, endAt });
  if (res.code !== 200) throw new Error(`timeCard/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** The local date `days` from today for a caller at `tzOffsetMs`. */
const localDay = (days: number, tzOffsetMs = 0) =>
  new Date(Date.now() + tzOffsetMs + days * DAY).toISOString().slice(0, 10);

const issuesOf = (data: unknown) => (data as { issues: { path: string; message: string }[] }).issues;

describe('time cards', () => {
  it('adds a card with its total hours, edits, reads and deletes it', async () => {
    const m = await merchant();
    const added = await save(m.token, {
      storeId: m.storeA,
      staffId: m.inA.id,
      startAt: '2024-03-01T09:00:00+01:00',
      endAt: '2024-03-01T17:30:00+01:00',
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({
      storeId: m.storeA,
      storeName: 'Harbour Café',
      staffId: m.inA.id,
      staffName: 'Alma',
      startAt: '2024-03-01T08:00:00.000Z',
      endAt: '2024-03-01T16:30:00.000Z',
      hours: '8.50',
      source: 'backOffice',
    });
    const edited = await save(m.token, {
      id: added.data.id,
      storeId: m.storeA,
      staffId: m.everywhere.id,
      startAt: '2024-03-01T08:00:00Z',
      endAt: '2024-03-01T16:20:00Z',
    });
    expect(edited.data).toMatchObject({ id: added.data.id, staffId: m.everywhere.id, hours: '8.33' });
    const detail = await t.post<TimeCardRow>('/timeCard/detail', { id: added.data.id }, { token: m.token });
    expect(detail.data).toEqual(edited.data);
    expect((await t.post('/timeCard/delete', { id: added.data.id }, { token: m.token })).code).toBe(200);
    expect((await t.post('/timeCard/detail', { id: added.data.id }, { token: m.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/timeCard/delete', { id: added.data.id }, { token: m.token })).code).toBe(Err.NO_DATA);
  });

  it('answers the rules: store 20076, staff 20078, start after end and dates 1001, after today 1001', async () => {
    const m = await merchant();
    const base = {
      storeId: m.storeA,
      staffId: m.inA.id,
      startAt: '2024-03-01T09:00:00Z',
      endAt: '2024-03-01T10:00:00Z',
    };
    expect((await save(m.token, { ...base, storeId: undefined })).code).toBe(Err.STORE_EMPTY);
    expect((await save(m.token, { ...base, staffId: undefined })).code).toBe(Err.EMPLOYEE_EMPTY);
    const reversed = await save(m.token, { ...base, endAt: '2024-03-01T08:59:59Z' });
    expect(reversed.code).toBe(Err.PARAM);
    expect(issuesOf(reversed.data)).toEqual([expect.objectContaining({ path: 'endAt', message: 'start after end' })]);
    expect((await save(m.token, { ...base, startAt: undefined })).code).toBe(Err.PARAM);
    expect((await save(m.token, { ...base, endAt: '' })).code).toBe(Err.PARAM);
    expect((await save(m.token, { ...base, startAt: '2024-03-01 09:00' })).code).toBe(Err.PARAM);
    // A start equal to the end is allowed (zero hours).
    expect((await save(m.token, { ...base, endAt: base.startAt })).data.hours).toBe('0.00');
    // Dates after today in the caller's time zone.
    for (const tz of [0, 14 * HOUR, -12 * HOUR]) {
      const later = `${localDay(2, tz)}T10:00:00Z`;
      const endLater = await save(m.token, { ...base, endAt: later }, tz);
      expect(endLater.code).toBe(Err.PARAM);
      expect(issuesOf(endLater.data)[0]).toMatchObject({ path: 'endAt', message: 'date beyond today' });
      const bothLater = await save(m.token, { ...base, startAt: later, endAt: later }, tz);
      expect(issuesOf(bothLater.data)[0]).toMatchObject({ path: 'startAt', message: 'date beyond today' });
    }
    // Yesterday is fine anywhere.
    const yesterday = new Date(Date.now() - 2 * DAY);
    const ok = await save(m.token, {
      ...base,
      startAt: yesterday.toISOString(),
      endAt: new Date(yesterday.getTime() + HOUR).toISOString(),
    });
    expect(ok.code).toBe(200);
  });

  it('refuses overlapping cards of one staff member (1004); back-to-back cards and other staff are fine', async () => {
    const m = await merchant();
    const first = await card(m.token, m.storeA, m.inA.id, '2024-03-02T09:00:00Z', '2024-03-02T13:00:00Z');
    const overlap = await save(m.token, {
      storeId: m.storeA,
      staffId: m.inA.id,
      startAt: '2024-03-02T12:59:00Z',
      endAt: '2024-03-02T15:00:00Z',
    });
    expect(overlap.code).toBe(Err.ADDED_REPEATEDLY);
    const inside = {
      storeId: m.storeA,
      staffId: m.inA.id,
      startAt: '2024-03-02T10:00:00Z',
      endAt: '2024-03-02T11:00:00Z',
    };
    expect((await save(m.token, inside)).code).toBe(Err.ADDED_REPEATEDLY);
    await card(m.token, m.storeA, m.inA.id, '2024-03-02T13:00:00Z', '2024-03-02T17:00:00Z');
    await card(m.token, m.storeA, m.everywhere.id, '2024-03-02T10:00:00Z', '2024-03-02T11:00:00Z');
    // Editing a card does not clash with itself.
    const moved = await save(m.token, { ...inside, id: first.id, startAt: '2024-03-02T08:00:00Z' });
    expect(moved.data.hours).toBe('3.00');
  });

  it('names only a staff member who works in the store (20037)', async () => {
    const m = await merchant();
    const base = { startAt: '2024-03-03T09:00:00Z', endAt: '2024-03-03T10:00:00Z' };
    expect((await save(m.token, { ...base, storeId: m.storeB, staffId: m.inA.id })).code).toBe(Err.NO_DATA);
    expect((await save(m.token, { ...base, storeId: m.storeB, staffId: m.everywhere.id })).code).toBe(200);
    expect((await save(m.token, { ...base, storeId: m.storeB, staffId: m.inB.id })).code).toBe(200);
    expect((await save(m.token, { ...base, storeId: 999_999, staffId: m.inB.id })).code).toBe(Err.NO_DATA);
    expect((await save(m.token, { ...base, storeId: m.storeB, staffId: 999_999 })).code).toBe(Err.NO_DATA);
    expect((await save(m.token, { ...base, id: 999_999, storeId: m.storeB, staffId: m.inB.id })).code).toBe(
      Err.NO_DATA,
    );
  });

  it('shows clock-ins of the POS app without an end or hours; a running one is the app’s (20053)', async () => {
    const m = await merchant();
    const [open] = await t.db
      .insert(timeCards)
      .values({
        tenantId: m.tenantId,
        storeId: m.storeA,
        userId: m.inA.id,
        source: 'app',
        startedAt: new Date('2024-04-01T08:00:00Z'),
      })
      .returning();
    const list = await t.post<TimeCardList>('/timeCard/list', { staffId: m.inA.id }, { token: m.token });
    expect(list.data).toMatchObject({ total: 1, totalHours: '0.00' });
    expect(list.data.list[0]).toMatchObject({ id: open.id, endAt: null, hours: null, source: 'app' });
    // Still clocked in: a later card of the same staff member overlaps it, and the back office cannot close it.
    const later = {
      storeId: m.storeA,
      staffId: m.inA.id,
      startAt: '2024-04-02T08:00:00Z',
      endAt: '2024-04-02T09:00:00Z',
    };
    expect((await save(m.token, later)).code).toBe(Err.ADDED_REPEATEDLY);
    const close = { ...later, id: open.id, startAt: '2024-04-01T08:00:00Z', endAt: '2024-04-01T16:15:00Z' };
    expect((await save(m.token, close)).code).toBe(Err.APP_DUTY_LOCKED);
    expect((await t.post('/timeCard/delete', { id: open.id }, { token: m.token })).code).toBe(Err.APP_DUTY_LOCKED);
    // Clocked out in the app (the sales module writes the end): now the back office may correct it.
    await t.db
      .update(timeCards)
      .set({ endedAt: new Date('2024-04-01T16:00:00Z') })
      .where(eq(timeCards.id, open.id));
    const corrected = await save(m.token, close);
    expect(corrected.data).toMatchObject({ hours: '8.25', source: 'app' });
    expect((await save(m.token, later)).code).toBe(200);
    expect((await t.post('/timeCard/delete', { id: open.id }, { token: m.token })).code).toBe(200);
  });

  it('lists by store, staff and days of the caller’s time zone, newest first, with the hours of all matches', async () => {
    const m = await merchant();
    const a1 = await card(m.token, m.storeA, m.inA.id, '2024-05-01T22:00:00Z', '2024-05-02T01:00:00Z');
    const b1 = await card(m.token, m.storeB, m.inB.id, '2024-05-02T09:00:00Z', '2024-05-02T17:00:00Z');
    const c1 = await card(m.token, m.storeA, m.everywhere.id, '2024-05-03T09:00:00Z', '2024-05-03T10:30:00Z');
    const list = (body: Record<string, unknown>, tzOffsetMs = 0) =>
      t.post<TimeCardList>('/timeCard/list', body, { token: m.token, tzOffsetMs });
    const all = await list({});
    expect(all.data.list.map((r) => r.id)).toEqual([c1.id, b1.id, a1.id]);
    expect(all.data).toMatchObject({ total: 3, totalHours: '12.50' });
    expect((await list({ sort: 'startAt' })).data.list.map((r) => r.id)).toEqual([a1.id, b1.id, c1.id]);
    expect((await list({ storeId: m.storeA })).data.list.map((r) => r.id)).toEqual([c1.id, a1.id]);
    expect((await list({ staffId: m.inB.id })).data).toMatchObject({ total: 1, totalHours: '8.00' });
    // 22:00 UTC on 1 May is 2 May in UTC+8.
    expect((await list({ from: '2024-05-01', to: '2024-05-01' })).data.list.map((r) => r.id)).toEqual([a1.id]);
    expect((await list({ from: '2024-05-01', to: '2024-05-01' }, 8 * HOUR)).data.total).toBe(0);
    expect((await list({ from: '2024-05-02', to: '2024-05-02' }, 8 * HOUR)).data.list.map((r) => r.id)).toEqual([
      b1.id,
      a1.id,
    ]);
    const page = await list({ page: 2, pageSize: 2 });
    expect(page.data.list.map((r) => r.id)).toEqual([a1.id]);
    expect(page.data).toMatchObject({ total: 3, totalHours: '12.50' });
    expect((await list({ to: localDay(1) })).code).toBe(Err.PARAM);
    expect((await list({ from: '2024-05-03', to: '2024-05-01' })).code).toBe(Err.PARAM);
  });

  it('offers the caller’s stores and staff to the form', async () => {
    const m = await merchant();
    const userA = await newStaffSession(t, m.tenantId, { menuCodes: [6], storeIds: [m.storeA] });
    const res = await t.post<{ stores: { id: number }[]; staff: { id: number; storeIds: number[] }[] }>(
      '/timeCard/options',
      {},
      { token: userA.token },
    );
    expect(res.data.stores.map((s) => s.id)).toEqual([m.storeA]);
    const ids = res.data.staff.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([m.inA.id, m.everywhere.id, m.boss.user.id]));
    expect(ids).not.toContain(m.inB.id);
    expect(res.data.staff.find((s) => s.id === m.inA.id)?.storeIds).toEqual([m.storeA]);
  });
});

describe('store binding and other merchants', () => {
  it('a user bound to store A sees store A’s cards only; store B’s answer missing (20037)', async () => {
    const m = await merchant();
    const inA = await card(m.token, m.storeA, m.inA.id, '2024-06-01T09:00:00Z', '2024-06-01T12:00:00Z');
    const inB = await card(m.token, m.storeB, m.everywhere.id, '2024-06-01T09:00:00Z', '2024-06-01T17:00:00Z');
    const userA = await newStaffSession(t, m.tenantId, { menuCodes: [6], storeIds: [m.storeA] });
    const list = await t.post<TimeCardList>('/timeCard/list', {}, { token: userA.token });
    expect(list.data.list.map((r) => r.id)).toEqual([inA.id]);
    expect(list.data.totalHours).toBe('3.00');
    expect(
      (await t.post<TimeCardList>('/timeCard/list', { storeId: m.storeB }, { token: userA.token })).data.total,
    ).toBe(0);
    expect((await t.post('/timeCard/detail', { id: inB.id }, { token: userA.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/timeCard/delete', { id: inB.id }, { token: userA.token })).code).toBe(Err.NO_DATA);
    const moveOut = { id: inA.id, storeId: m.storeB, staffId: m.everywhere.id, startAt: inA.startAt, endAt: inA.endAt };
    expect((await save(userA.token, moveOut)).code).toBe(Err.NO_DATA);
    const takeOver = { ...moveOut, id: inB.id, storeId: m.storeA };
    expect((await save(userA.token, takeOver)).code).toBe(Err.NO_DATA);
    // Staff of store B only are not the caller's to name.
    const other = {
      storeId: m.storeA,
      staffId: m.inB.id,
      startAt: '2024-06-02T09:00:00Z',
      endAt: '2024-06-02T10:00:00Z',
    };
    expect((await save(userA.token, other)).code).toBe(Err.NO_DATA);
    const work = await t.post<StaffWorkCountList>(
      '/staffWorkCount/list',
      { from: '2024-06-01', to: '2024-06-30' },
      { token: userA.token },
    );
    expect(work.data).toMatchObject({ total: 1, totalHours: '3.00' });
  });

  it('another merchant’s cards, stores and staff are missing (20037)', async () => {
    const a = await merchant();
    const b = await merchant();
    const aCard = await card(a.token, a.storeA, a.inA.id, '2024-06-05T09:00:00Z', '2024-06-05T12:00:00Z');
    expect((await t.post('/timeCard/detail', { id: aCard.id }, { token: b.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/timeCard/delete', { id: aCard.id }, { token: b.token })).code).toBe(Err.NO_DATA);
    const span = { startAt: '2024-06-06T09:00:00Z', endAt: '2024-06-06T10:00:00Z' };
    expect((await save(b.token, { ...span, storeId: a.storeA, staffId: b.everywhere.id })).code).toBe(Err.NO_DATA);
    expect((await save(b.token, { ...span, storeId: b.storeA, staffId: a.everywhere.id })).code).toBe(Err.NO_DATA);
    expect((await save(b.token, { ...span, id: aCard.id, storeId: b.storeA, staffId: b.inA.id })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post<TimeCardList>('/timeCard/list', {}, { token: b.token })).data.total).toBe(0);
  });
});

describe('work time', () => {
  it('totals hours per staff member over days of the caller’s time zone', async () => {
    const m = await merchant();
    // Alma: 23:30-01:30 UTC across midnight, then 02:00-04:00 UTC. Cora: 20:00-22:15 UTC the day before.
    await card(m.token, m.storeA, m.inA.id, '2024-03-10T23:30:00Z', '2024-03-11T01:30:00Z');
    await card(m.token, m.storeA, m.inA.id, '2024-03-11T02:00:00Z', '2024-03-11T04:00:00Z');
    await card(m.token, m.storeB, m.everywhere.id, '2024-03-10T20:00:00Z', '2024-03-10T22:15:00Z');
    const totals = async (from: string, to: string, tzOffsetMs: number, extra: Record<string, unknown> = {}) =>
      (await t.post<StaffWorkCountList>('/staffWorkCount/list', { from, to, ...extra }, { token: m.token, tzOffsetMs }))
        .data;
    const row = (name: string, cards: number, hours: string) => ({ staffName: name, cards, hours });

    // UTC: 10 March holds Alma's first card and Cora's; 11 March Alma's second.
    expect(await totals('2024-03-10', '2024-03-10', 0)).toMatchObject({
      list: [row('Alma', 1, '2.00'), row('Cora', 1, '2.25')],
      total: 2,
      totalHours: '4.25',
    });
    expect((await totals('2024-03-11', '2024-03-11', 0)).list).toEqual([
      { staffId: m.inA.id, ...row('Alma', 1, '2.00') },
    ]);
    // UTC+8: every card starts on 11 March local time (07:30, 10:00, 04:00).
    expect(await totals('2024-03-10', '2024-03-10', 8 * HOUR)).toMatchObject({
      list: [],
      total: 0,
      totalHours: '0.00',
    });
    expect(await totals('2024-03-11', '2024-03-11', 8 * HOUR)).toMatchObject({
      list: [row('Alma', 2, '4.00'), row('Cora', 1, '2.25')],
      totalHours: '6.25',
    });
    // UTC-5: every card starts on 10 March local time (18:30, 21:00, 15:00).
    expect(await totals('2024-03-10', '2024-03-10', -5 * HOUR)).toMatchObject({
      list: [row('Alma', 2, '4.00'), row('Cora', 1, '2.25')],
    });
    expect((await totals('2024-03-11', '2024-03-11', -5 * HOUR)).list).toEqual([]);
    // Filters, sorting and paging.
    expect((await totals('2024-03-01', '2024-03-31', 0, { storeId: m.storeB })).list).toMatchObject([
      row('Cora', 1, '2.25'),
    ]);
    expect((await totals('2024-03-01', '2024-03-31', 0, { staffId: m.inA.id })).list).toMatchObject([
      row('Alma', 2, '4.00'),
    ]);
    expect((await totals('2024-03-01', '2024-03-31', 0, { sort: 'hours' })).list.map((r) => r.staffName)).toEqual([
      'Cora',
      'Alma',
    ]);
    const page2 = await totals('2024-03-01', '2024-03-31', 0, { page: 2, pageSize: 1 });
    expect(page2).toMatchObject({ list: [row('Cora', 1, '2.25')], total: 2, totalHours: '6.25' });
  });

  it('leaves open clock-ins out of the totals', async () => {
    const m = await merchant();
    await card(m.token, m.storeA, m.inA.id, '2024-03-12T09:00:00Z', '2024-03-12T10:00:00Z');
    await t.db.insert(timeCards).values({
      tenantId: m.tenantId,
      storeId: m.storeA,
      userId: m.inA.id,
      source: 'app',
      startedAt: new Date('2024-03-12T11:00:00Z'),
    });
    const res = await t.post<StaffWorkCountList>(
      '/staffWorkCount/list',
      { from: '2024-03-12', to: '2024-03-12' },
      { token: m.token },
    );
    expect(res.data.list).toMatchObject([{ staffName: 'Alma', cards: 1, hours: '1.00' }]);
  });

  it('needs a range that is in order and not after today (1001)', async () => {
    const m = await merchant();
    const ask = (body: Record<string, unknown>, tzOffsetMs = 0) =>
      t.post('/staffWorkCount/list', body, { token: m.token, tzOffsetMs });
    expect((await ask({ from: '2024-03-01' })).code).toBe(Err.PARAM);
    expect((await ask({ from: '2024-03-02', to: '2024-03-01' })).code).toBe(Err.PARAM);
    const tooLate = await ask({ from: '2024-03-01', to: localDay(2) });
    expect(tooLate.code).toBe(Err.PARAM);
    expect(issuesOf(tooLate.data)[0]).toMatchObject({ path: 'to', message: 'date beyond today' });
    // Today in the caller's own time zone is fine, east or west of UTC.
    expect((await ask({ from: localDay(-1, 14 * HOUR), to: localDay(0, 14 * HOUR) }, 14 * HOUR)).code).toBe(200);
    expect((await ask({ from: localDay(-1, -12 * HOUR), to: localDay(0, -12 * HOUR) }, -12 * HOUR)).code).toBe(200);
  });

  it('exports the totals as an xlsx file with headers in the caller’s language', async () => {
    const m = await merchant();
    await card(m.token, m.storeA, m.inA.id, '2024-03-13T09:00:00Z', '2024-03-13T17:45:00Z');
    await card(m.token, m.storeA, m.everywhere.id, '2024-03-13T09:00:00Z', '2024-03-13T10:00:00Z');
    const download = async (lang: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/m/staffWorkCount/export',
        headers: { 'content-type': 'application/json', token: m.token, lang },
        payload: JSON.stringify({ from: '2024-03-01', to: '2024-03-31' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="work-time_2024-03-01_2024-03-31.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      return sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : row));
    };
    const en = await download('en_GB');
    expect(en[1]).toEqual(['Staff', 'Time cards', 'Total hours']);
    expect(en[2]).toEqual(['Alma', 1, 8.75]);
    expect(en[3]).toEqual(['Cora', 1, 1]);
    expect(en[4]).toEqual(['Total', 2, 9.75]);
    expect(en[6]).toEqual(['Period', '2024-03-01 – 2024-03-31']);
    const zh = await download('zh_CN');
    expect(zh[1]).toEqual(workTimeHeaders('zh_CN'));
    expect(zh[1]).toEqual(['员工', '打卡记录数', '总工时（小时）']);
    const fr = await download('fr_FR');
    expect(fr[1]).toEqual(workTimeHeaders('fr_FR'));
    // Refusals stay JSON.
    const bad = await t.post('/staffWorkCount/export', { from: '2024-03-02', to: '2024-03-01' }, { token: m.token });
    expect(bad.code).toBe(Err.PARAM);
  });
});
