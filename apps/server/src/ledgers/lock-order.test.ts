import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/support/test-app';
import { contentionMerchant, contentionOperations, expectedStock, ledgerChecks } from './contention.fixtures';

const t = await startTestApp();

describe('ledger lock order', () => {
  it('answers every one of many concurrent sales, refunds, stock documents and member changes on the same products and member, and the ledgers stay exact', async () => {
    const m = await contentionMerchant(t);
    const ops = await contentionOperations(t, m, 63);
    const replies = await Promise.all(ops.map((o) => o.run()));
    const failed = replies.flatMap((r, i) => (r.code === 200 ? [] : [`${ops[i].kind}: ${r.code} ${r.msg}`]));
    expect(failed).toEqual([]);
    const checks = await ledgerChecks(t, m, expectedStock(ops));
    expect(checks.filter((c) => c.bad !== 0)).toEqual([]);
    const checked = (name: string) => checks.find((c) => c.name.startsWith(name))?.checked;
    // Two products in two stores; every sale, refund and change by hand wrote the member's ledgers.
    expect(checked('stock = start')).toBe(4);
    expect(checked('member_points_ledger')).toBeGreaterThan(ops.length / 3);
    expect(checked('member_credit_ledger')).toBeGreaterThan(ops.length / 3);
  });
});
