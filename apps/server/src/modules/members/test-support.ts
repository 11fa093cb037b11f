import type { ImportJobState, MemberRow } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/support/test-app';
import type { TenantCtx } from '../../platform/context';

let seq = 0;
/** A phone no other member of any test has (the PostgreSQL run shares one database). */
export const uniquePhone = () =>
  `7${String(Date.now() % 1e7).padStart(7, '0')}${String(process.pid % 100).padStart(2, '0')}${String(seq++ % 100).padStart(2, '0')}`;

export async function addMember(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.post<MemberRow>('/member/save', { name: 'Mia Member', phone: uniquePhone(), ...body }, { token });
  if (res.code !== 200) throw new Error(`member/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** A service context for a tenant, as a request of its owner would have (to call service functions directly). */
export const serviceCtx = (t: TestApp, tenantId: number, userId: number): TenantCtx => ({
  db: t.db,
  lang: 'en_GB',
  tzOffsetMs: 0,
  requestId: 'test',
  ip: '127.0.0.1',
  tenantId,
  userId,
  sessionId: 0,
  sessionKind: 'web',
  isBoss: true,
  permissions: new Set([8]),
  storeIds: 'all',
});

/** An xlsx file of `rows` (the first row is the header) as base64. */
export async function xlsxBase64(rows: (string | number | boolean | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

export const EN_HEADERS = [
  'Name',
  'Area code',
  'Phone',
  'E-mail',
  'Customer code',
  'Address',
  'City',
  'District',
  'County / province',
  'Postcode',
  'Country',
  'On credit',
  'Credit limit',
  'Notes',
];

/** Polls an import job until it is done or failed. */
export async function waitForJob(t: TestApp, token: string, jobId: number): Promise<ImportJobState> {
  for (let i = 0; i < 3000; i++) {
    const res = await t.post<ImportJobState>('/member/importJob', { jobId }, { token });
    if (res.code !== 200) throw new Error(`importJob answered ${res.code}`);
    if (res.data.status === 'done' || res.data.status === 'failed') return res.data;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import job did not finish');
}
