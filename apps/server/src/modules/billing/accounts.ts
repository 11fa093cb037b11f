import { toUiLang, type UiLang } from '@tillbook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { billingAccounts, billingEvents, roles, tenants, users } from '../../db/schema';
import type { Db } from '../../platform/db';
import { implicitTerms } from '../../platform/plan-limits';

export type Account = typeof billingAccounts.$inferSelect;
export type AccountPatch = Partial<Omit<Account, 'tenantId' | 'createdAt'>>;

/** The database's time plus a test clock's offset: the merchant's billing "now". */
export async function clockNow(db: Db, offsetSeconds: number): Promise<Date> {
  const res = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
  return new Date(new Date(res.rows[0].now).getTime() + offsetSeconds * 1000);
}

/**
 * The merchant's billing account, written on first use from the trial it implicitly had since registration (see
 * plan-limits `implicitTerms`), and its billing clock's "now". `lock`: FOR NO KEY UPDATE (inside a transaction).
 */
export async function loadAccount(
  db: Db,
  config: BillingConfig,
  tenantId: number,
  lock = false,
): Promise<{ account: Account; now: Date }> {
  const [tenant] = await db.select({ createdAt: tenants.createdAt }).from(tenants).where(eq(tenants.id, tenantId));
  const terms = implicitTerms(config, tenant.createdAt);
  await db
    .insert(billingAccounts)
    .values({
      tenantId,
      planCode: terms.planCode,
      state: terms.state,
      periodStart: terms.periodStart,
      periodEnd: terms.periodEnd,
    })
    .onConflictDoNothing();
  const q = db.select().from(billingAccounts).where(eq(billingAccounts.tenantId, tenantId));
  const [account] = lock ? await q.for('no key update') : await q;
  return { account, now: await clockNow(db, account.clockOffsetSeconds) };
}

export async function patchAccount(db: Db, tenantId: number, patch: AccountPatch): Promise<Account> {
  const [row] = await db
    .update(billingAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(billingAccounts.tenantId, tenantId))
    .returning();
  return row;
}

/**
 * Claims the account for one renewal or change: true when no other request or server copy holds it (a claim lapses
 * after five minutes, so a copy that died frees it). Released with `patchAccount(…, { claimedUntil: null })`.
 */
export async function claimAccount(db: Db, tenantId: number): Promise<boolean> {
  const rows = await db
    .update(billingAccounts)
    .set({ claimedUntil: sql`now() + interval '5 minutes'` })
    .where(
      and(
        eq(billingAccounts.tenantId, tenantId),
        sql`(${billingAccounts.claimedUntil} is null or ${billingAccounts.claimedUntil} < now())`,
      ),
    )
    .returning({ tenantId: billingAccounts.tenantId });
  return rows.length > 0;
}

export const releaseAccount = (db: Db, tenantId: number) =>
  db.update(billingAccounts).set({ claimedUntil: null }).where(eq(billingAccounts.tenantId, tenantId));

export type HistoryEvent = typeof billingEvents.$inferInsert;

export async function recordEvent(
  db: Db,
  tenantId: number,
  event: string,
  at: Date,
  more: {
    fromPlanCode?: string | null;
    toPlanCode?: string | null;
    amount?: string | null;
    invoiceId?: number | null;
  } = {},
): Promise<void> {
  await db.insert(billingEvents).values({ tenantId, event, at, ...more });
}

/** Where billing mails go, and in which language: the invoice address, else the boss's e-mail. */
export async function billingContact(db: Db, account: Account): Promise<{ email: string | null; lang: UiLang }> {
  const [boss] = await db
    .select({ email: users.email, lang: users.sysLanguageId, tenantLang: tenants.sysLanguageId })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, account.tenantId), eq(roles.isBoss, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return { email: account.invoiceEmail || boss?.email || null, lang: toUiLang(boss?.tenantLang ?? boss?.lang) };
}
