import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { PRODUCT_IMPORT_COLUMNS } from '../../apps/server/src/modules/catalog/import-columns';
import { openDatabase } from '../../apps/server/src/platform/db';
import type { MailMessage } from '../../apps/server/src/platform/mail';

/**
 * Catalogue figures (issue 7): the product list (pages of 50) on a merchant with 50,000 products — first page, a
 * deep page, keyword search on name, SKU and barcode, a category filter — and the import of a 50,000-row xlsx through
 * the real upload and job, with its wall time and the process's peak RSS (the server runs in this process).
 * Baseline beside the list: the same page as one raw SQL query without HTTP, session or row assembly.
 *
 *   npx tsx bench/src/catalog.ts   (CATALOG_PRODUCTS, CATALOG_RUNS: size and repetitions; CATALOG_PART=list|import)
 */
export async function benchCatalog(opts: { products?: number; runs?: number } = {}) {
  const N = opts.products ?? Number(process.env.CATALOG_PRODUCTS ?? 50_000);
  const runs = opts.runs ?? Number(process.env.CATALOG_RUNS ?? 25);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-bench-catalog-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const mails: MailMessage[] = [];
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), dataDir };
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async (m) => void mails.push(m), close() {} },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/m`;
  const sql = async <T = Record<string, unknown>>(text: string): Promise<T[]> =>
    ((await database.db.execute(text as never)) as unknown as { rows: T[] }).rows;

  const post = async <T>(p: string, body: unknown, token?: string): Promise<T> => {
    const send = () =>
      fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
    // A kept-alive connection the server closed while the bench was seeding fails once: send again.
    const res = await send().catch(send);
    const json = (await res.json()) as { code: number; data: T };
    if (json.code !== 200) throw new Error(`${p} answered ${json.code}: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const register = async () => {
    const email = `bench.catalog.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.test`;
    await post('/login/getCodeEmail', { email });
    const code = /\d{6}/.exec(mails.at(-1)?.text ?? '')?.[0];
    return post<{ token: string; user: { tenantId: number } }>('/login/register', {
      email,
      code,
      password: 'Bench1234',
      confirmPassword: 'Bench1234',
      company: 'Bench Grocer',
      name: 'Bench',
      areaCode: '44',
      phone: '7700900001',
      sysLanguageId: 3,
      sysCountryId: 1,
      sysCurrencyId: 1,
    });
  };

  const part = process.env.CATALOG_PART ?? 'all';
  console.log(`\nCatalogue (${database.kind}, ${N.toLocaleString('en')} products, median and p95 of ${runs} runs)`);
  if (part !== 'import') await benchList();
  if (part !== 'list') await benchImport();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  // ── A merchant with N products, written in bulk with SQL (the list is measured, not the seeding) ──────────
  async function benchList() {
    const seller = await register();
    const tenant = seller.user.tenantId;
    const t0 = performance.now();
    await seedMerchant(sql, tenant, N);
    const [categoryId] = (
      await sql<{ id: number }>(`select id from categories where tenant_id = ${tenant} limit 1`)
    ).map((r) => Number(r.id));
    console.log(`  seeded with SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const timed = async (label: string, body: Record<string, unknown>) => {
      const ms: number[] = [];
      let total = 0;
      await post('/goods/list', body, seller.token); // warm
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        total = (await post<{ total: number }>('/goods/list', body, seller.token)).total;
        ms.push(performance.now() - s);
      }
      console.log(`  ${label.padEnd(40)} ${stats(ms)}   (${total.toLocaleString('en')} found)`);
    };
    const rawMs: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const s = performance.now();
      await sql(`select * from products where tenant_id = ${tenant} order by lower(name), id limit 50`);
      if (i > 0) rawMs.push(performance.now() - s);
    }
    console.log(`  ${'baseline: raw first page query'.padEnd(40)} ${stats(rawMs)}`);
    await timed('POST /m/goods/list first page', { page: 1, pageSize: 50 });
    await timed('  deep page (offset 45,000)', { page: Math.floor((N * 0.9) / 50), pageSize: 50 });
    await timed('  keyword in names (common word)', { page: 1, pageSize: 50, keyword: 'melon' });
    await timed('  keyword in every name', { page: 1, pageSize: 50, keyword: 'item' });
    await timed('  keyword in names (one product)', { page: 1, pageSize: 50, keyword: `Item ${N - 7} ` });
    await timed('  keyword = a SKU', { page: 1, pageSize: 50, keyword: sku(N - 11) });
    await timed('  keyword = part of a barcode', { page: 1, pageSize: 50, keyword: barcode(N - 13).slice(4) });
    await timed('  keyword matching nothing', { page: 1, pageSize: 50, keyword: 'zzqx' });
    await timed('  category filter', { page: 1, pageSize: 50, categoryId });
    await timed('  category filter + keyword', { page: 1, pageSize: 50, categoryId, keyword: 'bread' });
  }

  // ── The import of N rows, on a new merchant with the stores, taxes, categories and suppliers the rows name ──
  async function benchImport() {
    const importer = await register();
    const it = importer.user.tenantId;
    await sql(`insert into stores (tenant_id, kind, name) values (${it}, 'store', 'North'), (${it}, 'store', 'South')`);
    await sql(`insert into taxes (tenant_id, name, rate, calculation) values (${it}, 'VAT', 20, 'included')`);
    await sql(
      `insert into categories (tenant_id, name, color) select ${it}, 'Aisle ' || g, '#4caf50' from generate_series(1, 20) g`,
    );
    await sql(
      `insert into partners (tenant_id, kind, name) select ${it}, 'supplier', 'Supplier ' || g from generate_series(1, 5) g`,
    );
    const tb = performance.now();
    const xlsx = await importFile(N);
    const fileMb = xlsx.length / 1024 / 1024;
    console.log(
      `\n  import file: ${N.toLocaleString('en')} rows, ${fileMb.toFixed(1)} MB xlsx, built in ${((performance.now() - tb) / 1000).toFixed(1)} s (every 25th row a composite of two earlier rows)`,
    );
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let peakHeap = before.heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    // The write pass is the import's one transaction: note when it starts (the job's status cannot be read meanwhile
    // on PGlite, whose one connection the transaction holds).
    let writingAt = 0;
    const db = database.db as unknown as { transaction: (...a: unknown[]) => Promise<unknown> };
    const transaction = db.transaction.bind(db);
    db.transaction = (...a: unknown[]) => {
      writingAt ||= performance.now();
      return transaction(...a);
    };
    const started = performance.now();
    const { jobId } = await post<{ jobId: number }>(
      '/goods/import',
      { fileName: 'bench.xlsx', base64: xlsx.toString('base64') },
      importer.token,
    );
    let job: { status: string; processed: number; total: number; written: number; errors: unknown[] };
    for (;;) {
      job = await post('/goods/importJob', { jobId }, importer.token);
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ended = performance.now();
    db.transaction = transaction;
    clearInterval(sampler);
    sample();
    if (job.status !== 'done') throw new Error(`import failed: ${JSON.stringify(job.errors.slice(0, 5))}`);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  POST /m/goods/import → done              ${secs(ended - started)} wall (check ${secs((writingAt || ended) - started)}, write ${secs(ended - (writingAt || ended))}), ${Math.round((N * 1000) / (ended - started)).toLocaleString('en')} rows/s`,
    );
    console.log(
      `  peak RSS during the import               ${mb(peak)} (${mb(before.rss)} before, +${mb(peak - before.rss)}; upload ${fileMb.toFixed(1)} MB, ${(fileMb * 1.33).toFixed(1)} MB as base64)`,
    );
    console.log(
      `  peak JS heap during the import           ${mb(peakHeap)} (${mb(before.heapUsed)} before, +${mb(peakHeap - before.heapUsed)}; the rest of RSS is the database's memory)`,
    );
    const [{ n }] = await sql<{ n: string }>(`select count(*) as n from products where tenant_id = ${it}`);
    if (Number(n) !== N) throw new Error(`expected ${N} products, found ${n}`);
  }
}

const WORDS = ['apple', 'melon', 'bread', 'cheese', 'coffee', 'tea', 'rice', 'pasta', 'soap', 'juice'];
const sku = (i: number) => `SKU-${String(i).padStart(6, '0')}`;
const barcode = (i: number) => `20${String(i).padStart(11, '0')}`;

/** 20 categories, 3 stores, N products sold in every store, their SKUs and barcodes in the codes table. */
async function seedMerchant(sql: (q: string) => Promise<unknown[]>, tenant: number, n: number) {
  await sql(
    `insert into stores (tenant_id, kind, name) values (${tenant}, 'store', 'Bench 2'), (${tenant}, 'store', 'Bench 3')`,
  );
  await sql(
    `insert into categories (tenant_id, name, color) select ${tenant}, 'Category ' || g, '#4caf50' from generate_series(1, 20) g`,
  );
  const words = `(array['${WORDS.join("','")}'])`;
  await sql(`
    insert into products (tenant_id, name, category_id, unit, price, cost, sku, barcode, sort)
    select ${tenant}, initcap(${words}[1 + g % 10]) || ' Item ' || g || ' ' || ${words}[1 + (g / 10) % 10],
      c.ids[1 + g % 20], 'piece', (1 + g % 50)::numeric, (g % 30)::numeric / 2,
      'SKU-' || lpad(g::text, 6, '0'), '20' || lpad(g::text, 11, '0'), g
    from generate_series(1, ${n}) g,
      (select array_agg(id order by id) as ids from categories where tenant_id = ${tenant}) c`);
  await sql(`
    insert into product_stores (tenant_id, product_id, store_id, price, cost)
    select p.tenant_id, p.id, s.id, p.price, p.cost from products p
    join stores s on s.tenant_id = p.tenant_id where p.tenant_id = ${tenant}`);
  await sql(`
    insert into catalog_codes (tenant_id, kind, code, product_id)
    select tenant_id, 'sku', sku, id from products where tenant_id = ${tenant}
    union all select tenant_id, 'barcode', barcode, id from products where tenant_id = ${tenant}`);
  await sql('analyze');
}

/** An import file of n rows in the template's columns (English headers), written with the streaming writer. */
async function importFile(n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Products');
  sheet.addRow(PRODUCT_IMPORT_COLUMNS.map((c) => c.header.en_GB)).commit();
  for (let i = 1; i <= n; i++) {
    const composite = i % 25 === 0;
    const values: Record<string, string | number> = {
      name: `Imported ${WORDS[i % 10]} ${i}`,
      category: `Aisle ${1 + (i % 20)}`,
      sku: `IMP-${i}`,
      barcode: `30${String(i).padStart(11, '0')}`,
      unit: i % 7 === 0 ? 'kg' : 'piece',
      price: (1 + (i % 90) / 4).toFixed(2),
      cost: (i % 40) / 4,
      purchaseCost: (i % 40) / 4,
      supplier: `Supplier ${1 + (i % 5)}`,
      trackInventory: i % 2 ? 'yes' : 'no',
      stores: i % 3 ? 'North, South' : 'North',
      taxes: 'VAT',
      minStock: 2,
      bestStock: 10,
      composite: composite ? 'yes' : '',
      components: composite ? `IMP-${i - 1}*2; IMP-${i - 2}` : '',
      description: `Row ${i}`,
    };
    sheet.addRow(PRODUCT_IMPORT_COLUMNS.map((c) => values[c.key] ?? '')).commit();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCatalog();
