import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfig } from './config';
import { apiOf, injectTransport, profiled } from './demo/api';
import type { DemoMerchant } from './demo/model';
import { STAFF, STAFF_PASSWORD } from './demo/people';
import type { SalesTally } from './demo/pos';
import { runDemo } from './demo/run';
import { exitOnFailure, openDatabase } from './platform/db';
import type { MailMessage } from './platform/mail';

/**
 * `npm run demo [-- --orders N --seed S --months M]`: builds a believable merchant in the configured database
 * through the real API (`app.inject`: the same validation, sessions and rules a browser or POS meets): three stores
 * and a food truck, settings, a catalogue, stock, staff with PINs, members, then months of POS trading. The same seed
 * gives the same receipts. When the demo e-mail is already registered nothing is written: the logins are printed.
 */
const DEMO = {
  email: process.env.DEMO_EMAIL ?? 'demo@tillbook.local',
  password: process.env.DEMO_PASSWORD ?? 'Demo1234',
  company: 'Tillbook Demo Bistro',
  name: 'Demo Boss',
};

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '3000' },
    seed: { type: 'string', default: 'tillbook' },
    months: { type: 'string', default: '3' },
  },
});

async function main() {
  const orders = Number(args.orders);
  const months = Number(args.months);
  if (!Number.isInteger(orders) || orders < 0 || !Number.isInteger(months) || months < 1 || months > 12)
    throw new Error(
      '--orders takes a whole number ≥ 0 and --months one from 1 to 12 (POS actions may be back-dated at most 400 days)',
    );
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const sent: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async (m) => void sent.push(m), close() {} },
  });
  const spent = new Map<string, { calls: number; ms: number }>();
  const transport = injectTransport(app);
  const api = apiOf(process.env.DEMO_PROFILE ? profiled(transport, spent) : transport);
  const started = performance.now();
  console.log(`Building the demo on ${database.kind}: seed "${args.seed}", ${orders} receipts over ${months} months…`);
  const result = await runDemo(
    api,
    { ...DEMO, readCode: () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '' },
    {
      seed: String(args.seed),
      orders,
      months,
      today: new Date(),
      log: (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`),
    },
  );
  if (!result.merchant) console.log(`The demo merchant ${DEMO.email} already exists: nothing was changed.`);
  else printSummary(result.merchant, result.tally as SalesTally, (performance.now() - started) / 1000);
  printLogins(config.publicUrl);
  const slowest = [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
  for (const [path, s] of slowest)
    console.log(
      `  ${path.padEnd(32)} ${String(s.calls).padStart(6)} calls ${(s.ms / s.calls).toFixed(1).padStart(8)} ms each`,
    );
  await app.close();
  await database.close();
}

function printSummary(m: DemoMerchant, t: SalesTally, seconds: number) {
  console.log(`\nDone in ${seconds.toFixed(0)} s.`);
  console.log(
    `  stores:        ${m.stores.map((s) => `${s.name}${s.kind === 'truck' ? ' (food truck)' : ''}`).join(', ')}`,
  );
  console.log(`  catalogue:     ${m.products.length} products, staff ${m.staff.length}, members ${m.members.length}`);
  console.log(
    `  receipts:      ${t.receipts} (paid ${t.paid}, cancelled ${t.cancelled}, still open ${t.openAtEnd}), refunds ${t.refunds}`,
  );
  console.log(`  sales:         ${t.salesTotal} GBP rung up`);
  console.log(
    `  shifts ${t.shifts}, cash in/out ${t.cashEntries}, reservations ${t.reservations}, deposits ${t.deposits} (take-outs ${t.takeOuts}), clock-ins ${t.timeCards}`,
  );
  for (const path of t.missing) console.log(`  skipped:       ${path} does not exist on this server yet`);
  for (const [what, n] of t.refused) console.log(`  refused ${String(n).padStart(4)}× ${what}`);
}

function printLogins(publicUrl: string) {
  console.log(`\n  Back office: ${publicUrl}/#/login`);
  console.log(`    boss        ${DEMO.email} / ${DEMO.password}`);
  console.log(`    staff       <first>.<last>.${DEMO.email} / ${STAFF_PASSWORD} (e.g. olivia.bennett.${DEMO.email})`);
  console.log(`  POS: merchant ${DEMO.email}, then a PIN:`);
  for (const s of STAFF) console.log(`    ${s.pin}  ${s.name.padEnd(16)} ${s.role.padEnd(8)} ${s.outlets.join(', ')}`);
  console.log('');
}

main().catch(exitOnFailure);
