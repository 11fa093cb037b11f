import { Err, type MemberRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { newMember, serviceCtx, uniquePhone } from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { changeCredit } from '../../ledgers/member-ledger';

const t = await startTestApp();
type List = { list: MemberRow[]; total: number };

describe('member save, detail, delete', () => {
  it('creates a member with every §3 field, phone stripped, e-mail lower-cased, balances at zero', async () => {
    const boss = await newTenant(t);
    const res = await t.post<MemberRow>(
      '/member/save',
      {
        name: ' Lena Lopez ',
        email: 'Lena@Example.TEST',
        areaCode: '+34',
        phone: '00612345678',
        address: 'Calle Mayor 1',
        city: 'Madrid',
        district: 'Centro',
        province: 'Madrid',
        postalCode: '28013',
        country: 'Spain',
        customerCode: 'C-001',
        onCredit: true,
        creditLimit: '150.5',
        notes: 'Prefers oat milk',
      },
      { token: boss.token },
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Lena Lopez',
      email: 'lena@example.test',
      areaCode: '34',
      phone: '612345678',
      customerCode: 'C-001',
      onCredit: true,
      creditLimit: '150.5000',
      pointsBalance: '0.0000',
      creditBalance: '0.0000',
      totalVisits: 0,
      totalSpent: '0.0000',
      firstVisitAt: null,
      lastVisitAt: null,
    });
    const detail = await t.post<MemberRow>('/member/detail', { id: res.data.id }, { token: boss.token });
    expect(detail.data).toEqual(res.data);
  });

  it('edits a member; phone taken answers 1020, customer code taken (any case) 1003', async () => {
    const boss = await newTenant(t);
    const a = await newMember(t, boss.token, { customerCode: 'VIP-1' });
    const b = await newMember(t, boss.token);
    const taken = await t.post('/member/save', { name: 'X', phone: a.phone }, { token: boss.token });
    expect(taken.code).toBe(Err.PHONE_REPEATED);
    const code = await t.post(
      '/member/save',
      { name: 'X', phone: uniquePhone(), customerCode: 'vip-1' },
      { token: boss.token },
    );
    expect(code.code).toBe(Err.CODE_REPEATED);
    const edit = await t.post<MemberRow>(
      '/member/save',
      { id: b.id, name: 'Bea', phone: b.phone, customerCode: 'VIP-2' },
      { token: boss.token },
    );
    expect(edit.code).toBe(200);
    expect(edit.data).toMatchObject({ id: b.id, name: 'Bea', customerCode: 'VIP-2' });
    expect((await t.post('/member/save', { id: b.id, name: 'Bea', phone: a.phone }, { token: boss.token })).code).toBe(
      Err.PHONE_REPEATED,
    );
    // Keeping one's own phone and code is no conflict.
    expect(
      (
        await t.post(
          '/member/save',
          { id: a.id, name: 'Al', phone: a.phone, customerCode: 'VIP-1' },
          { token: boss.token },
        )
      ).code,
    ).toBe(200);
    // The same phone in another merchant is fine.
    const other = await newTenant(t);
    expect((await t.post('/member/save', { name: 'Y', phone: a.phone }, { token: other.token })).code).toBe(200);
  });

  it('answers the rules’ codes: e-mail 20002, phone 20005/20006, area code 20035, name and limit 1001', async () => {
    const boss = await newTenant(t);
    const save = (b: Record<string, unknown>) =>
      t.post('/member/save', { name: 'Zed', phone: uniquePhone(), ...b }, { token: boss.token });
    expect((await save({ email: 'not-an-email' })).code).toBe(Err.EMAIL_FORMAT);
    expect((await save({ email: '' })).code).toBe(200);
    expect((await save({ phone: '' })).code).toBe(Err.MOBILE_EMPTY);
    expect((await save({ phone: '12ab' })).code).toBe(Err.MOBILE_FORMAT);
    expect((await save({ areaCode: '12345' })).code).toBe(Err.AREA_CODE_WRONG);
    expect((await save({ name: ' ' })).code).toBe(Err.PARAM);
    expect((await save({ name: 'x'.repeat(51) })).code).toBe(Err.PARAM);
    expect((await save({ creditLimit: '-1' })).code).toBe(Err.PARAM);
    expect((await save({ creditLimit: '1.23456' })).code).toBe(Err.PARAM);
    expect((await save({ customerCode: 'x'.repeat(21) })).code).toBe(Err.PARAM);
  });

  it('deletes a member with its history; a missing or foreign member answers 20104', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token);
    await t.post('/member/points/adjust', { memberId: m.id, delta: '5', reason: 'welcome' }, { token: boss.token });
    expect((await t.post('/member/delete', { id: m.id }, { token: boss.token })).code).toBe(200);
    expect((await t.post('/member/detail', { id: m.id }, { token: boss.token })).code).toBe(Err.MEMBER_MISSING);
    expect((await t.post('/member/delete', { id: m.id }, { token: boss.token })).code).toBe(Err.MEMBER_MISSING);
    expect(
      (await t.post('/member/save', { id: m.id, name: 'A', phone: uniquePhone() }, { token: boss.token })).code,
    ).toBe(Err.MEMBER_MISSING);
  });

  it('refuses to delete a member who owes money on credit (20055) until it is repaid', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token, { onCredit: true, creditLimit: '100' });
    await changeCredit(serviceCtx(t, boss.user.tenantId, boss.user.id), m.id, {
      delta: new Decimal(30),
      kind: 'creditSale',
    });
    expect((await t.post('/member/delete', { id: m.id }, { token: boss.token })).code).toBe(Err.CANNOT_DELETE);
    expect((await t.post('/member/detail', { id: m.id }, { token: boss.token })).code).toBe(200);
    const repaid = await t.post('/member/credit/repay', { memberId: m.id, amount: '30' }, { token: boss.token });
    expect(repaid.code).toBe(200);
    expect((await t.post('/member/delete', { id: m.id }, { token: boss.token })).code).toBe(200);
  });
});

describe('member list and export', () => {
  it('searches by name, phone, e-mail and customer code, filters and pages in SQL', async () => {
    const boss = await newTenant(t);
    const ann = await newMember(t, boss.token, {
      name: 'Ann Archer',
      email: 'ann@shop.test',
      city: 'Lisbon',
      onCredit: true,
    });
    const bob = await newMember(t, boss.token, { name: 'Bob Baker', customerCode: 'K-77', city: 'Porto' });
    await newMember(t, boss.token, { name: 'Cy 100%_x', city: 'lisbon' });
    const list = (b: Record<string, unknown>) => t.post<List>('/member/list', b, { token: boss.token });
    expect((await list({})).data.total).toBe(3);
    expect((await list({ keyword: 'archer' })).data.list.map((m) => m.id)).toEqual([ann.id]);
    expect((await list({ keyword: ann.phone.slice(2) })).data.list.map((m) => m.id)).toEqual([ann.id]);
    expect((await list({ keyword: 'SHOP.test' })).data.list.map((m) => m.id)).toEqual([ann.id]);
    expect((await list({ keyword: 'k-7' })).data.list.map((m) => m.id)).toEqual([bob.id]);
    expect((await list({ keyword: '%_' })).data.total).toBe(1);
    expect((await list({ onCredit: true })).data.list.map((m) => m.id)).toEqual([ann.id]);
    expect((await list({ city: 'LISBON' })).data.total).toBe(2);
    const page = await list({ page: 2, pageSize: 2, sort: 'name' });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((m) => m.name)).toEqual(['Cy 100%_x']);
    expect((await list({ sort: 'bogus' })).code).toBe(Err.PARAM);
  });

  it('exports the filtered members as xlsx with headers in the caller’s language', async () => {
    const boss = await newTenant(t);
    await newMember(t, boss.token, { name: 'Export One', city: 'Paris', onCredit: true, creditLimit: '20' });
    await newMember(t, boss.token, { name: 'Export Two', city: 'Lyon' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/m/member/export',
      headers: { 'content-type': 'application/json', token: boss.token, lang: 'fr_FR' },
      payload: JSON.stringify({ city: 'Paris' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Membres');
    expect(sheet.getRow(1).getCell(1).value).toBe('Nom');
    expect(sheet.getRow(1).getCell(3).value).toBe('Téléphone');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Export One');
    expect(sheet.getRow(2).getCell(12).value).toBe('Oui');
    expect(sheet.getRow(2).getCell(13).value).toBe(20);
  });
});

describe('member permissions and tenancy', () => {
  it('refuses callers without the members permission (20041) and hides other merchants’ members (20104)', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token);
    const noPerm = await newStaffSession(t, boss.user.tenantId, { menuCodes: [5] });
    for (const path of [
      '/member/list',
      '/member/detail',
      '/member/save',
      '/member/points/adjust',
      '/member/export',
      '/member/importTemplate',
      '/member/import',
      '/member/importJob',
    ]) {
      expect((await t.post(path, { id: m.id }, { token: noPerm.token })).code, path).toBe(Err.NO_PERMISSION);
    }
    const withPerm = await newStaffSession(t, boss.user.tenantId, { menuCodes: [8], storeIds: [] });
    expect((await t.post('/member/detail', { id: m.id }, { token: withPerm.token })).code).toBe(200);

    const other = await newTenant(t);
    const o = other.token;
    expect((await t.post('/member/detail', { id: m.id }, { token: o })).code).toBe(Err.MEMBER_MISSING);
    expect((await t.post('/member/delete', { id: m.id }, { token: o })).code).toBe(Err.MEMBER_MISSING);
    expect((await t.post('/member/save', { id: m.id, name: 'X', phone: uniquePhone() }, { token: o })).code).toBe(
      Err.MEMBER_MISSING,
    );
    expect(
      (await t.post('/member/points/adjust', { memberId: m.id, delta: '1', reason: 'x' }, { token: o })).code,
    ).toBe(Err.MEMBER_MISSING);
    expect((await t.post('/member/points/history', { memberId: m.id }, { token: o })).code).toBe(Err.MEMBER_MISSING);
    expect((await t.post('/member/credit/repay', { memberId: m.id, amount: '1' }, { token: o })).code).toBe(
      Err.MEMBER_MISSING,
    );
    expect((await t.post('/member/credit/history', { memberId: m.id }, { token: o })).code).toBe(Err.MEMBER_MISSING);
    expect((await t.post<List>('/member/list', {}, { token: o })).data.total).toBe(0);
    expect((await t.post('/member/list', {})).code).toBe(Err.TOKEN_MISSING);
  });
});
