import { randomBytes } from 'node:crypto';
import { type DepositDetail, Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, newProduct, ok } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { deposits, depositTakeOuts } from '../../db/schema';

const t = await startTestApp();

const clientId = () => `uuid_${randomBytes(4).toString('hex')}`;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** A deposit body with defaults: an item by name, 3 units, pick-up in a week. */
const depositBody = (over: Record<string, unknown> = {}) => ({
  clientId: clientId(),
  itemName: 'Whisky bottle',
  quantity: '3',
  pickupDeadline: inDays(7),
  depositor: 'Dana Drinker',
  ...over,
});

/** A merchant with a POS staff member holding 'deposit', signed in at store A. */
async function till(name = 'Till Tom') {
  const m = await merchant(t);
  const pos = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['deposit'], name });
  return { ...m, pos };
}

const create = (token: string, over: Record<string, unknown> = {}) =>
  t.post<DepositDetail>('/app/deposit/create', depositBody(over), { token });
const takeOut = (token: string, id: number, quantity: string, note?: string) =>
  t.post<DepositDetail>('/app/deposit/takeOut', { id, quantity, note }, { token });

/** Moves a deposit's pickup deadline into the past (it then shows as expired). */
async function expire(tenantId: number, id: number) {
  await t.db
    .update(deposits)
    .set({ pickupDeadline: new Date(Date.now() - 60_000) })
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.id, id)));
}

describe('creating a deposit on the POS', () => {
  it('writes every §3 field at the till store and staff, numbered J + day + id, state depositing', async () => {
    const m = await till();
    const productId = await newProduct(t, m.token, [m.storeA], { name: 'Single malt 12y' });
    const deadline = inDays(30);
    const res = await create(m.pos.token, {
      itemName: undefined,
      productId,
      orderNumber: 'R-1001',
      quantity: '2.5',
      pickupDeadline: deadline,
      areaCode: '+44',
      phone: '07700900555',
      address: '1 Quay Street',
      notes: 'Top shelf',
    });
    const dep = ok(res);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(dep).toMatchObject({
      number: `J${day}-${dep.id}`,
      orderNumber: 'R-1001',
      itemName: 'Single malt 12y',
      quantity: '2.5000',
      takenQuantity: '0.0000',
      remaining: '2.5000',
      pickupDeadline: new Date(deadline * 1000).toISOString(),
      depositor: 'Dana Drinker',
      areaCode: '44',
      phone: '7700900555',
      address: '1 Quay Street',
      notes: 'Top shelf',
      state: 'depositing',
      staffName: 'Till Tom',
      storeId: m.storeA,
      takeOuts: [],
    });
    expect(ok(await t.post('/app/deposit/detail', { id: dep.id }, { token: m.pos.token }))).toEqual(dep);
    expect(ok(await t.post('/deposit/detail', { id: dep.id }, { token: m.token }))).toEqual(dep);
  });

  it('keeps a written item name over the product’s name', async () => {
    const m = await till();
    const productId = await newProduct(t, m.token, [m.storeA]);
    const dep = ok(await create(m.pos.token, { productId, itemName: 'Half bottle of it' }));
    expect(dep.itemName).toBe('Half bottle of it');
  });

  it('refuses a product not sold in the till store or of another merchant (20075)', async () => {
    const m = await till();
    const other = await merchant(t);
    const elsewhere = await newProduct(t, m.token, [m.storeB]);
    const foreign = await newProduct(t, other.token, [other.storeA]);
    for (const productId of [elsewhere, foreign, 999_999_999]) {
      expect((await create(m.pos.token, { productId })).code).toBe(Err.PRODUCT_MISSING);
      expect((await create(m.pos.token, { productId, itemName: undefined })).code).toBe(Err.PRODUCT_MISSING);
    }
    expect(await t.db.select().from(deposits).where(eq(deposits.tenantId, m.tenantId))).toHaveLength(0);
  });

  it('refuses neither product nor item name, a past deadline and bad quantities (1001)', async () => {
    const m = await till();
    const none = await create(m.pos.token, { itemName: undefined });
    expect(none.code).toBe(Err.PARAM);
    expect(none.data).toMatchObject({ issues: [{ path: 'itemName' }] });
    const blank = await create(m.pos.token, { itemName: '   ' });
    expect(blank.code).toBe(Err.PARAM);
    const past = await create(m.pos.token, { pickupDeadline: inDays(-1) });
    expect(past.code).toBe(Err.PARAM);
    expect(past.data).toMatchObject({ issues: [{ path: 'pickupDeadline' }] });
    expect((await create(m.pos.token, { pickupDeadline: Math.floor(Date.now() / 1000) - 1 })).code).toBe(Err.PARAM);
    for (const quantity of ['0', '-1', 'abc']) expect((await create(m.pos.token, { quantity })).code).toBe(Err.PARAM);
    expect((await create(m.pos.token, { depositor: '' })).code).toBe(Err.PARAM);
    expect((await create(m.pos.token, { clientId: 'not-a-client-id' })).code).toBe(Err.PARAM);
    expect(await t.db.select().from(deposits).where(eq(deposits.tenantId, m.tenantId))).toHaveLength(0);
  });

  it('is idempotent on clientId: a resend answers the first deposit and writes nothing more', async () => {
    const m = await till();
    const body = depositBody();
    const first = ok(await t.post<DepositDetail>('/app/deposit/create', body, { token: m.pos.token }));
    const again = ok(
      await t.post<DepositDetail>('/app/deposit/create', { ...body, quantity: '9' }, { token: m.pos.token }),
    );
    expect(again).toEqual(first);
    // Sent twice at once: still one deposit.
    const racing = depositBody();
    const both = await Promise.all([0, 1].map(() => t.post<DepositDetail>('/app/deposit/create', racing, m.pos)));
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    expect(both[0].data.id).toBe(both[1].data.id);
    expect(await t.db.select().from(deposits).where(eq(deposits.tenantId, m.tenantId))).toHaveLength(2);
  });
});

describe('taking out', () => {
  it('moves depositing → partial → completed, recording each take-out with its staff member and note', async () => {
    const m = await till('Till Tina');
    const dep = ok(await create(m.pos.token, { quantity: '5' }));
    const part = ok(await takeOut(m.pos.token, dep.id, '2', 'first glass'));
    expect(part).toMatchObject({ state: 'partial', takenQuantity: '2.0000', remaining: '3.0000' });
    expect(part.takeOuts).toEqual([
      { quantity: '2.0000', note: 'first glass', staffName: 'Till Tina', takenAt: expect.any(String) },
    ]);
    const still = ok(await takeOut(m.pos.token, dep.id, '1.5'));
    expect(still).toMatchObject({ state: 'partial', remaining: '1.5000' });
    const done = ok(await takeOut(m.pos.token, dep.id, '1.5'));
    expect(done).toMatchObject({ state: 'completed', takenQuantity: '5.0000', remaining: '0.0000' });
    expect(done.takeOuts.map((x) => x.quantity)).toEqual(['2.0000', '1.5000', '1.5000']);
    // A completed deposit takes no more (1019), even a deadline passing does not make it expired.
    expect((await takeOut(m.pos.token, dep.id, '1')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    await expire(m.tenantId, dep.id);
    expect(ok(await t.post<DepositDetail>('/deposit/detail', { id: dep.id }, { token: m.token })).state).toBe(
      'completed',
    );
  });

  it('takes everything at once straight to completed', async () => {
    const m = await till();
    const dep = ok(await create(m.pos.token, { quantity: '3' }));
    expect(ok(await takeOut(m.pos.token, dep.id, '3')).state).toBe('completed');
  });

  it('refuses more than what is left (1018) and writes nothing', async () => {
    const m = await till();
    const dep = ok(await create(m.pos.token, { quantity: '3' }));
    expect((await takeOut(m.pos.token, dep.id, '3.0001')).code).toBe(Err.QUANTITY_LIMIT_EXCEEDED);
    ok(await takeOut(m.pos.token, dep.id, '2'));
    expect((await takeOut(m.pos.token, dep.id, '1.5')).code).toBe(Err.QUANTITY_LIMIT_EXCEEDED);
    const detail = ok(await t.post<DepositDetail>('/app/deposit/detail', { id: dep.id }, { token: m.pos.token }));
    expect(detail).toMatchObject({ state: 'partial', takenQuantity: '2.0000' });
    expect(detail.takeOuts).toHaveLength(1);
    expect((await takeOut(m.pos.token, dep.id, '0')).code).toBe(Err.PARAM);
  });

  it('refuses an expired deposit (1019), shown as expired; depositing and partial ones both expire', async () => {
    const m = await till();
    const fresh = ok(await create(m.pos.token));
    const part = ok(await create(m.pos.token));
    ok(await takeOut(m.pos.token, part.id, '1'));
    await expire(m.tenantId, fresh.id);
    await expire(m.tenantId, part.id);
    for (const id of [fresh.id, part.id]) {
      expect((await takeOut(m.pos.token, id, '1')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
      expect(ok(await t.post<DepositDetail>('/app/deposit/detail', { id }, { token: m.pos.token })).state).toBe(
        'expired',
      );
    }
    const [stored] = await t.db.select({ state: deposits.state }).from(deposits).where(eq(deposits.id, part.id));
    expect(stored.state).toBe('partial');
  });

  it('two take-outs at once cannot overdraw: one passes, the other answers 1018', async () => {
    const m = await till();
    const dep = ok(await create(m.pos.token, { quantity: '5' }));
    const both = await Promise.all([takeOut(m.pos.token, dep.id, '3'), takeOut(m.pos.token, dep.id, '3')]);
    expect(both.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, Err.QUANTITY_LIMIT_EXCEEDED]);
    const rows = await t.db
      .select()
      .from(depositTakeOuts)
      .where(and(eq(depositTakeOuts.tenantId, m.tenantId), eq(depositTakeOuts.depositId, dep.id)));
    expect(rows).toHaveLength(1);
    const [stored] = await t.db.select().from(deposits).where(eq(deposits.id, dep.id));
    expect(stored).toMatchObject({ takenQuantity: '3.0000', state: 'partial' });
  });

  it('answers 1019 for a missing deposit, another merchant’s, or one of another store than the till’s', async () => {
    const m = await till();
    const other = await till();
    const theirs = ok(await create(other.pos.token));
    const atB = await newAppSession(t, m.tenantId, { storeId: m.storeB, permissions: ['deposit'] });
    const storeB = ok(await create(atB.token));
    for (const id of [theirs.id, storeB.id, 999_999_999]) {
      expect((await takeOut(m.pos.token, id, '1')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
      expect((await t.post('/app/deposit/detail', { id }, { token: m.pos.token })).code).toBe(
        Err.RECORD_MISSING_OR_COMPLETED,
      );
    }
    const [untouched] = await t.db.select().from(deposits).where(eq(deposits.id, theirs.id));
    expect(untouched.takenQuantity).toBe('0.0000');
  });
});

describe('the POS list', () => {
  it('lists the till store’s deposits only, with the back-office filters', async () => {
    const m = await till();
    const a1 = ok(await create(m.pos.token, { depositor: 'Alice Able' }));
    const a2 = ok(await create(m.pos.token, { depositor: 'Bruno Bell' }));
    ok(await takeOut(m.pos.token, a2.id, '1'));
    const atB = await newAppSession(t, m.tenantId, { storeId: m.storeB, permissions: ['deposit'] });
    ok(await create(atB.token));
    const res = ok(await t.post<{ list: { id: number }[]; total: number }>('/app/deposit/list', {}, m.pos));
    expect(res.total).toBe(2);
    expect(res.list.map((r) => r.id)).toEqual([a2.id, a1.id]);
    const partial = ok(await t.post<{ list: { id: number }[] }>('/app/deposit/list', { state: 'partial' }, m.pos));
    expect(partial.list.map((r) => r.id)).toEqual([a2.id]);
    const kw = ok(await t.post<{ list: { id: number }[] }>('/app/deposit/list', { keyword: 'able' }, m.pos));
    expect(kw.list.map((r) => r.id)).toEqual([a1.id]);
    // Asking for another store shows nothing of it.
    const b = ok(await t.post<{ total: number }>('/app/deposit/list', { storeId: m.storeB }, m.pos));
    expect(b.total).toBe(0);
  });
});
