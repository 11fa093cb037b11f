// Web bundle budgets, from Vite's build manifest: gzipped JavaScript the back office's login route loads (issues 3
// and 24), what the online shop's storefront loads for its first page, a shop's home (issue 21), and that echarts
// comes only with a report's chart (issue 24): never with a report page without one (receipts, shifts, reservations);
// and that no chunks import one another in a cycle.
// Run `npm run build -w apps/web` first, then `npx tsx bench/src/web-bundle.ts` (WEB_DIST: another build's folder,
// as the server reads it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const BUDGET_KB = 200;
/** The storefront opens on a shopper's phone: its first page (the entry and what it imports statically) stays small. */
const SHOP_BUDGET_KB = 150;
const BACK_OFFICE_HTML = 'index.html';
const SHOP_HTML = 'shop/index.html';
// The storefront's first visit in the default language: the texts its entry loads before the first render.
const SHOP_LOCALE_SRCS = ['src/locales/zh_CN/common.json', 'src/locales/zh_CN/shop.json'];
const LOGIN_SRC = 'src/features/auth/pages/login-page.tsx';
// What the default language (zh_CN) adds on a first visit: its texts and antd's locale (dayjs's comes with the pages
// after the login page, app/app-services.tsx).
const DEFAULT_LOCALE_SRCS = [
  'src/locales/zh_CN/common.json',
  'src/locales/zh_CN/auth.json',
  '../../node_modules/antd/es/locale/zh_CN.js',
];
// A signed-in cold open of the sales summary: the entry, what every page but login needs, the back office's frame,
// the page host and the report pages; the chart's module (and with it echarts) loads beside them, by name.
const SALES_SUMMARY_SRCS = [
  BACK_OFFICE_HTML,
  'src/app/app-services.tsx',
  'src/app/layout/app-layout.tsx',
  'src/app/page-host.tsx',
  'src/features/reports/pages/report-pages.tsx',
];
const CHART_SRC = 'src/features/reports/components/report-chart.tsx';
// Report pages without a chart: the receipt lists (in report-pages.tsx with the aggregate reports), shifts, reservations.
const CHARTLESS_REPORT_SRCS = [
  'src/features/reports/pages/report-pages.tsx',
  'src/features/reports/pages/shift-list-page.tsx',
  'src/features/reports/pages/shift-info-page.tsx',
  'src/features/reports/pages/reservation-list-page.tsx',
];
/** vite.config.ts puts echarts and its renderer into chunks of this name. */
const ECHARTS_CHUNK = /^assets\/echarts-/;

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.WEB_DIST ?? resolve(here, '../../apps/web/dist'));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file plus every chunk it imports statically, transitively (what the browser must fetch). */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);

// The build has several pages (back office, storefront, displays): the back office's is index.html.
const entryKey = Object.keys(manifest).find((k) => k === BACK_OFFICE_HTML && manifest[k].isEntry);
if (!entryKey) throw new Error(`manifest has no ${BACK_OFFICE_HTML} entry`);
const loginKey = Object.keys(manifest).find((k) => k === LOGIN_SRC || manifest[k].src === LOGIN_SRC);
if (!loginKey) throw new Error(`manifest has no ${LOGIN_SRC}`);

const entryFiles = withStaticImports(entryKey);
const loginFiles = withStaticImports(loginKey, new Set(entryFiles));
const loginOnly = [...loginFiles].filter((f) => !entryFiles.has(f));
const localeFiles = new Set<string>();
for (const src of DEFAULT_LOCALE_SRCS) if (manifest[src]) withStaticImports(src, localeFiles);
const localeOnly = [...localeFiles].filter((f) => !loginFiles.has(f));

const assets = join(dist, 'assets');
const allJs = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

const loginTotal = sum(loginFiles);
const withLocales = loginTotal + sum(localeOnly);
const rows: [string, string][] = [
  ['entry chunk + static imports', kb(sum(entryFiles))],
  ['login route chunk + its static imports', kb(sum(loginOnly))],
  ['login route total (budget figure)', `${kb(loginTotal)}  (budget ${BUDGET_KB} KB)`],
  ['  + default-language texts and locales', kb(withLocales)],
  [`all JavaScript (${allJs.length} files)`, kb(sum(allJs))],
];

console.log('Web bundle, gzip -9 of the built JavaScript\n');
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
console.log('\nLargest chunks the login route loads:');
for (const file of [...loginFiles].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 6)) {
  console.log(`  ${kb(gzipped(file)).padStart(9)}  ${file}`);
}
const verdict = loginTotal <= BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(`\nLogin route: ${kb(loginTotal)} of ${BUDGET_KB} KB: ${verdict} budget`);
if (verdict === 'OVER') process.exitCode = 1;

// Reports: echarts loads with a drawn chart only. The check fails when a chart-less report page's chunks hold it, or
// when the build no longer names its chunk (the check would then prove nothing).
const chartFiles = withStaticImports(CHART_SRC);
const echartsFiles = [...chartFiles].filter((f) => ECHARTS_CHUNK.test(f));
const summaryFiles = new Set<string>();
for (const src of SALES_SUMMARY_SRCS) withStaticImports(src, summaryFiles);
const chartOnly = [...chartFiles].filter((f) => !summaryFiles.has(f));
console.log('\nReports: echarts comes with a drawn chart only');
console.log(`  ${'sales summary first load, without its chart'.padEnd(46)} ${kb(sum(summaryFiles))}`);
console.log(
  `  ${`+ the chart when drawn (${chartOnly.length} chunks)`.padEnd(46)} ${kb(sum(summaryFiles) + sum(chartOnly))}`,
);
let chartless = echartsFiles.length > 0;
if (!chartless) console.log(`  FAIL: no echarts chunk among ${CHART_SRC}'s chunks (see vite.config.ts)`);
for (const src of CHARTLESS_REPORT_SRCS) {
  const carried = [...withStaticImports(src)].filter((f) => ECHARTS_CHUNK.test(f));
  const name = src.split('/').pop();
  console.log(`  ${name?.padEnd(26)} ${carried.length === 0 ? 'no echarts' : `FAIL: loads ${carried.join(', ')}`}`);
  if (carried.length > 0) chartless = false;
}
if (!chartless) process.exitCode = 1;

// Chunks that import one another run in an order the code did not ask for (a page host reading its page table
// before the chunk that holds it ran): apps/web/chunk-plan.ts must never make a cycle.
const cycles: string[] = [];
const state = new Map<string, 'open' | 'done'>();
function visit(key: string, path: string[]) {
  state.set(key, 'open');
  for (const next of manifest[key].imports ?? []) {
    if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(key, 'done');
}
for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, [key]);
console.log(`\nChunk imports: ${cycles.length === 0 ? 'no cycle' : `FAIL: ${cycles.length} cycles`}`);
for (const cycle of cycles.slice(0, 5)) console.log(`  ${cycle}`);
if (cycles.length > 0) process.exitCode = 1;

// The storefront: its entry and every chunk it imports statically (the shop's home is part of the entry).
if (!manifest[SHOP_HTML]?.isEntry) throw new Error(`manifest has no ${SHOP_HTML} entry`);
const shopFiles = withStaticImports(SHOP_HTML);
const shopTotal = sum(shopFiles);
const shopLocales = new Set<string>();
for (const src of SHOP_LOCALE_SRCS) if (manifest[src]) withStaticImports(src, shopLocales);
const shopLocaleOnly = [...shopLocales].filter((f) => !shopFiles.has(f));
console.log("\nStorefront (/shop/), first page: a shop's home");
console.log(`  entry + static imports (budget figure)  ${kb(shopTotal)}  (budget ${SHOP_BUDGET_KB} KB)`);
console.log(`  + default-language texts               ${kb(shopTotal + sum(shopLocaleOnly))}`);
for (const file of [...shopFiles].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 4)) {
  console.log(`  ${kb(gzipped(file)).padStart(9)}  ${file}`);
}
const shopVerdict = shopTotal <= SHOP_BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(`Storefront first page: ${kb(shopTotal)} of ${SHOP_BUDGET_KB} KB: ${shopVerdict} budget`);
if (shopVerdict === 'OVER') process.exitCode = 1;
