// What a paid receipt costs the database (issue 24): the statements one upload sends while its request runs, counted
// at the driver, with every effect still written. A change that adds a round trip to the hot path fails here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  addPaymentMethod,
  addProduct,
  bossAppSession,
  cid,
  merchant,
  ok,
  uploadOrder,
} from '../../../test/factories';
import { onEveryStatement } from '../../../test/support/statement-count';
import { startTestApp } from '../../../test/support/test-app';
import {
  memberPointsLedger,
  members,
  orderCommissions,
  orderingFeatures,
  orders,
  pointsSettings,
  shiftEntries,
  stockMovements,
} from '../../db/schema';

const inRequest = new AsyncLocalStorage<true>();
const t = await startTestApp({
  extraRoutes: (app) => app.addHook('preValidation', (_req, _reply, done) => inRequest.run(true, done)),
});

/** Statements sent while a request's handler runs (BEGIN and COMMIT included), from the driver. */
let sent = 0;
const count = () => {
  if (inRequest.getStore()) sent++;
};
onEveryStatement(t.db, count);

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  sent = 0;
  const result = await run();
  return { result, statements: sent };
}

describe('the statements of a paid receipt', () => {
  it('a receipt with a member, a shift, tracked stock, a composite and a commission: 15 statements at most', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    await t.db
      .insert(orderingFeatures)
      .values({ tenantId: m.tenantId, shifts: true })
      .onConflictDoUpdate({
        target: orderingFeatures.tenantId,
        set: { shifts: true },
      });
    ok(await t.post('/app/shift/open', { initialCash: '0.00' }, { token: boss.token }));
    await t.db.insert(pointsSettings).values({
      tenantId: m.tenantId,
      enabled: true,
      earnRatio: '10',
      redeemEnabled: true,
      pointValue: '0.1',
      maxRedeemPercent: '50',
    });
    const member = await addMember(t, m.tenantId, { points: '100' });
    const part = await addProduct(t, m.tenantId, [m.storeA], { price: '1.00', track: true });
    const tracked = await addProduct(t, m.tenantId, [m.storeA], {
      price: '10.00',
      track: true,
      reward: { mode: 'fixed', value: '1' },
    });
    const combo = await addProduct(t, m.tenantId, [m.storeA], {
      price: '5.00',
      components: [{ productId: part, quantity: '2' }],
    });
    const body = {
      clientId: cid(),
      memberId: member,
      lines: [
        { productId: tracked, quantity: '2' },
        { productId: combo, quantity: '1' },
      ],
      total: '25.00',
      pointsRedeemed: '50',
      payments: [{ paymentMethodId: cash, amount: '20.00', tendered: '50.00' }],
    };

    const first = await counted(() => uploadOrder<OrderDetail>(t, boss.token, body));
    const d = ok(first.result);
    expect(d).toMatchObject({
      status: 'paid',
      pointsRedeemed: '50.0000',
      pointsEarned: '2.5000',
      changeTotal: '30.00',
    });
    // Before issue 24 the same receipt took 38.
    expect(first.statements).toBeLessThanOrEqual(15);

    // Every effect is there: stock of the product and of the composite's part, the member's ledger and balance, the
    // cash in the shift, the commission.
    const moves = await t.db
      .select({ productId: stockMovements.productId, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, m.tenantId), eq(stockMovements.documentId, d.id)));
    expect(moves.map((r) => [r.productId, r.quantity]).sort()).toEqual(
      [
        [tracked, '-2.0000'],
        [part, '-2.0000'],
      ].sort(),
    );
    const ledger = await t.db
      .select({
        kind: memberPointsLedger.kind,
        delta: memberPointsLedger.delta,
        after: memberPointsLedger.balanceAfter,
      })
      .from(memberPointsLedger)
      .where(eq(memberPointsLedger.memberId, member))
      .orderBy(memberPointsLedger.id);
    expect(ledger).toEqual([
      { kind: 'redeem', delta: '-50.0000', after: '50.0000' },
      { kind: 'purchase', delta: '2.5000', after: '52.5000' },
    ]);
    const [row] = await t.db.select().from(members).where(eq(members.id, member));
    expect(row).toMatchObject({ pointsBalance: '52.5000', totalVisits: 1, totalSpent: '25.0000' });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, d.id));
    const entries = await t.db.select().from(shiftEntries).where(eq(shiftEntries.orderId, d.id));
    expect(entries).toMatchObject([{ type: 'sale', amount: '20.0000', shiftId: paid.shiftId }]);
    const commissions = await t.db.select().from(orderCommissions).where(eq(orderCommissions.orderId, d.id));
    expect(commissions).toMatchObject([{ productId: tracked, amount: '2.0000' }]);
    expect(paid.number).toMatch(new RegExp(`^R\\d{8}-${d.id}$`));

    // A retry answers the same receipt, in a few statements, and writes nothing.
    const again = await counted(() => uploadOrder<OrderDetail>(t, boss.token, body));
    expect(ok(again.result).id).toBe(d.id);
    expect(again.statements).toBeLessThanOrEqual(4);
    const [after] = await t.db.select().from(members).where(eq(members.id, member));
    expect(after.pointsBalance).toBe('52.5000');
  });
});
