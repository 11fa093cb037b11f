// Members: saved through the API or written straight to the table, and the member import's sheet.
import { randomBytes } from 'node:crypto';
import type { ImportJobState, MemberRow } from '@tillbook/contract';
import { members } from '../../src/db/schema';
import type { TestApp } from '../support/test-app';
import { uniquePhone } from './basics';

/** A member saved through the API; answers the row, or throws. */
export async function newMember(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.post<MemberRow>('/member/save', { name: 'Mia Member', phone: uniquePhone(), ...body }, { token });
  if (res.code !== 200) throw new Error(`member/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** A member written straight to the table (points, credit); answers its id. */
export async function addMember(
  t: TestApp,
  tenantId: number,
  o: { points?: string; onCredit?: boolean; creditLimit?: string } = {},
): Promise<number> {
  const [m] = await t.db
    .insert(members)
    .values({
      tenantId,
      name: `Member ${randomBytes(4).toString('hex')}`,
      phone: String(Math.floor(Math.random() * 1e10)),
      pointsBalance: o.points ?? '0',
      onCredit: o.onCredit ?? false,
      creditLimit: o.creditLimit ?? '0',
    })
    .returning({ id: members.id });
  return m.id;
}

/** The member import template's header row in English. */
export const MEMBER_IMPORT_HEADERS = [
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

/** Polls a member import job until it is done or failed. */
export async function waitForMemberImport(t: TestApp, token: string, jobId: number): Promise<ImportJobState> {
  for (let i = 0; i < 3000; i++) {
    const res = await t.post<ImportJobState>('/member/importJob', { jobId }, { token });
    if (res.code !== 200) throw new Error(`importJob answered ${res.code}`);
    if (res.data.status === 'done' || res.data.status === 'failed') return res.data;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import job did not finish');
}
