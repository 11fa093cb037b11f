import {
  Err,
  PLAN_FEATURES,
  PLAN_LIMIT_KEYS,
  type PlanFeature,
  type PlanLimitKey,
  type PlanLimitRefusal,
  type PlanResource,
  type PlanRow,
  type UiLang,
} from '@tillbook/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingConfig } from '../config';
import { billingAccounts, devices, onlineShops, stores, tenants, users } from '../db/schema';
import type { TenantCtx } from './context';
import { AppError } from './errors';

/**
 * Plans and their limits (§9), and the one place modules ask "may this merchant create or switch on X". Modules call
 * `assertPlanAllows(deps.config.billing, ctx, resource)` where the thing is created or switched on, inside the
 * transaction that writes it: a refusal answers 20120 (subscribe to a paid product or renew) with the plan named in
 * `data.message`; nothing else is ever hidden (a merchant over the limit after a downgrade reads and edits everything,
 * only creating beyond it is refused). Billing off (self-hosted, BILLING_PROVIDER unset): every call returns at once.
 */

export type Plan = PlanRow;

const ALL_FEATURES = (on: boolean) => Object.fromEntries(PLAN_FEATURES.map((f) => [f, on])) as Plan['features'];

/** The plans of §9: free (one store), the paid plan by month, quarter and year, and the older tiered listing. */
export const DEFAULT_PLANS: readonly Plan[] = [
  {
    code: 'free',
    name: 'Free',
    price: '0.00',
    currency: 'USD',
    periodMonths: 1,
    tier: 0,
    offered: true,
    limits: { stores: 1, staffAccounts: 3, kiosks: 0, onlineShops: 0 },
    features: ALL_FEATURES(false),
  },
  ...(
    [
      ['monthly', 'Pro (monthly)', '25.00', 1],
      ['quarterly', 'Pro (3 months)', '65.00', 3],
      ['yearly', 'Pro (12 months)', '250.00', 12],
    ] as const
  ).map(([code, name, price, periodMonths]) => ({
    code,
    name,
    price,
    currency: 'USD' as const,
    periodMonths,
    tier: 3,
    offered: true,
    limits: { stores: 20, staffAccounts: 200, kiosks: 20, onlineShops: 5 },
    features: ALL_FEATURES(true),
  })),
  // The older listing (10 / 20 / 30 a month): kept for merchants who hold it, not offered to new ones.
  {
    code: 'basic',
    name: 'Basic',
    price: '10.00',
    currency: 'USD',
    periodMonths: 1,
    tier: 1,
    offered: false,
    limits: { stores: 3, staffAccounts: 20, kiosks: 0, onlineShops: 0 },
    features: { advancedStock: true, scanToOrder: false, selfService: false, onlineShop: false },
  },
  {
    code: 'standard',
    name: 'Standard',
    price: '20.00',
    currency: 'USD',
    periodMonths: 1,
    tier: 2,
    offered: false,
    limits: { stores: 10, staffAccounts: 100, kiosks: 10, onlineShops: 0 },
    features: { advancedStock: true, scanToOrder: true, selfService: true, onlineShop: false },
  },
  {
    code: 'premium',
    name: 'Premium',
    price: '30.00',
    currency: 'USD',
    periodMonths: 1,
    tier: 3,
    offered: false,
    limits: { stores: 20, staffAccounts: 200, kiosks: 20, onlineShops: 5 },
    features: ALL_FEATURES(true),
  },
];

export const FREE_PLAN = 'free';

const limitValue = z.number().int().min(0).nullable();
const PlanOverride = z
  .object({
    name: z.string().min(1).max(60),
    price: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
    periodMonths: z.number().int().min(1).max(36),
    tier: z.number().int().min(0).max(100),
    offered: z.boolean(),
    limits: z
      .object(
        Object.fromEntries(PLAN_LIMIT_KEYS.map((k) => [k, limitValue])) as Record<PlanLimitKey, typeof limitValue>,
      )
      .partial(),
    features: z
      .object(Object.fromEntries(PLAN_FEATURES.map((k) => [k, z.boolean()])) as Record<PlanFeature, z.ZodBoolean>)
      .partial(),
  })
  .partial()
  .strict();

const plansCache = new WeakMap<BillingConfig, readonly Plan[]>();

/**
 * The plans of this installation: the defaults with BILLING_PLANS applied (a known code changes the fields given,
 * a new code adds a plan built on the free plan). A malformed override stops the server at start.
 */
export function plansOf(config: BillingConfig): readonly Plan[] {
  const known = plansCache.get(config);
  if (known) return known;
  const plans = new Map(DEFAULT_PLANS.map((p) => [p.code, p]));
  for (const [code, raw] of Object.entries(config.planOverrides)) {
    if (!/^[a-z0-9_-]{1,30}$/.test(code)) throw new Error(`BILLING_PLANS: bad plan code ${code}`);
    const o = PlanOverride.parse(raw);
    const base = plans.get(code) ?? { ...(plans.get(FREE_PLAN) as Plan), code, name: code, offered: false };
    const price = o.price ?? base.price;
    plans.set(code, {
      ...base,
      ...o,
      price: Number(price).toFixed(2),
      currency: 'USD',
      limits: { ...base.limits, ...o.limits },
      features: { ...base.features, ...o.features },
    });
  }
  const list = [...plans.values()].sort(
    (a, b) => Number(b.offered) - Number(a.offered) || a.tier - b.tier || a.periodMonths - b.periodMonths,
  );
  plansCache.set(config, list);
  return list;
}

export const planOf = (config: BillingConfig, code: string | null | undefined): Plan | undefined =>
  plansOf(config).find((p) => p.code === code);

export const freePlan = (config: BillingConfig): Plan => planOf(config, FREE_PLAN) as Plan;

/** Every limit open, every feature on: billing off. */
export const OPEN_LIMITS: Plan['limits'] = { stores: null, staffAccounts: null, kiosks: null, onlineShops: null };
export const OPEN_FEATURES: Plan['features'] = ALL_FEATURES(true);

/** The fields of a billing account that decide which plan applies. */
export type AccountTerms = Pick<
  typeof billingAccounts.$inferSelect,
  'planCode' | 'state' | 'periodEnd' | 'graceUntil' | 'cancelAtPeriodEnd' | 'pendingPlanCode'
>;

/**
 * The code of the plan whose limits apply at `now`: the subscribed plan while it runs (a past-due one until the end of
 * its grace period), the free plan once it ended. A period that ended but was not yet renewed by the sweep keeps its
 * plan (the renewal decides), unless a cancellation or downgrade was scheduled for that end.
 */
export function effectivePlanCode(a: AccountTerms, now: Date): string {
  if (a.state === 'cancelled' || a.state === 'expired') return FREE_PLAN;
  if (a.state === 'pastDue') return a.graceUntil && now < a.graceUntil ? a.planCode : FREE_PLAN;
  if (now < a.periodEnd) return a.planCode;
  if (a.state === 'trial' || a.cancelAtPeriodEnd) return FREE_PLAN;
  return a.pendingPlanCode ?? a.planCode;
}

/**
 * The trial a merchant without a billing account is in: the trial plan from registration for the trial days, then
 * the free plan. Used until the billing module writes the account.
 */
export function implicitTerms(config: BillingConfig, registeredAt: Date): AccountTerms & { periodStart: Date } {
  const trial = config.trialDays > 0 && !!planOf(config, config.trialPlan);
  // Without a trial: the free plan, one month at a time (the free plan is never charged nor renewed).
  const days = trial ? config.trialDays : 30;
  return {
    planCode: trial ? config.trialPlan : FREE_PLAN,
    state: trial ? 'trial' : 'active',
    periodStart: registeredAt,
    periodEnd: new Date(registeredAt.getTime() + days * 86_400_000),
    graceUntil: null,
    cancelAtPeriodEnd: false,
    pendingPlanCode: null,
  };
}

/** The plan that applies to the caller's merchant now (its billing clock), or null when billing is off. */
export async function currentPlan(config: BillingConfig, ctx: TenantCtx): Promise<Plan | null> {
  if (config.provider === 'none') return null;
  const [row] = await ctx.db
    .select({
      account: billingAccounts,
      registeredAt: tenants.createdAt,
      now: sql<string>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(tenants)
    .leftJoin(billingAccounts, eq(billingAccounts.tenantId, tenants.id))
    .where(eq(tenants.id, ctx.tenantId));
  if (!row) return freePlan(config);
  const now = new Date(row.now.getTime() + (row.account?.clockOffsetSeconds ?? 0) * 1000);
  const terms = row.account ?? implicitTerms(config, row.registeredAt);
  return planOf(config, effectivePlanCode(terms, now)) ?? freePlan(config);
}

/** How many of each counted thing the merchant has (stores and food trucks, staff accounts, kiosks, online shops). */
export async function usageOf(ctx: TenantCtx): Promise<Record<PlanLimitKey, number>> {
  const t = ctx.tenantId;
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [storeCount, staffCount, kioskCount, shopCount] = await Promise.all([
    n(ctx.db.select({ n: count() }).from(stores).where(eq(stores.tenantId, t))),
    n(ctx.db.select({ n: count() }).from(users).where(eq(users.tenantId, t))),
    n(
      ctx.db
        .select({ n: count() })
        .from(devices)
        .where(and(eq(devices.tenantId, t), eq(devices.kind, 'kiosk'))),
    ),
    n(ctx.db.select({ n: count() }).from(onlineShops).where(eq(onlineShops.tenantId, t))),
  ]);
  return { stores: storeCount, staffAccounts: staffCount, kiosks: kioskCount, onlineShops: shopCount };
}

const isLimitKey = (r: PlanResource): r is PlanLimitKey => (PLAN_LIMIT_KEYS as readonly string[]).includes(r);

const RESOURCE_NAMES: Record<PlanResource, Record<UiLang, string>> = {
  stores: { zh_CN: '门店', zh_TW: '門店', en_GB: 'stores', es_ES: 'tiendas', fr_FR: 'magasins', pt_PT: 'lojas' },
  staffAccounts: {
    zh_CN: '员工账号',
    zh_TW: '員工帳號',
    en_GB: 'staff accounts',
    es_ES: 'cuentas de empleados',
    fr_FR: 'comptes employés',
    pt_PT: 'contas de funcionários',
  },
  kiosks: {
    zh_CN: '自助点餐机',
    zh_TW: '自助點餐機',
    en_GB: 'self-service machines',
    es_ES: 'quioscos de autoservicio',
    fr_FR: 'bornes libre-service',
    pt_PT: 'quiosques de autosserviço',
  },
  onlineShops: {
    zh_CN: '网上商城',
    zh_TW: '網上商城',
    en_GB: 'online shops',
    es_ES: 'tiendas online',
    fr_FR: 'boutiques en ligne',
    pt_PT: 'lojas online',
  },
  advancedStock: {
    zh_CN: '高级库存',
    zh_TW: '進階庫存',
    en_GB: 'advanced stock',
    es_ES: 'inventario avanzado',
    fr_FR: 'stock avancé',
    pt_PT: 'inventário avançado',
  },
  scanToOrder: {
    zh_CN: '扫码点餐',
    zh_TW: '掃碼點餐',
    en_GB: 'scan-to-order',
    es_ES: 'pedido por QR',
    fr_FR: 'commande par QR code',
    pt_PT: 'pedido por QR',
  },
  selfService: {
    zh_CN: '自助点餐',
    zh_TW: '自助點餐',
    en_GB: 'self-service ordering',
    es_ES: 'pedidos de autoservicio',
    fr_FR: 'commande en libre-service',
    pt_PT: 'pedidos de autosserviço',
  },
  onlineShop: {
    zh_CN: '网上商城',
    zh_TW: '網上商城',
    en_GB: 'the online shop',
    es_ES: 'la tienda online',
    fr_FR: 'la boutique en ligne',
    pt_PT: 'a loja online',
  },
};

const LIMIT_TEXT: Record<UiLang, string> = {
  zh_CN: '“{plan}”套餐最多允许 {limit} 个{what}。请升级套餐或续费。',
  zh_TW: '「{plan}」方案最多允許 {limit} 個{what}。請升級方案或續費。',
  en_GB: 'The {plan} plan allows at most {limit} {what}. Upgrade or renew your subscription.',
  es_ES: 'El plan {plan} permite como máximo {limit} {what}. Mejora o renueva tu suscripción.',
  fr_FR: 'Le forfait {plan} permet au plus {limit} {what}. Passez à un forfait supérieur ou renouvelez-le.',
  pt_PT: 'O plano {plan} permite no máximo {limit} {what}. Melhore ou renove a sua subscrição.',
};
const FEATURE_TEXT: Record<UiLang, string> = {
  zh_CN: '“{plan}”套餐不包含{what}。请升级套餐或续费。',
  zh_TW: '「{plan}」方案不包含{what}。請升級方案或續費。',
  en_GB: 'The {plan} plan does not include {what}. Upgrade or renew your subscription.',
  es_ES: 'El plan {plan} no incluye {what}. Mejora o renueva tu suscripción.',
  fr_FR: 'Le forfait {plan} n’inclut pas {what}. Passez à un forfait supérieur ou renouvelez-le.',
  pt_PT: 'O plano {plan} não inclui {what}. Melhore ou renove a sua subscrição.',
};

/** The 20120 refusal naming the plan, in the caller's language. */
export function planLimitError(lang: UiLang, plan: Plan, resource: PlanResource): AppError {
  const limit = isLimitKey(resource) ? plan.limits[resource] : null;
  const text = isLimitKey(resource) ? LIMIT_TEXT[lang] : FEATURE_TEXT[lang];
  const message = text
    .replace('{plan}', plan.name)
    .replace('{limit}', String(limit))
    .replace('{what}', RESOURCE_NAMES[resource][lang]);
  const data: PlanLimitRefusal = { resource, planCode: plan.code, planName: plan.name, limit, message };
  return new AppError(Err.SUBSCRIPTION_REQUIRED, data);
}

/**
 * Refuses (20120) creating one more of a counted thing beyond the plan's limit, or switching on a feature the plan
 * lacks. Call it inside the transaction that creates the thing, before writing: for a count it locks the merchant's
 * row (first in the lock order), so parallel creations queue and the last free slot is taken once. Billing off:
 * returns at once, nothing is read.
 */
export async function assertPlanAllows(config: BillingConfig, ctx: TenantCtx, resource: PlanResource): Promise<void> {
  if (config.provider === 'none') return;
  if (isLimitKey(resource)) {
    await ctx.db.execute(sql`select id from tenants where id = ${ctx.tenantId} for no key update`);
  }
  const plan = (await currentPlan(config, ctx)) as Plan;
  if (!isLimitKey(resource)) {
    if (!plan.features[resource]) throw planLimitError(ctx.lang, plan, resource);
    return;
  }
  const limit = plan.limits[resource];
  if (limit === null) return;
  const used = (await usageOf(ctx))[resource];
  if (used >= limit) throw planLimitError(ctx.lang, plan, resource);
}
