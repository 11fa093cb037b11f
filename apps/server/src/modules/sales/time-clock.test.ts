import { Err, type TimeCardList } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import type { ClockCard } from './time-clock.service';

const t = await startTestApp();

describe('POS time clock', () => {
  it('clocks in and out, writing an app time card in the till store seen by the back office', async () => {
    const m = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeB, name: 'Clara Clock' });
    const started = ok(await t.post<ClockCard>('/app/clock/in', {}, { token: till.token }));
    expect(started).toMatchObject({ storeId: m.storeB, endAt: null });

    const running = ok(await t.post<TimeCardList>('/timeCard/list', { staffId: till.userId }, { token: m.token }));
    expect(running.list).toEqual([
      expect.objectContaining({
        id: started.id,
        storeId: m.storeB,
        staffId: till.userId,
        staffName: 'Clara Clock',
        startAt: started.startAt,
        endAt: null,
        hours: null,
        source: 'app',
      }),
    ]);

    const ended = ok(await t.post<ClockCard>('/app/clock/out', {}, { token: till.token }));
    expect(ended.id).toBe(started.id);
    expect(ended.endAt).not.toBeNull();
    expect(Date.parse(ended.endAt as string)).toBeGreaterThanOrEqual(Date.parse(started.startAt));
    const done = ok(await t.post<TimeCardList>('/timeCard/list', { staffId: till.userId }, { token: m.token }));
    expect(done.list[0]).toMatchObject({ id: started.id, endAt: ended.endAt, hours: '0.00', source: 'app' });

    // A new stretch of work is a new card.
    const again = ok(await t.post<ClockCard>('/app/clock/in', {}, { token: till.token }));
    expect(again.id).not.toBe(started.id);
  });

  it('clocking in twice answers 1004; out without being in answers 1019', async () => {
    const m = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA });
    expect((await t.post('/app/clock/out', {}, { token: till.token })).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    ok(await t.post('/app/clock/in', {}, { token: till.token }));
    expect((await t.post('/app/clock/in', {}, { token: till.token })).code).toBe(Err.ADDED_REPEATEDLY);
    // Signed in on a till of another store: still clocked in (once at a time, anywhere).
    const inB = await t.post<{ token: string }>('/app/login', {
      merchant: till.merchant,
      pin: till.pin,
      storeId: m.storeB,
    });
    expect((await t.post('/app/clock/in', {}, { token: inB.data.token })).code).toBe(Err.ADDED_REPEATEDLY);
    ok(await t.post('/app/clock/out', {}, { token: inB.data.token }));
    expect((await t.post('/app/clock/out', {}, { token: till.token })).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
  });

  it('is for POS app sessions only (20041 for a back-office session)', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [6] });
    expect((await t.post('/app/clock/in', {}, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/app/clock/out', {}, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
  });

  it("does not touch another tenant's staff: their clock is their own", async () => {
    const a = await merchant(t);
    const b = await merchant(t);
    const tillA = await newAppSession(t, a.tenantId, { storeId: a.storeA });
    const tillB = await newAppSession(t, b.tenantId, { storeId: b.storeA });
    ok(await t.post('/app/clock/in', {}, { token: tillA.token }));
    expect((await t.post('/app/clock/out', {}, { token: tillB.token })).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const seen = ok(await t.post<TimeCardList>('/timeCard/list', {}, { token: b.token }));
    expect(seen.total).toBe(0);
  });
});
