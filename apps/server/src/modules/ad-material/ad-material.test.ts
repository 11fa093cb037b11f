import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdRow, type AdStorePlays, adMaxBytes, Err, type ListResult } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { merchant, newDeviceSession, ok, postFile, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { adMaterials } from '../../db/schema';
import { addAd, sample, saveAd, upload } from './ad-material.test-support';

// Ad material in the back office: the rules of §5 (file per type, file required, names unique, at least one store),
// freeze and delete, the file answered back, the store scoping and the tenant boundary.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tb-ads-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const t = await startTestApp({ config: { dataDir } });

/** The files stored for a merchant (local folder of the test). */
const storedFiles = async (tenantId: number) =>
  fs.readdir(path.join(dataDir, 'uploads', String(tenantId))).catch(() => []);
const rowsOf = (tenantId: number) => t.db.select().from(adMaterials).where(eq(adMaterials.tenantId, tenantId));
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post<ListResult<AdRow>>('/device/adMaterial/list', body, { token });

describe('saving an ad', () => {
  it('stores an ad with its schedule and file, typed by content, and lists it', async () => {
    const m = await merchant(t);
    const png = sample.png(500);
    const ad = await addAd(t, m.token, {
      name: 'Lunch menu',
      publisher: 'Head office',
      slot: 'Left',
      size: '1920x1080',
      memo: 'summer',
      storeIds: [m.storeA],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }],
      sort: 3,
      durationSeconds: 8,
      file: upload(png, '../../etc/<b>"menu".png'),
    });
    expect(ad).toMatchObject({
      name: 'Lunch menu',
      publisher: 'Head office',
      type: 'image',
      status: 'normal',
      storeIds: [m.storeA],
      startDate: '2026-01-01',
      dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }],
      sort: 3,
      durationSeconds: 8,
      file: { name: 'bmenu.png', contentType: 'image/png', bytes: 500 },
      plays: 0,
    });
    const page = ok(await list(m.token));
    expect(page.list.map((r) => r.id)).toEqual([ad.id]);
    expect(await storedFiles(m.tenantId)).toHaveLength(1);

    const file = await postFile(t, '/device/adMaterial/file', { id: ad.id }, { token: m.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    ['video', 'video/mp4', sample.mp4()],
    ['video', 'video/webm', sample.webm()],
    ['audio', 'audio/mpeg', sample.mp3()],
    ['audio', 'audio/mpeg', sample.mp3Frame()],
    ['audio', 'audio/ogg', sample.ogg()],
    ['audio', 'audio/wav', sample.wav()],
    ['audio', 'audio/mp4', sample.m4a()],
    ['image', 'image/jpeg', sample.jpeg()],
    ['image', 'image/gif', sample.gif()],
    ['image', 'image/webp', sample.webp()],
    ['logo', 'image/png', sample.png()],
    ['logo', 'image/jpeg', sample.jpeg()],
    ['logo', 'image/webp', sample.webp()],
  ] as const)('takes a %s file read as %s', async (type, contentType, bytes) => {
    const m = await merchant(t);
    // The name and extension say nothing: the bytes decide.
    const ad = await addAd(t, m.token, { type, storeIds: [m.storeA], file: upload(bytes, 'whatever.txt') });
    expect(ad.file.contentType).toBe(contentType);
  });

  it.each([
    ['image', 'an mp4', sample.mp4()],
    ['video', 'a png', sample.png()],
    ['video', 'a QuickTime movie', sample.mov()],
    ['audio', 'an mp4 video', sample.mp4()],
    ['logo', 'a gif', sample.gif()],
    ['image', 'an SVG', sample.svg()],
    ['logo', 'an SVG', sample.svg()],
    ['image', 'an HTML page', sample.html()],
    ['video', 'an HTML page', sample.html()],
    ['image', 'plain text', Buffer.from('plain text, named picture.png')],
  ] as const)('refuses for a %s ad %s (20094), leaving nothing', async (type, _what, bytes) => {
    const m = await merchant(t);
    const res = await saveAd(t, m.token, { type, storeIds: [m.storeA], file: upload(bytes, 'picture.png') });
    expect(res.code).toBe(Err.FILE_FORMAT_WRONG);
    expect(await rowsOf(m.tenantId)).toHaveLength(0);
    expect(await storedFiles(m.tenantId)).toHaveLength(0);
  });

  it.each(['video', 'audio', 'image', 'logo'] as const)('holds the %s size limit of §5 to the byte', async (type) => {
    const m = await merchant(t);
    const make = { video: sample.mp4, audio: sample.mp3, image: sample.png, logo: sample.png }[type];
    const over = await saveAd(t, m.token, { type, storeIds: [m.storeA], file: upload(make(adMaxBytes(type) + 1)) });
    expect(over.code).toBe(Err.PARAM);
    expect(JSON.stringify(over.data)).toContain('file.base64');
    expect(await rowsOf(m.tenantId)).toHaveLength(0);
    expect(await storedFiles(m.tenantId)).toHaveLength(0);
    const exact = ok(await saveAd(t, m.token, { type, storeIds: [m.storeA], file: upload(make(adMaxBytes(type))) }));
    expect(exact.file.bytes).toBe(adMaxBytes(type));
  });

  it('requires the file of a new ad (10197), refuses an empty or broken one (20099)', async () => {
    const m = await merchant(t);
    expect((await saveAd(t, m.token, { storeIds: [m.storeA], file: undefined })).code).toBe(Err.EMPTY_OR_MISSING);
    expect((await saveAd(t, m.token, { storeIds: [m.storeA], file: upload(Buffer.alloc(0)) })).code).toBe(
      Err.FILE_CONTENT_ERROR,
    );
    const broken = await saveAd(t, m.token, { storeIds: [m.storeA], file: { name: 'a.png', base64: '@@@@' } });
    expect(broken.code).toBe(Err.FILE_CONTENT_ERROR);
    expect(await rowsOf(m.tenantId)).toHaveLength(0);
  });

  it('needs a store (20076), of the merchant (20037), and a valid schedule (1001)', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    expect((await saveAd(t, m.token, { storeIds: [] })).code).toBe(Err.STORE_EMPTY);
    expect((await saveAd(t, m.token, { storeIds: [other.storeA] })).code).toBe(Err.NO_DATA);
    const dates = await saveAd(t, m.token, { storeIds: [m.storeA], startDate: '2026-05-02', endDate: '2026-05-01' });
    expect(dates.code).toBe(Err.PARAM);
    const part = await saveAd(t, m.token, {
      storeIds: [m.storeA],
      dayParts: [{ weekdays: [1], start: '14:00', end: '11:00' }],
    });
    expect(part.code).toBe(Err.PARAM);
    const weekday = await saveAd(t, m.token, {
      storeIds: [m.storeA],
      dayParts: [{ weekdays: [8], start: '01:00', end: '02:00' }],
    });
    expect(weekday.code).toBe(Err.PARAM);
    expect(await rowsOf(m.tenantId)).toHaveLength(0);
    expect(await storedFiles(m.tenantId)).toHaveLength(0);
  });

  it('keeps names unique per merchant, in any case (1003), leaving no second file', async () => {
    const m = await merchant(t);
    const name = uniq('Promo');
    await addAd(t, m.token, { name, storeIds: [m.storeA] });
    const again = await saveAd(t, m.token, { name: name.toUpperCase(), storeIds: [m.storeB] });
    expect(again.code).toBe(Err.CODE_REPEATED);
    expect(await storedFiles(m.tenantId)).toHaveLength(1);
    // Another merchant may use the name.
    const other = await merchant(t);
    ok(await saveAd(t, other.token, { name, storeIds: [other.storeA] }));
  });

  it('holds unique names under 40 parallel saves of one name', async () => {
    const m = await merchant(t);
    const name = uniq('Race');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => saveAd(t, m.token, { name, storeIds: [m.storeA] })),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === Err.CODE_REPEATED)).toBe(true);
    expect(await rowsOf(m.tenantId)).toHaveLength(1);
    expect(await storedFiles(m.tenantId)).toHaveLength(1);
  });

  it('edits an ad: keeps its file without one, replaces it with one (the old file goes)', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const renamed = ok(
      await saveAd(t, m.token, { id: ad.id, name: 'Renamed', storeIds: [m.storeA, m.storeB], file: undefined }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', storeIds: [m.storeA, m.storeB], file: ad.file });
    const replaced = ok(
      await saveAd(t, m.token, { id: ad.id, name: 'Renamed', storeIds: [m.storeA], file: upload(sample.jpeg()) }),
    );
    expect(replaced.file.contentType).toBe('image/jpeg');
    expect(replaced.file.version).not.toBe(ad.file.version);
    expect(await storedFiles(m.tenantId)).toHaveLength(1);
    // A new type whose format the kept file is not: 20094, nothing changed.
    const typed = await saveAd(t, m.token, {
      id: ad.id,
      name: 'Renamed',
      type: 'video',
      storeIds: [m.storeA],
      file: undefined,
    });
    expect(typed.code).toBe(Err.FILE_FORMAT_WRONG);
    expect(ok(await t.post<AdRow>('/device/adMaterial/detail', { id: ad.id }, { token: m.token })).type).toBe('image');
  });

  it('a refused edit with a new file leaves the old file and row as they were', async () => {
    const m = await merchant(t);
    const first = await addAd(t, m.token, { storeIds: [m.storeA] });
    const second = await addAd(t, m.token, { storeIds: [m.storeA] });
    const clash = await saveAd(t, m.token, {
      id: second.id,
      name: first.name,
      storeIds: [m.storeA],
      file: upload(sample.gif()),
    });
    expect(clash.code).toBe(Err.CODE_REPEATED);
    expect(await storedFiles(m.tenantId)).toHaveLength(2);
    const after = ok(await t.post<AdRow>('/device/adMaterial/detail', { id: second.id }, { token: m.token }));
    expect(after.file).toEqual(second.file);
  });
});

describe('freeze and delete', () => {
  it('freezes and unfreezes; filters by type, store and status', async () => {
    const m = await merchant(t);
    const a = await addAd(t, m.token, { storeIds: [m.storeA] });
    const b = await addAd(t, m.token, { type: 'video', storeIds: [m.storeB], file: upload(sample.mp4()) });
    const frozen = ok(
      await t.post<AdRow>('/device/adMaterial/setStatus', { id: a.id, status: 'frozen' }, { token: m.token }),
    );
    expect(frozen.status).toBe('frozen');
    const ids = async (body: Record<string, unknown>) => ok(await list(m.token, body)).list.map((r) => r.id);
    expect(await ids({ status: 'frozen' })).toEqual([a.id]);
    expect(await ids({ status: 'normal' })).toEqual([b.id]);
    expect(await ids({ type: 'video' })).toEqual([b.id]);
    expect(await ids({ storeId: m.storeA })).toEqual([a.id]);
    expect(await ids({ name: a.name })).toEqual([a.id]);
    expect(ok(await list(m.token, { pageSize: 1 })).total).toBe(2);
    ok(await t.post('/device/adMaterial/setStatus', { id: a.id, status: 'normal' }, { token: m.token }));
    expect(await ids({ status: 'frozen' })).toEqual([]);
  });

  it('deletes an ad with its file; a second delete answers 20037', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    expect(ok(await t.post('/device/adMaterial/delete', { id: ad.id }, { token: m.token }))).toBeNull();
    expect(await rowsOf(m.tenantId)).toHaveLength(0);
    expect(await storedFiles(m.tenantId)).toHaveLength(0);
    expect((await t.post('/device/adMaterial/delete', { id: ad.id }, { token: m.token })).code).toBe(Err.NO_DATA);
  });
});

describe('who may see and change ads', () => {
  it('refuses sessions without the devices menu, POS and device sessions (20041)', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1] });
    const display = await newDeviceSession(t, m.token, { storeId: m.storeA, kind: 'customer' });
    for (const token of [noMenu.token, display.token]) {
      expect((await list(token)).code).toBe(Err.NO_PERMISSION);
      expect((await saveAd(t, token, { storeIds: [m.storeA] })).code).toBe(Err.NO_PERMISSION);
      expect((await t.post('/device/adMaterial/file', { id: ad.id }, { token })).code).toBe(Err.NO_PERMISSION);
      expect((await t.post('/device/adMaterial/delete', { id: ad.id }, { token })).code).toBe(Err.NO_PERMISSION);
    }
    expect(await rowsOf(m.tenantId)).toHaveLength(1);
  });

  it('answers another merchant’s ad as missing (20037) everywhere', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA] });
    const other = await merchant(t);
    expect(ok(await list(other.token)).total).toBe(0);
    for (const p of ['detail', 'file', 'delete', 'plays']) {
      expect((await t.post(`/device/adMaterial/${p}`, { id: ad.id }, { token: other.token })).code).toBe(Err.NO_DATA);
    }
    expect(
      (await t.post('/device/adMaterial/setStatus', { id: ad.id, status: 'frozen' }, { token: other.token })).code,
    ).toBe(Err.NO_DATA);
    expect((await saveAd(t, other.token, { id: ad.id, storeIds: [other.storeA] })).code).toBe(Err.NO_DATA);
    expect((await rowsOf(m.tenantId))[0].status).toBe('normal');
  });

  it('a staff member bound to a store sees and changes only the ads of their stores', async () => {
    const m = await merchant(t);
    const inA = await addAd(t, m.token, { storeIds: [m.storeA] });
    const inB = await addAd(t, m.token, { storeIds: [m.storeB] });
    const both = await addAd(t, m.token, { storeIds: [m.storeA, m.storeB] });
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [123], storeIds: [m.storeA] });
    const seen = ok(await list(staff.token));
    expect(seen.list.map((r) => r.id).sort()).toEqual([inA.id, both.id].sort());
    // The ad of both stores shows only the store the staff member sees.
    expect(seen.list.find((r) => r.id === both.id)?.storeIds).toEqual([m.storeA]);
    expect(ok(await list(staff.token, { storeId: m.storeB })).total).toBe(0);
    // Store B's ad is missing to them; the shared one may not be changed (20041).
    expect((await t.post('/device/adMaterial/detail', { id: inB.id }, { token: staff.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/device/adMaterial/file', { id: inB.id }, { token: staff.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/device/adMaterial/delete', { id: both.id }, { token: staff.token })).code).toBe(
      Err.NO_PERMISSION,
    );
    expect(
      (await t.post('/device/adMaterial/setStatus', { id: both.id, status: 'frozen' }, { token: staff.token })).code,
    ).toBe(Err.NO_PERMISSION);
    expect(
      (await saveAd(t, staff.token, { id: both.id, name: both.name, storeIds: [m.storeA], file: undefined })).code,
    ).toBe(Err.NO_PERMISSION);
    // Nor may they put an ad in a store they do not see (20037).
    expect((await saveAd(t, staff.token, { storeIds: [m.storeB] })).code).toBe(Err.NO_DATA);
    // Their own store's ad is theirs to change.
    ok(await t.post('/device/adMaterial/setStatus', { id: inA.id, status: 'frozen' }, { token: staff.token }));
    ok(await t.post('/device/adMaterial/delete', { id: inA.id }, { token: staff.token }));
    const [shared] = await t.db
      .select()
      .from(adMaterials)
      .where(and(eq(adMaterials.tenantId, m.tenantId), eq(adMaterials.id, both.id)));
    expect(shared.status).toBe('normal');
  });

  it('shows plays per store only for the stores the caller sees', async () => {
    const m = await merchant(t);
    const ad = await addAd(t, m.token, { storeIds: [m.storeA, m.storeB] });
    for (const storeId of [m.storeA, m.storeB]) {
      const d = await newDeviceSession(t, m.token, { storeId, kind: 'customer' });
      ok(
        await t.post(
          '/device/ad/played',
          { plays: [{ adId: ad.id, startedAt: 1_800_000_000, seconds: 10 }] },
          { token: d.token },
        ),
      );
    }
    const all = ok(await t.post<AdStorePlays[]>('/device/adMaterial/plays', { id: ad.id }, { token: m.token }));
    expect(all.map((p) => [p.storeId, p.plays, p.seconds])).toEqual([
      [m.storeA, 1, 10],
      [m.storeB, 1, 10],
    ]);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [123], storeIds: [m.storeA] });
    const mine = ok(await t.post<AdStorePlays[]>('/device/adMaterial/plays', { id: ad.id }, { token: staff.token }));
    expect(mine.map((p) => p.storeId)).toEqual([m.storeA]);
    expect(ok(await list(staff.token)).list[0].plays).toBe(1);
    expect(ok(await list(m.token)).list[0].plays).toBe(2);
  });
});
