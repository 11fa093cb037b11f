import type { TestClockAdvanceBody, TestClockResult } from '@tillbook/contract';
import type { TenantCtx } from '../../platform/context';
import { loadAccount, patchAccount } from './accounts';
import { type BillingService, subscriptionView } from './billing.service';
import type { Renewer } from './renewals';

/**
 * The test provider's clock (BILLING_PROVIDER=test only): moves the caller's merchant's billing time forward, then
 * runs what fell due (renewals, retries, the end of grace) as the sweep would, so a year of renewals takes a second.
 */
export function createTestClock(
  billing: BillingService,
  renewer: Renewer,
  config: Parameters<typeof subscriptionView>[0],
) {
  async function advance(ctx: TenantCtx, b: TestClockAdvanceBody): Promise<TestClockResult> {
    const { account } = await billing.account(ctx);
    const seconds = b.days * 86_400 + b.hours * 3_600;
    await patchAccount(ctx.db, ctx.tenantId, { clockOffsetSeconds: account.clockOffsetSeconds + seconds });
    await renewer.runFor(ctx.tenantId);
    const { account: after, now } = await loadAccount(ctx.db, config, ctx.tenantId);
    return { now: now.toISOString(), subscription: subscriptionView(config, after, now) };
  }
  return { advance };
}
