import { randomBytes } from 'node:crypto';
import { Err, type ReservationRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { storeTables, storeZones } from '../../db/schema';

const t = await startTestApp();
type List = { list: ReservationRow[]; total: number };

const clientId = () => `uuid_${randomBytes(4).toString('hex')}`;
/** An hour from now plus `hours`, in unix seconds. */
const at = (hours: number) => Math.floor(Date.now() / 1000) + 3600 * (hours + 1);

/** A table in a zone of a store, written straight to the tables (the stores module owns their API). */
async function table(tenantId: number, storeId: number, number = '12') {
  const zoneName = uniq('Terrace');
  const [zone] = await t.db.insert(storeZones).values({ tenantId, storeId, name: zoneName }).returning();
  const [tbl] = await t.db
    .insert(storeTables)
    .values({ tenantId, storeId, zoneId: zone.id, number, seats: 4, qrToken: randomBytes(16).toString('hex') })
    .returning();
  return { id: tbl.id, label: `${zoneName} / ${number}` };
}

async function shop() {
  const m = await merchant(t);
  const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['reservation'], name: 'Rui' });
  const create = (body: object, token = till.token) =>
    t.post<ReservationRow>(
      '/app/reservation/create',
      { clientId: clientId(), reservedAt: at(1), guests: 2, name: 'Lopez', ...body },
      { token },
    );
  return { ...m, till, create };
}

describe('making a reservation on the POS', () => {
  it('books a table of the till store with its label; a retried clientId answers the same reservation', async () => {
    const s = await shop();
    const tbl = await table(s.tenantId, s.storeA);
    const body = {
      clientId: clientId(),
      tableId: tbl.id,
      reservedAt: at(2),
      guests: 4,
      name: 'Maria Lopez',
      areaCode: '+34',
      phone: '0612345678',
      note: 'window',
    };
    const made = ok(await s.create(body));
    expect(made).toMatchObject({
      storeId: s.storeA,
      tableLabel: tbl.label,
      reservedAt: new Date(body.reservedAt * 1000).toISOString(),
      guests: 4,
      name: 'Maria Lopez',
      areaCode: '34',
      phone: '612345678',
      note: 'window',
      state: 'booked',
      staffName: 'Rui',
    });
    const again = ok(await s.create({ ...body, guests: 9, name: 'Changed' }));
    expect(again).toEqual(made);
    const listed = ok(await t.post<List>('/app/reservation/list', {}, { token: s.till.token }));
    expect(listed.total).toBe(1);
    // Without a table.
    expect(ok(await s.create({})).tableLabel).toBe('');
  });

  it("refuses another store's or tenant's table (2000), bad bodies (1001), no permission (20041)", async () => {
    const s = await shop();
    const other = await merchant(t);
    const inB = await table(s.tenantId, s.storeB);
    const foreign = await table(other.tenantId, other.storeA);
    expect((await s.create({ tableId: inB.id })).code).toBe(Err.TABLE_MISSING);
    expect((await s.create({ tableId: foreign.id })).code).toBe(Err.TABLE_MISSING);
    expect((await s.create({ guests: 0 })).code).toBe(Err.PARAM);
    expect((await s.create({ name: '' })).code).toBe(Err.PARAM);
    expect((await s.create({ clientId: 'nope' })).code).toBe(Err.PARAM);
    const seller = await newAppSession(t, s.tenantId, { storeId: s.storeA, permissions: ['sale'] });
    expect((await s.create({}, seller.token)).code).toBe(Err.NO_PERMISSION);
    expect((await s.create({}, s.token)).code).toBe(Err.NO_PERMISSION);
    expect(ok(await t.post<List>('/app/reservation/list', {}, { token: s.till.token })).total).toBe(0);
  });
});

describe('reservation states', () => {
  it('booked → arrived or cancelled only (else 1019); another store or tenant is missing (1019)', async () => {
    const s = await shop();
    const a = ok(await s.create({}));
    const b = ok(await s.create({}));
    const state = (id: number, to: string, token = s.till.token) =>
      t.post<ReservationRow>('/app/reservation/state', { id, state: to }, { token });
    expect((await state(a.id, 'booked')).code).toBe(Err.PARAM);
    expect(ok(await state(a.id, 'arrived')).state).toBe('arrived');
    expect((await state(a.id, 'cancelled')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect((await state(a.id, 'arrived')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await state(b.id, 'cancelled')).state).toBe('cancelled');
    expect((await state(b.id, 'arrived')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);

    const c = ok(await s.create({}));
    const inB = await newAppSession(t, s.tenantId, { storeId: s.storeB, permissions: ['reservation'] });
    expect((await state(c.id, 'arrived', inB.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const other = await merchant(t);
    const foreign = await newAppSession(t, other.tenantId, { storeId: other.storeA, permissions: ['reservation'] });
    expect((await state(c.id, 'arrived', foreign.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const seller = await newAppSession(t, s.tenantId, { storeId: s.storeA, permissions: ['sale'] });
    expect((await state(c.id, 'arrived', seller.token)).code).toBe(Err.NO_PERMISSION);
  });
});

describe('reservation lists', () => {
  it('the POS lists its till store soonest first; the back office its visible stores with filters', async () => {
    const s = await shop();
    const inBTill = await newAppSession(t, s.tenantId, { storeId: s.storeB, permissions: ['reservation'] });
    const late = ok(await s.create({ reservedAt: at(5), name: 'Late Larsen' }));
    const soon = ok(await s.create({ reservedAt: at(1), name: 'Soon Silva', phone: '600111222' }));
    const inB = ok(await s.create({ reservedAt: at(3), name: 'Bee Brown' }, inBTill.token));
    const other = await merchant(t);
    const foreignTill = await newAppSession(t, other.tenantId, { storeId: other.storeA, permissions: ['reservation'] });
    ok(await s.create({}, foreignTill.token));

    // Any app session lists (no reservation permission needed to see them).
    const seller = await newAppSession(t, s.tenantId, { storeId: s.storeA, permissions: ['sale'] });
    const pos = ok(await t.post<List>('/app/reservation/list', { storeId: s.storeB }, { token: seller.token }));
    expect(pos.list.map((r) => r.id)).toEqual([soon.id, late.id]);

    const all = ok(await t.post<List>('/sales/reservation/list', {}, { token: s.token }));
    expect(all.list.map((r) => r.id)).toEqual([late.id, inB.id, soon.id]);
    expect(all.list[0]).toMatchObject({ storeName: expect.any(String), staffName: 'Rui' });
    const soonest = ok(await t.post<List>('/sales/reservation/list', { sort: 'reservedAt' }, { token: s.token }));
    expect(soonest.list.map((r) => r.id)).toEqual([soon.id, inB.id, late.id]);
    const window = ok(
      await t.post<List>('/sales/reservation/list', { startTime: at(2), endTime: at(4) }, { token: s.token }),
    );
    expect(window.list.map((r) => r.id)).toEqual([inB.id]);
    const byPhone = ok(await t.post<List>('/sales/reservation/list', { keyword: '0111' }, { token: s.token }));
    expect(byPhone.list.map((r) => r.id)).toEqual([soon.id]);
    const byName = ok(await t.post<List>('/sales/reservation/list', { keyword: 'larsen' }, { token: s.token }));
    expect(byName.list.map((r) => r.id)).toEqual([late.id]);
    ok(await t.post('/app/reservation/state', { id: soon.id, state: 'arrived' }, { token: s.till.token }));
    const arrived = ok(await t.post<List>('/sales/reservation/list', { state: 'arrived' }, { token: s.token }));
    expect(arrived.list.map((r) => r.id)).toEqual([soon.id]);
    const paged = ok(await t.post<List>('/sales/reservation/list', { pageSize: 1, page: 2 }, { token: s.token }));
    expect(paged).toMatchObject({ total: 3, list: [expect.objectContaining({ id: inB.id })] });

    const bOnly = await newStaffSession(t, s.tenantId, { menuCodes: [1], storeIds: [s.storeB] });
    const scoped = ok(await t.post<List>('/sales/reservation/list', {}, { token: bOnly.token }));
    expect(scoped.list.map((r) => r.id)).toEqual([inB.id]);
    const noReports = await newStaffSession(t, s.tenantId, { menuCodes: [2] });
    expect((await t.post('/sales/reservation/list', {}, { token: noReports.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/sales/reservation/list', {}, { token: s.till.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/app/reservation/list', {}, { token: s.token })).code).toBe(Err.NO_PERMISSION);
  });

  it('keeps a store with reservations from being deleted (1016, usedBy reservations)', async () => {
    const s = await shop();
    const inBTill = await newAppSession(t, s.tenantId, { storeId: s.storeB, permissions: ['reservation'] });
    ok(await s.create({}, inBTill.token));
    const res = await t.post('/store/delete', { id: s.storeB }, { token: s.token });
    expect(res.code).toBe(Err.SHOP_IN_USE);
    expect(res.data).toEqual({ usedBy: 'reservations' });
  });
});
