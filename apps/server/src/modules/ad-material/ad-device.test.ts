import { type AdRow, type DeviceAdPlayed, type DeviceAdSchedule, Err, type ListResult } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bossAppSession, merchant, newDeviceSession, ok, postFile, serviceCtx } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { adPlays, stores } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { fileStoreFor } from '../../platform/files';
import { createAdDeviceService } from './ad-device.service';
import { addAd, sample, upload } from './ad-material.test-support';

// What a customer display reads: the ads of its store playing now, their files, and the plays it reports. Only a
// customer display reaches these routes, and only its own store's ads.

const t = await startTestApp();

const schedule = (token: string) => t.post<DeviceAdSchedule>('/device/ad/schedule', {}, { token });
const played = (token: string, plays: unknown[]) => t.post<DeviceAdPlayed>('/device/ad/played', { plays }, { token });
const display = (token: string, storeId: number) => newDeviceSession(t, token, { storeId, kind: 'customer' });

describe('who reaches /device/ad/*', () => {
  it('refuses kitchen displays, kiosks, POS and back-office sessions (20041)', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const kitchen = await newDeviceSession(t, m.token, { storeId: m.storeA, kind: 'kitchen' });
    const kiosk = await newDeviceSession(t, m.token, { storeId: m.storeA, kind: 'kiosk' });
    const pos = await bossAppSession(t, m.tenantId, m.storeA);
    for (const token of [kitchen.token, kiosk.token, pos.token, m.token]) {
      expect((await schedule(token)).code).toBe(Err.NO_PERMISSION);
      expect((await t.post('/device/ad/file', { id: ad.id }, { token })).code).toBe(Err.NO_PERMISSION);
      expect((await played(token, [{ adId: ad.id, startedAt: 1_800_000_000, seconds: 5 }])).code).toBe(
        Err.NO_PERMISSION,
      );
    }
    expect((await schedule('')).code).not.toBe(200);
    expect(await t.db.select().from(adPlays).where(eq(adPlays.tenantId, m.tenantId))).toHaveLength(0);
  });
});

describe('the schedule of a display', () => {
  it('answers the ads of its store playing now, in sort order, with their file type and version', async () => {
    const m = await merchant(t);
    const second = await addAd(t, m.token, { storeIds: [m.storeA], sort: 2, durationSeconds: 7 });
    const first = await addAd(t, m.token, {
      type: 'video',
      storeIds: [m.storeA],
      sort: 1,
      file: upload(sample.webm()),
    });
    await addAd(t, m.token, { storeIds: [m.storeB] });
    const d = await display(m.token, m.storeA);
    const now = Math.floor(Date.now() / 1000);
    const s = ok(await schedule(d.token));
    expect(s.ads).toEqual([
      {
        id: first.id,
        name: first.name,
        type: 'video',
        contentType: 'video/webm',
        durationSeconds: 0,
        sort: 1,
        version: first.file.version,
      },
      {
        id: second.id,
        name: second.name,
        type: 'image',
        contentType: 'image/png',
        durationSeconds: 7,
        sort: 2,
        version: second.file.version,
      },
    ]);
    expect(s.nextChangeAt).toBeGreaterThan(now - 1);
    expect(s.nextChangeAt).toBeLessThanOrEqual(now + 24 * 3600 + 1);
  });

  it('leaves out frozen ads, ads of other stores, and ads outside their dates', async () => {
    const m = await merchant(t);
    const running = await addAd(t, m.token, { storeIds: [m.storeA], startDate: '2000-01-01', endDate: '2099-12-31' });
    const frozen = await addAd(t, m.token, { storeIds: [m.storeA] });
    ok(await t.post('/device/adMaterial/setStatus', { id: frozen.id, status: 'frozen' }, { token: m.token }));
    await addAd(t, m.token, { storeIds: [m.storeB] });
    await addAd(t, m.token, { storeIds: [m.storeA], startDate: '2099-01-01' });
    await addAd(t, m.token, { storeIds: [m.storeA], endDate: '2000-01-31' });
    const allDay = await addAd(t, m.token, {
      storeIds: [m.storeA],
      dayParts: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' }],
    });
    const d = await display(m.token, m.storeA);
    expect(ok(await schedule(d.token)).ads.map((a) => a.id)).toEqual([running.id, allDay.id]);
    // Unfrozen, it plays again at once.
    ok(await t.post('/device/adMaterial/setStatus', { id: frozen.id, status: 'normal' }, { token: m.token }));
    expect(ok(await schedule(d.token)).ads.map((a) => a.id)).toContain(frozen.id);
  });

  it('follows weekdays and parts of the day in the store’s time zone', async () => {
    const m = await merchant(t);
    await t.db
      .update(stores)
      .set({ timeZone: 'Asia/Tokyo' })
      .where(and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeA)));
    const lunch = await addAd(t, m.token, {
      storeIds: [m.storeA],
      dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }],
    });
    const weekend = await addAd(t, m.token, {
      storeIds: [m.storeA],
      dayParts: [{ weekdays: [6, 7], start: '00:00', end: '24:00' }],
    });
    const dated = await addAd(t, m.token, { storeIds: [m.storeA], startDate: '2026-06-02', endDate: '2026-06-02' });
    const d = await display(m.token, m.storeA);
    const svc = createAdDeviceService({ files: fileStoreFor('memory://') } as Deps);
    const ctx = serviceCtx(t, m.tenantId, 0, {
      sessionKind: 'device',
      storeIds: [m.storeA],
      device: { id: d.device.id, kind: 'customer', storeId: m.storeA },
    });
    const at = async (iso: string) => (await svc.schedule(ctx, new Date(iso))).ads.map((a) => a.id);
    // Monday 2026-06-01 in Tokyo (UTC+9): 11:00 local is 02:00 UTC.
    expect(await at('2026-06-01T01:59:59Z')).toEqual([]);
    expect(await at('2026-06-01T02:00:00Z')).toEqual([lunch.id]);
    expect(await at('2026-06-01T04:59:59Z')).toEqual([lunch.id]);
    expect(await at('2026-06-01T05:00:00Z')).toEqual([]);
    // Tuesday 2026-06-02 12:00 local: the lunch ad and the ad of that one date.
    expect(await at('2026-06-02T03:00:00Z')).toEqual([lunch.id, dated.id]);
    // Friday 23:30 UTC is Saturday 08:30 in Tokyo: the weekend ad.
    expect(await at('2026-06-05T23:30:00Z')).toEqual([weekend.id]);
    // Next change: at 10:00 local on a Monday, the lunch start at 11:00.
    const s = await svc.schedule(ctx, new Date('2026-06-01T01:00:00Z'));
    expect(s.nextChangeAt).toBe(Date.parse('2026-06-01T02:00:00Z') / 1000);
    // After the last edge of the day: local midnight.
    const late = await svc.schedule(ctx, new Date('2026-06-01T10:00:00Z'));
    expect(late.nextChangeAt).toBe(Date.parse('2026-06-01T15:00:00Z') / 1000);
  });
});

describe('the file of an ad', () => {
  it('answers its own store’s ad with its content type and nosniff; another store’s or tenant’s is missing', async () => {
    const m = await merchant(t);
    const bytes = sample.mp4(300);
    const ad = await addAd(t, m.token, { type: 'video', storeIds: [m.storeA], file: upload(bytes, 'clip.mp4') });
    const mine = await display(m.token, m.storeA);
    const res = await postFile(t, '/device/ad/file', { id: ad.id }, { token: mine.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const otherStore = await display(m.token, m.storeB);
    expect((await t.post('/device/ad/file', { id: ad.id }, { token: otherStore.token })).code).toBe(Err.NO_DATA);
    const other = await merchant(t);
    const foreign = await display(other.token, other.storeA);
    expect((await t.post('/device/ad/file', { id: ad.id }, { token: foreign.token })).code).toBe(Err.NO_DATA);
    // Frozen: off everywhere, the file too.
    ok(await t.post('/device/adMaterial/setStatus', { id: ad.id, status: 'frozen' }, { token: m.token }));
    expect((await t.post('/device/ad/file', { id: ad.id }, { token: mine.token })).code).toBe(Err.NO_DATA);
  });
});

describe('proof of play', () => {
  it('counts plays per ad, store and device; a resent batch counts once', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const d = await display(m.token, m.storeA);
    const batch = [
      { adId: ad.id, startedAt: 1_800_000_000, seconds: 10 },
      { adId: ad.id, startedAt: 1_800_000_010, seconds: 10 },
      { adId: ad.id, startedAt: 1_800_000_010, seconds: 10 },
    ];
    expect(ok(await played(d.token, batch)).recorded).toBe(2);
    expect(ok(await played(d.token, batch)).recorded).toBe(0);
    // Another display of the store playing at the same second is another play.
    const d2 = await display(m.token, m.storeA);
    expect(ok(await played(d2.token, batch.slice(0, 1))).recorded).toBe(1);
    const rows = await t.db.select().from(adPlays).where(eq(adPlays.tenantId, m.tenantId));
    expect(rows.map((r) => [r.storeId, r.deviceId]).sort()).toEqual(
      [
        [m.storeA, d.device.id],
        [m.storeA, d.device.id],
        [m.storeA, d2.device.id],
      ].sort(),
    );
    const listed = ok(await t.post<ListResult<AdRow>>('/device/adMaterial/list', {}, { token: m.token }));
    expect(listed.list[0]).toMatchObject({ plays: 3, playSeconds: 30 });
    // A period: from included, to excluded.
    const period = ok(
      await t.post<ListResult<AdRow>>(
        '/device/adMaterial/list',
        { playsFrom: 1_800_000_010, playsTo: 1_800_000_011 },
        { token: m.token },
      ),
    );
    expect(period.list[0].plays).toBe(1);
  });

  it('counts a batch resent 40 times in parallel once', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const d = await display(m.token, m.storeA);
    const batch = Array.from({ length: 20 }, (_, i) => ({
      adId: ad.id,
      startedAt: 1_800_000_000 + i * 30,
      seconds: 30,
    }));
    const replies = await Promise.all(Array.from({ length: 40 }, () => played(d.token, batch)));
    expect(replies.every((r) => r.code === 200)).toBe(true);
    expect(replies.reduce((n, r) => n + r.data.recorded, 0)).toBe(20);
    expect(await t.db.select().from(adPlays).where(eq(adPlays.tenantId, m.tenantId))).toHaveLength(20);
  });

  it('skips ads the merchant does not have; refuses more than 200 plays or bad values (1001)', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const foreignAd = await addAd(t, other.token, { storeIds: [other.storeA] });
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const d = await display(m.token, m.storeA);
    const res = ok(
      await played(d.token, [
        { adId: foreignAd.id, startedAt: 1_800_000_000, seconds: 5 },
        { adId: 9_999_999, startedAt: 1_800_000_000, seconds: 5 },
        { adId: ad.id, startedAt: 1_800_000_000, seconds: 5 },
      ]),
    );
    expect(res.recorded).toBe(1);
    expect(await t.db.select().from(adPlays).where(eq(adPlays.tenantId, other.tenantId))).toHaveLength(0);
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ adId: ad.id, startedAt: 1_700_000_000 + i, seconds: 1 }));
    expect((await played(d.token, tooMany)).code).toBe(Err.PARAM);
    expect((await played(d.token, [{ adId: ad.id, startedAt: -1, seconds: 1 }])).code).toBe(Err.PARAM);
    expect((await played(d.token, [{ adId: ad.id, startedAt: 1_800_000_000, seconds: 90_000 }])).code).toBe(Err.PARAM);
    expect(ok(await played(d.token, [])).recorded).toBe(0);
    expect(await t.db.select().from(adPlays).where(eq(adPlays.tenantId, m.tenantId))).toHaveLength(1);
  });

  it('keeps plays apart from a deleted ad: its plays go with it', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const d = await display(m.token, m.storeA);
    ok(await played(d.token, [{ adId: ad.id, startedAt: 1_800_000_000, seconds: 5 }]));
    ok(await t.post('/device/adMaterial/delete', { id: ad.id }, { token: m.token }));
    expect(await t.db.select().from(adPlays).where(eq(adPlays.tenantId, m.tenantId))).toHaveLength(0);
    expect(ok(await played(d.token, [{ adId: ad.id, startedAt: 1_800_000_100, seconds: 5 }])).recorded).toBe(0);
  });
});

describe('hostile bodies from a display', () => {
  it('answers 1001 (never 5xx) to malformed bodies', async () => {
    const m = await merchant(t);
    const d = await display(m.token, m.storeA);
    const bodies: [string, unknown][] = [
      ['/device/ad/file', { id: 'x' }],
      ['/device/ad/file', { id: Number.MAX_SAFE_INTEGER + 10 }],
      ['/device/ad/file', {}],
      ['/device/ad/played', { plays: 'all' }],
      ['/device/ad/played', { plays: [{ adId: 1, startedAt: 1e20, seconds: 1 }] }],
      ['/device/ad/played', { plays: [{ adId: -1, startedAt: 1, seconds: 1 }] }],
      ['/device/ad/played', { plays: [{ adId: 1, startedAt: 1, seconds: 1.5 }] }],
      ['/device/ad/played', { plays: [null] }],
    ];
    for (const [path, body] of bodies) {
      const res = await t.post(path, body, { token: d.token });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.code, `${path} ${JSON.stringify(body)}`).toBe(Err.PARAM);
    }
    // An id nobody has: missing.
    expect((await t.post('/device/ad/file', { id: 9_007_199_254_740_991 }, { token: d.token })).code).toBe(Err.NO_DATA);
  });
});
