import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchCatalog } from './catalog';
import { benchPlatform } from './platform';
import { benchReports } from './reports';
import { benchSales } from './sales';
import { benchStock } from './stock';
import { benchWebSpeed } from './web-speed';

/**
 * `npm run bench`: every performance figure of the project, each next to its baseline. BENCH_SECONDS sets the length
 * of the load figures; CATALOG_PRODUCTS and BENCH_MOVEMENTS the data sizes (50,000 products, 1,000,000 movements).
 * BENCH_SALES_CLIENTS the number of POS tills uploading receipts (8). BENCH_REPORT_RECEIPTS the reports merchant's size
 * (2,000,000 receipts, generated once into `tillbook_bench_reports` and reused; PostgreSQL only).
 * Exits 1 when a check fails (stock ledger invariant, the sales invariants, a report differing from its raw-table
 * answer, web bundle budget).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const platformOk = await benchPlatform(seconds);
await benchCatalog();
const ledgerOk = await benchStock(seconds, Number(process.env.BENCH_MOVEMENTS ?? 1_000_000));
const salesOk = await benchSales(seconds, Number(process.env.BENCH_SALES_CLIENTS ?? 8));
const reportsOk = await benchReports({ receipts: Number(process.env.BENCH_REPORT_RECEIPTS ?? 2_000_000) });

// The web bundle budget reads the production build: build it first so the figure is of the current code.
const root = path.resolve(import.meta.dirname, '../..');
spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
const bundle = spawnSync('npx', ['tsx', 'bench/src/web-bundle.ts'], { cwd: root, stdio: 'inherit' });
// A cold sales summary in Chromium, against the production build just made.
const webSpeedOk = await benchWebSpeed();
process.exitCode = bundle.status === 0 && platformOk && ledgerOk && salesOk && reportsOk && webSpeedOk ? 0 : 1;
