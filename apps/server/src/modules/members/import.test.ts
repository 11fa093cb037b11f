import { Err, type ImportStarted, type MemberRow } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_HEADERS, newMember, waitForMemberImport, xlsxBase64 } from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();
type List = { list: MemberRow[]; total: number };

const row = (over: Partial<Record<(typeof MEMBER_IMPORT_HEADERS)[number], string | number>> = {}) =>
  MEMBER_IMPORT_HEADERS.map((h) => over[h] ?? '');

async function upload(token: string, rows: (string | number | boolean | null)[][], fileName = 'members.xlsx') {
  return t.post<ImportStarted>('/member/import', { fileName, base64: await xlsxBase64(rows) }, { token });
}

describe('member import template', () => {
  it('downloads the template with headers in the caller’s language', async () => {
    const boss = await newTenant(t);
    for (const [lang, first, phone] of [
      ['zh_CN', '姓名', '手机号'],
      ['en_GB', 'Name', 'Phone'],
      ['pt_PT', 'Nome', 'Telefone'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/m/member/importTemplate',
        headers: { 'content-type': 'application/json', token: boss.token, lang },
        payload: '{}',
      });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = book.worksheets[0].getRow(1);
      expect(header.getCell(1).value).toBe(first);
      expect(header.getCell(3).value).toBe(phone);
      expect(header.cellCount).toBe(14);
    }
  });
});

describe('member import', () => {
  it('imports every row in one go and reports progress until done', async () => {
    const boss = await newTenant(t);
    const res = await upload(boss.token, [
      MEMBER_IMPORT_HEADERS,
      row({
        Name: 'Ivy Import',
        Phone: '0611222333',
        'Area code': '+351',
        'E-mail': 'IVY@Example.test',
        'On credit': 'yes',
        'Credit limit': 25.5,
        'Customer code': 'IMP-1',
      }),
      row(),
      row({ Name: 'Jon Import', Phone: 611222444, City: 'Faro', 'On credit': 'Não' }),
    ]);
    expect(res.code).toBe(200);
    const job = await waitForMemberImport(t, boss.token, res.data.jobId);
    expect(job).toMatchObject({ status: 'done', total: 2, processed: 2, written: 2, errors: [], errorCount: 0 });
    const list = await t.post<List>('/member/list', { sort: 'name' }, { token: boss.token });
    expect(list.data.list).toMatchObject([
      {
        name: 'Ivy Import',
        phone: '611222333',
        areaCode: '351',
        email: 'ivy@example.test',
        onCredit: true,
        creditLimit: '25.5000',
        customerCode: 'IMP-1',
      },
      {
        name: 'Jon Import',
        phone: '611222444',
        city: 'Faro',
        onCredit: false,
        creditLimit: '0.0000',
        customerCode: '',
      },
    ]);
  });

  it('checks every cell first and writes nothing when one is wrong', async () => {
    const boss = await newTenant(t);
    const existing = await newMember(t, boss.token, { customerCode: 'OLD-1' });
    const res = await upload(boss.token, [
      MEMBER_IMPORT_HEADERS,
      row({ Name: 'Good Row', Phone: '700000001' }),
      row({ Phone: '700000002' }), // 3: name empty
      row({ Name: 'x'.repeat(51), Phone: '700000003' }), // 4: name 1-50
      row({ Name: 'Bad Mail', Phone: '700000004', 'E-mail': 'nope@' }), // 5
      row({ Name: 'Dup Phone', Phone: '0700000001' }), // 6: same phone as row 2 after stripping
      row({ Name: 'Taken', Phone: existing.phone, 'Customer code': 'old-1' }), // 7: 1020, 1003
      row({ Name: 'Long phone', Phone: '1234567890123456' }), // 8: 1-15
      row({ Name: 'Letters', Phone: '12ab34', 'Area code': 'x1' }), // 9: 40005 ×2
      row({ Name: 'Limit', Phone: '700000009', 'Credit limit': 'lots', 'On credit': 'maybe' }), // 10: 40000 ×2
      row({ Name: 'Neg', Phone: '700000010', 'Credit limit': '-5' }), // 11: 40020
      row({
        Name: 'Addr',
        Phone: '700000011',
        Address: 'a'.repeat(101),
        Postcode: '12345678901',
        Notes: 'n'.repeat(101),
      }), // 12
      row({ Name: 'Code', Phone: '700000012', 'Customer code': 'c'.repeat(21), City: 'c'.repeat(51) }), // 13
      row({ Name: 'Dup code A', Phone: '700000013', 'Customer code': 'SAME' }),
      row({ Name: 'Dup code B', Phone: '700000014', 'Customer code': 'same' }), // 15: 40016
    ]);
    expect(res.code).toBe(200);
    const job = await waitForMemberImport(t, boss.token, res.data.jobId);
    expect(job.status).toBe('failed');
    expect(job.written).toBe(0);
    expect(job.errors).toEqual([
      { row: 3, column: 'name', code: Err.CELL_EMPTY },
      { row: 4, column: 'name', code: Err.CELL_LENGTH_1_50 },
      { row: 5, column: 'email', code: Err.CELL_EMAIL_INVALID },
      { row: 6, column: 'phone', code: Err.CELL_CODE_DUPLICATE },
      { row: 7, column: 'phone', code: Err.PHONE_REPEATED },
      { row: 7, column: 'customerCode', code: Err.CODE_REPEATED },
      { row: 8, column: 'phone', code: Err.CELL_LENGTH_1_15 },
      { row: 9, column: 'areaCode', code: Err.CELL_DATA_WRONG },
      { row: 9, column: 'phone', code: Err.CELL_DATA_WRONG },
      { row: 10, column: 'onCredit', code: Err.CELL_WRONG_TYPE },
      { row: 10, column: 'creditLimit', code: Err.CELL_WRONG_TYPE },
      { row: 11, column: 'creditLimit', code: Err.CELL_OUT_OF_RANGE },
      { row: 12, column: 'address', code: Err.CELL_LENGTH_0_100 },
      { row: 12, column: 'postalCode', code: Err.CELL_LENGTH_0_10 },
      { row: 12, column: 'notes', code: Err.CELL_LENGTH_0_100 },
      { row: 13, column: 'customerCode', code: Err.CELL_LENGTH_0_20 },
      { row: 13, column: 'city', code: Err.CELL_LENGTH_0_50 },
      { row: 15, column: 'customerCode', code: Err.CELL_CODE_DUPLICATE },
    ]);
    expect(job.errorCount).toBe(18);
    const list = await t.post<List>('/member/list', {}, { token: boss.token });
    expect(list.data.total).toBe(1);
  });

  it('accepts a header row in another language and refuses a foreign one (40206), a wrong file (20094), bad content (20099)', async () => {
    const boss = await newTenant(t);
    const zh = [
      '姓名',
      '区号',
      '手机号',
      '邮箱',
      '客户编号',
      '地址',
      '城市',
      '区县',
      '省份',
      '邮政编码',
      '国家',
      '允许赊账',
      '赊账额度',
      '备注',
    ];
    const ok = await upload(boss.token, [zh, row({ Name: '王五', Phone: '13800138000' })]);
    expect(ok.code).toBe(200);
    expect((await waitForMemberImport(t, boss.token, ok.data.jobId)).status).toBe('done');

    const wrongHeader = await upload(boss.token, [
      ['Name', 'Phone'],
      ['A', '700000001'],
    ]);
    expect(wrongHeader.code).toBe(Err.CELL_FILE_FORM_ERROR);
    const extraColumn = await upload(boss.token, [
      [...MEMBER_IMPORT_HEADERS, 'Extra'],
      row({ Name: 'A', Phone: '700000001' }),
    ]);
    expect(extraColumn.code).toBe(Err.CELL_FILE_FORM_ERROR);
    const csv = await t.post(
      '/member/import',
      { fileName: 'members.csv', base64: Buffer.from('Name,Phone\nA,1').toString('base64') },
      { token: boss.token },
    );
    expect(csv.code).toBe(Err.FILE_FORMAT_WRONG);
    const renamed = await t.post(
      '/member/import',
      { fileName: 'members.xlsx', base64: Buffer.from('Name,Phone\nA,1').toString('base64') },
      { token: boss.token },
    );
    expect(renamed.code).toBe(Err.FILE_FORMAT_WRONG);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const unreadable = await t.post(
      '/member/import',
      { fileName: 'members.xlsx', base64: broken.toString('base64') },
      { token: boss.token },
    );
    expect(unreadable.code).toBe(Err.FILE_CONTENT_ERROR);

    const empty = await upload(boss.token, [MEMBER_IMPORT_HEADERS]);
    expect(empty.code).toBe(200);
    expect(await waitForMemberImport(t, boss.token, empty.data.jobId)).toMatchObject({
      status: 'failed',
      errors: [{ row: 0, column: '', code: Err.IMPORT_DATA_EMPTY }],
    });
  });

  it('keeps jobs to their merchant: another merchant’s job answers 20037', async () => {
    const boss = await newTenant(t);
    const res = await upload(boss.token, [MEMBER_IMPORT_HEADERS, row({ Name: 'Solo', Phone: '700000001' })]);
    await waitForMemberImport(t, boss.token, res.data.jobId);
    const other = await newTenant(t);
    expect((await t.post('/member/importJob', { jobId: res.data.jobId }, { token: other.token })).code).toBe(
      Err.NO_DATA,
    );
    const noPerm = await newStaffSession(t, boss.user.tenantId, { menuCodes: [3] });
    expect((await t.post('/member/importJob', { jobId: res.data.jobId }, { token: noPerm.token })).code).toBe(
      Err.NO_PERMISSION,
    );
  });

  it('imports 700 rows in batches, all or nothing', { timeout: 120_000 }, async () => {
    const boss = await newTenant(t);
    const rows = Array.from({ length: 700 }, (_, i) =>
      row({ Name: `Bulk ${i}`, Phone: `71${String(i).padStart(7, '0')}` }),
    );
    const res = await upload(boss.token, [MEMBER_IMPORT_HEADERS, ...rows]);
    const job = await waitForMemberImport(t, boss.token, res.data.jobId);
    expect(job).toMatchObject({ status: 'done', written: 700, total: 700 });
    expect((await t.post<List>('/member/list', {}, { token: boss.token })).data.total).toBe(700);
    // The same file again: every phone is taken, nothing is written; at most 200 errors are returned.
    const again = await upload(boss.token, [MEMBER_IMPORT_HEADERS, ...rows]);
    const failed = await waitForMemberImport(t, boss.token, again.data.jobId);
    expect(failed).toMatchObject({ status: 'failed', errorCount: 700 });
    expect(failed.errors).toHaveLength(200);
    expect(failed.errors[0]).toEqual({ row: 2, column: 'phone', code: Err.PHONE_REPEATED });
    expect((await t.post<List>('/member/list', {}, { token: boss.token })).data.total).toBe(700);
  });
});
