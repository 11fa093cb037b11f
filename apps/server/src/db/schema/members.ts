// Tables of the members domain (vipManage): members and their points and credit ledgers. A balance is the sum of
// its ledger; the member row caches both sums, updated in the same transaction as the ledger row, under a row lock.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns';
import { tenantRef } from './tenancy';

/** Members (customers) of a merchant. Phone unique per merchant; customer code unique when not empty. */
export const members = pgTable(
  'members',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Null when none (the uniqueness covers given codes only). */
    customerCode: text('customer_code'),
    onCredit: boolean('on_credit').notNull().default(false),
    creditLimit: money('credit_limit').notNull().default('0'),
    notes: text('notes').notNull().default(''),
    /** Σ member_points_ledger.delta of the member. */
    pointsBalance: money('points_balance').notNull().default('0'),
    /** Money owed: Σ member_credit_ledger.delta of the member. */
    creditBalance: money('credit_balance').notNull().default('0'),
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    totalVisits: integer('total_visits').notNull().default(0),
    totalSpent: money('total_spent').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('members_phone_uq').on(t.tenantId, t.phone),
    uniqueIndex('members_customer_code_uq')
      .on(t.tenantId, sql`lower(${t.customerCode})`)
      .where(sql`${t.customerCode} is not null`),
    index('members_name_idx').on(t.tenantId, t.name),
    index('members_created_idx').on(t.tenantId, t.createdAt),
  ],
);

const ledgerColumns = () => ({
  tenantId: tenantRef(),
  id: idColumn(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  /** Signed change. */
  delta: money('delta').notNull(),
  /** The balance once this row was written (kept for the history; the balance itself is Σ delta). */
  balanceAfter: money('balance_after').notNull(),
  reason: text('reason').notNull().default(''),
  /** The source document (receipt number, …); null for changes by hand. */
  docRef: text('doc_ref'),
  /** Who made the change; no foreign key, so a deleted staff member keeps the history. */
  userId: bigint('user_id', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Points ledger: purchase (earned), redeem (spent), adjust (by hand, with a reason). */
export const memberPointsLedger = pgTable(
  'member_points_ledger',
  { ...ledgerColumns(), kind: text('kind', { enum: ['purchase', 'redeem', 'adjust'] }).notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('member_points_ledger_member_idx').on(t.tenantId, t.memberId, t.id),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Credit ledger: creditSale (owed more), repayment (owed less). */
export const memberCreditLedger = pgTable(
  'member_credit_ledger',
  { ...ledgerColumns(), kind: text('kind', { enum: ['creditSale', 'repayment'] }).notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('member_credit_ledger_member_idx').on(t.tenantId, t.memberId, t.id),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
  ],
);
