import type { ImportJobState, ImportStarted } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { ok, xlsxBase64 } from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';
import { IMPORT_KEYS, type ImportKey, PRODUCT_IMPORT_TEXT } from './import-columns';

/** The template's header row in English. */
export const HEADERS = IMPORT_KEYS.map((k) => PRODUCT_IMPORT_TEXT[k].en_GB);
/** A sheet row from values by column key. */
export const row = (v: Partial<Record<ImportKey, string | number>>) => IMPORT_KEYS.map((k) => v[k] ?? '');

/** Uploads the rows under the template's header and waits for the job's end. */
export async function importRows(t: TestApp, token: string, rows: (string | number)[][]): Promise<ImportJobState> {
  const res = await t.post<ImportStarted>(
    '/goods/import',
    { fileName: 'products.xlsx', base64: await xlsxBase64([HEADERS, ...rows]) },
    { token },
  );
  const { jobId } = ok(res);
  for (let i = 0; i < 6000; i++) {
    const job = ok(await t.post<ImportJobState>('/goods/importJob', { jobId }, { token }));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import job did not finish');
}

/** A job's errors as [row, column, code]. */
export const cells = (job: ImportJobState) => job.errors.map((e) => [e.row, e.column, e.code]);

export async function storeName(t: TestApp, tenantId: number, id: number): Promise<string> {
  const res = (await t.db.execute(
    sql`select name from stores where tenant_id = ${tenantId} and id = ${id}`,
  )) as unknown as { rows: { name: string }[] };
  return res.rows[0].name;
}

/** A tax of the settings module, written with SQL (modules do not call each other). */
export async function newTax(t: TestApp, tenantId: number, name: string): Promise<number> {
  const res = (await t.db.execute(
    sql`insert into taxes (tenant_id, name, rate, calculation) values (${tenantId}, ${name}, 5, 'added') returning id`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(res.rows[0].id);
}

/** How many products the merchant has. */
export async function productCount(t: TestApp, tenantId: number): Promise<number> {
  const res = (await t.db.execute(
    sql`select count(*) as n from products where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(res.rows[0].n);
}
