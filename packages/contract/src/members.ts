// Request and response schemas of the members domain (vipManage, menu code 8): members, their points and credit
// ledgers, import and export. Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }.
import { z } from 'zod';
import { text as boundedText, id } from './fields';
import { ListQuery } from './paging';
import { areaCode, decimal, email, phone } from './rules';

const text = (max: number) => boundedText(max).default('');

/** Field lengths of a member, as the import template checks them (§5 import lengths; codes 40198-40203). */
export const MEMBER_LIMITS = {
  name: 50,
  phone: 15,
  address: 100,
  customerCode: 20,
  postalCode: 10,
  /** E-mail, city, district, province, country. */
  short: 50,
  notes: 100,
} as const;

/**
 * POST /m/member/save — creates (no `id`) or replaces a member; answers the saved `MemberRow`. Balances, visits
 * and totals are not editable here (points/adjust, credit/repay, sales). Refusals: 1020 phone taken in the
 * merchant, 1003 customer code taken, 20002 bad e-mail, 20006 bad phone, 20035 bad area code, 20104 no such member.
 */
export const MemberSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(MEMBER_LIMITS.name),
  /** Optional for members; when given it must be valid. */
  email: z.union([z.literal(''), email]).default(''),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  /** Required, leading zeros stripped, unique in the merchant (1020). */
  phone,
  address: text(MEMBER_LIMITS.address),
  city: text(MEMBER_LIMITS.short),
  district: text(MEMBER_LIMITS.short),
  province: text(MEMBER_LIMITS.short),
  postalCode: text(MEMBER_LIMITS.postalCode),
  country: text(MEMBER_LIMITS.short),
  /** Unique in the merchant when not empty (1003). */
  customerCode: text(MEMBER_LIMITS.customerCode),
  /** May buy on credit, up to `creditLimit` owed. */
  onCredit: z.boolean().default(false),
  creditLimit: decimal(4).default('0'),
  notes: text(MEMBER_LIMITS.notes),
});
export type MemberSaveBody = z.infer<typeof MemberSaveBody>;

export const MemberIdBody = z.object({ id });
export type MemberIdBody = z.infer<typeof MemberIdBody>;

/** The list's filters, shared by POST /m/member/export. */
export const MemberFilters = z.object({
  /** Part of the name, phone, e-mail or customer code. */
  keyword: z.string().trim().max(50).optional(),
  onCredit: z.boolean().optional(),
  /** Members owing money on credit (credit balance above zero). */
  owing: z.boolean().optional(),
  city: z.string().trim().max(MEMBER_LIMITS.short).optional(),
  country: z.string().trim().max(MEMBER_LIMITS.short).optional(),
});
export type MemberFilters = z.infer<typeof MemberFilters>;

export const MEMBER_SORTS = ['name', 'createdAt', 'points', 'lastVisitAt', 'totalSpent', 'creditBalance'] as const;
const sorts = MEMBER_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

/** POST /m/member/list — sorts by a MEMBER_SORTS field ('-createdAt' by default), '-' in front for descending. */
export const MemberListQuery = ListQuery.extend({ ...MemberFilters.shape, sort: z.enum(sorts).optional() });
export type MemberListQuery = z.infer<typeof MemberListQuery>;

/** POST /m/member/export — the list's filters and sort; answers an xlsx file. */
export const MemberExportBody = MemberFilters.extend({ sort: z.enum(sorts).optional() });
export type MemberExportBody = z.infer<typeof MemberExportBody>;

/** A member as lists and the detail show it. Money and points are decimal strings with 4 places. */
export const MemberRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  customerCode: z.string(),
  onCredit: z.boolean(),
  creditLimit: z.string(),
  notes: z.string(),
  /** Σ of the points ledger. */
  pointsBalance: z.string(),
  /** Money owed on credit: Σ of the credit ledger. */
  creditBalance: z.string(),
  firstVisitAt: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
  totalVisits: z.number(),
  totalSpent: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberRow = z.infer<typeof MemberRow>;

// ── Points and credit ledgers ──────────────────────────────────────────────────────────────────────────────

/** Why points changed: earned by a purchase, redeemed when paying, adjusted by hand (with a reason). */
export const POINTS_KINDS = ['purchase', 'redeem', 'adjust'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];
/** Why the credit balance changed: a sale on credit (owed more) or a repayment (owed less). */
export const CREDIT_KINDS = ['creditSale', 'repayment'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/**
 * POST /m/member/points/adjust — adds `delta` (signed, 4 decimals, not 0) points with a reason; answers the member.
 * A change taking the balance below zero answers 20111.
 */
export const MemberPointsAdjustBody = z.object({
  memberId: id,
  delta: decimal(4, { signed: true }).refine((v) => !/^-?0+(\.0+)?$/.test(v), 'delta must not be zero'),
  reason: z.string().trim().min(1).max(200),
});
export type MemberPointsAdjustBody = z.infer<typeof MemberPointsAdjustBody>;

/**
 * POST /m/member/credit/repay — the member pays back `amount` (> 0) of what they owe; answers the member.
 * Repaying more than is owed answers 20115.
 */
export const MemberCreditRepayBody = z.object({
  memberId: id,
  amount: decimal(4).refine((v) => !/^0+(\.0+)?$/.test(v), 'amount must be above zero'),
  reason: z.string().trim().max(200).default(''),
});
export type MemberCreditRepayBody = z.infer<typeof MemberCreditRepayBody>;

/** POST /m/member/points/history and /m/member/credit/history — newest first. */
export const MemberLedgerQuery = ListQuery.extend({ memberId: id });
export type MemberLedgerQuery = z.infer<typeof MemberLedgerQuery>;

/** One ledger row: `delta` signed; `balanceAfter` the balance once this row was written. */
export const MemberLedgerRow = z.object({
  id: z.number(),
  delta: z.string(),
  balanceAfter: z.string(),
  kind: z.string(),
  reason: z.string(),
  /** The source document (e.g. a receipt number) or null for a change by hand. */
  docRef: z.string().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberLedgerRow = z.infer<typeof MemberLedgerRow>;
