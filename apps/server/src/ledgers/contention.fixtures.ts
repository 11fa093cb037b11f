// Test and bench code only: a merchant whose tills and back office all write the same two products and the same
// member at once (POS receipts paid with points and credit, refunds with restock, stock adjustments, transfers and
// their arrivals, purchase arrivals, points and credit changes by hand), and the checks that its ledgers are exact.
import type { OrderDetail, PurchaseDetail, TransferDetail } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import {
  addMember,
  addPaymentMethod,
  addProduct,
  addSupplier,
  bossAppSession,
  cid,
  merchant,
  ok,
  stockMove,
} from '../../test/factories';
import type { TestApp } from '../../test/support/test-app';
import { pointsSettings } from '../db/schema';
import { checkInvariants, type InvariantResult } from '../demo/invariants';

const today = () => new Date().toISOString().slice(0, 10);

/** What one operation changes in stock, per product (both products move alike): store A and store B. */
interface StockEffect {
  a: number;
  b: number;
}

export interface Operation {
  kind: string;
  effect: StockEffect;
  run: () => Promise<{ status: number; code: number; msg: string }>;
}

const KINDS = [
  'sale',
  'refund',
  'increase',
  'damage',
  'transfer',
  'transferArrival',
  'purchaseArrival',
  'points',
  'repay',
] as const;
type Kind = (typeof KINDS)[number];

export type ContentionMerchant = Awaited<ReturnType<typeof contentionMerchant>>;

/** Stock each product starts with in store A. */
const START = 100_000;

/**
 * The merchant: two tracked products sold in stores A and B with START of each in A, one member with points to
 * spend and credit, a cash method, points earned (10 %) and redeemable (0.01 each), a supplier, and the owner
 * signed in on a till in A.
 */
export async function contentionMerchant(t: TestApp) {
  const m = await merchant(t);
  const till = await bossAppSession(t, m.tenantId, m.storeA);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  await t.db
    .insert(pointsSettings)
    .values({ tenantId: m.tenantId, enabled: true, earnRatio: '10', redeemEnabled: true, pointValue: '0.01' });
  const products = [
    await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '10', cost: '4', track: true }),
    await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '10', cost: '4', track: true }),
  ];
  for (const productId of products) await stockMove(t, m, { storeId: m.storeA, productId }, String(START), '4');
  const member = await addMember(t, m.tenantId, { onCredit: true, creditLimit: '1000000' });
  // Through the ledger, so that the balance equals its entries from the start.
  ok(
    await t.post('/member/points/adjust', { memberId: member, delta: '1000000', reason: 'Start' }, { token: m.token }),
  );
  const supplierId = (await addSupplier(t, m.tenantId)).id;
  return { ...m, till: till.token, cash, products, member, supplierId };
}

/** Both products, one of each; `reversed` lists them the other way round (locks must not follow the list). */
const bothLines = (m: ContentionMerchant, reversed: boolean) =>
  (reversed ? [...m.products].reverse() : m.products).map((productId) => ({ productId, quantity: '1' }));

/** A receipt of both products for the member: 20.00 = 100 points (1.00) + 4.00 on credit + 15.00 cash. */
const saleBody = (m: ContentionMerchant, reversed: boolean) => ({
  clientId: cid(),
  lines: bothLines(m, reversed),
  total: '20.00',
  memberId: m.member,
  pointsRedeemed: '100',
  creditAmount: '4.00',
  payments: [{ paymentMethodId: m.cash, amount: '15.00' }],
});

/**
 * `n` operations of every kind in turn, on the same two products and the same member. Refunds, transfer arrivals
 * and purchase arrivals need a document to act on: those are written first, one at a time.
 */
export async function contentionOperations(t: TestApp, m: ContentionMerchant, n: number): Promise<Operation[]> {
  const plan = Array.from({ length: n }, (_, i) => KINDS[i % KINDS.length]);
  const count = (k: Kind) => plan.filter((x) => x === k).length;
  const { token, till } = m;

  const sales: OrderDetail[] = [];
  for (let i = 0; i < count('refund'); i++)
    sales.push(ok(await t.post<OrderDetail>('/app/order/upload', saleBody(m, i % 2 === 1), { token: till })));
  const transfers: TransferDetail[] = [];
  for (let i = 0; i < count('transferArrival'); i++)
    transfers.push(
      ok(
        await t.post<TransferDetail>(
          '/stock/transfer/save',
          { fromStoreId: m.storeA, toStoreId: m.storeB, lines: bothLines(m, false) },
          { token },
        ),
      ),
    );
  const purchases: PurchaseDetail[] = [];
  for (let i = 0; i < count('purchaseArrival'); i++)
    purchases.push(
      ok(
        await t.post<PurchaseDetail>(
          '/stock/purchase/save',
          {
            supplierId: m.supplierId,
            storeId: m.storeA,
            purchaseDate: today(),
            expectedDate: null,
            note: '',
            lines: m.products.map((productId) => ({ productId, quantity: '1', cost: '3' })),
          },
          { token },
        ),
      ),
    );

  const arrival = (doc: { id: number; lines: { id: number }[] }) => ({
    id: doc.id,
    lines: [...doc.lines].reverse().map((l) => ({ lineId: l.id, quantity: '1' })),
  });
  const adjust = (kind: 'increase' | 'damage', reversed: boolean) => ({
    kind,
    storeId: m.storeA,
    lines: bothLines(m, reversed).map((l) => ({ ...l, cost: '4' })),
  });
  const post =
    (path: string, body: unknown, as = token) =>
    () =>
      t.post(path, body, { token: as });

  const none = { a: 0, b: 0 };
  const build: Record<Kind, (reversed: boolean) => Pick<Operation, 'effect' | 'run'>> = {
    sale: (r) => ({ effect: { a: -1, b: 0 }, run: post('/app/order/upload', saleBody(m, r), till) }),
    refund: () => ({
      effect: { a: 1, b: 0 },
      run: post(
        '/app/order/refund',
        { clientId: cid(), orderId: (sales.pop() as OrderDetail).id, restock: true },
        till,
      ),
    }),
    increase: (r) => ({ effect: { a: 1, b: 0 }, run: post('/stock/adjustment/save', adjust('increase', r)) }),
    damage: (r) => ({ effect: { a: -1, b: 0 }, run: post('/stock/adjustment/save', adjust('damage', r)) }),
    transfer: (r) => ({
      effect: { a: -1, b: 0 },
      run: post('/stock/transfer/save', { fromStoreId: m.storeA, toStoreId: m.storeB, lines: bothLines(m, r) }),
    }),
    transferArrival: () => ({
      effect: { a: 0, b: 1 },
      run: post('/stock/transfer/receive', arrival(transfers.pop() as TransferDetail)),
    }),
    purchaseArrival: () => ({
      effect: { a: 1, b: 0 },
      run: post('/stock/purchase/receive', arrival(purchases.pop() as PurchaseDetail)),
    }),
    points: (r) => ({
      effect: none,
      run: post('/member/points/adjust', { memberId: m.member, delta: r ? '-5' : '5', reason: 'Load' }),
    }),
    repay: () => ({ effect: none, run: post('/member/credit/repay', { memberId: m.member, amount: '1' }) }),
  };
  return plan.map((kind, i) => ({ kind, ...build[kind](i % 2 === 1) }));
}

/**
 * The rules the merchant's ledgers must keep after the load: the demo's invariants (levels = Σ movements, product
 * totals = Σ levels, balances = Σ ledger entries, receipts = payments), every entry following the one before it
 * (its balance after = the previous balance after + its change: no change was lost or applied twice), and the stock
 * the operations add up to (START in A, then each operation's effect; the documents written before the load
 * included).
 */
export async function ledgerChecks(
  t: TestApp,
  m: ContentionMerchant,
  expected: StockEffect,
): Promise<InvariantResult[]> {
  const results = await checkInvariants(t.db, m.tenantId);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: { checked: string | number; bad: string | number }[] }).rows[0];
  const chains: [string, string, string, string][] = [
    ['stock_movements', 'store_id, product_id, variant_id', 'quantity', 'on_hand_after'],
    ['member_points_ledger', 'member_id', 'delta', 'balance_after'],
    ['member_credit_ledger', 'member_id', 'delta', 'balance_after'],
  ];
  for (const [table, key, delta, after] of chains) {
    const r = await rows(sql`
      select count(*) as checked,
             count(*) filter (where previous is not null and ${sql.raw(after)} <> previous + ${sql.raw(delta)}) as bad
        from (select ${sql.raw(`${after}, ${delta}, lag(${after}) over (partition by ${key} order by id)`)} as previous
                from ${sql.identifier(table)} where tenant_id = ${m.tenantId}) x`);
    results.push({
      name: `${table}: each entry follows the one before`,
      checked: Number(r.checked),
      bad: Number(r.bad),
    });
  }
  const levels = await rows(sql`
    select count(*) as checked, count(*) filter (where on_hand <> case store_id when ${m.storeA}::bigint
             then ${START + expected.a}::numeric else ${expected.b}::numeric end) as bad
      from stock_levels where tenant_id = ${m.tenantId}`);
  results.push({
    name: 'stock = start + what the operations moved',
    checked: Number(levels.checked),
    bad: Number(levels.bad),
  });
  return results;
}

/** The stock the load and the documents written before it add up to (per product, in A and in B). */
export function expectedStock(ops: Operation[]): StockEffect {
  // The sales refunded were paid before the load (−1 each in A), the transfers received were sent before it.
  const before = ops.reduce(
    (s, o) => (o.kind === 'refund' || o.kind === 'transferArrival' ? { a: s.a - 1, b: s.b } : s),
    { a: 0, b: 0 },
  );
  return ops.reduce((s, o) => ({ a: s.a + o.effect.a, b: s.b + o.effect.b }), before);
}
