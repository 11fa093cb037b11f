// Request and response schemas of the staff domain: staff, roles and permissions, time cards and work time.
// Shared by the server and the web. Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { Err } from './errors';
import { ListQuery } from './paging';
import { ALL_MENU_CODES, APP_DISCOUNT_PERMISSIONS, APP_PERMISSIONS, type AppPermission } from './permissions';
import { accountName, areaCode, decimal, email, phone, staffPassword, withConfirmation } from './rules';

const id = z.coerce.number().int().positive();

function coded(ctx: z.core.$RefinementCtx<unknown>, path: string, code: number, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { code } });
}

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Staff states (§4): inactive (20029) and frozen (20081) staff cannot sign in anywhere. */
export const STAFF_STATUSES = ['normal', 'inactive', 'frozen'] as const;
export const StaffStatus = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof StaffStatus>;

/** A personal POS PIN: 4 to 6 digits. Unique in the merchant: a PIN another staff member holds answers 1003. */
export const staffPin = z
  .string()
  .trim()
  .regex(/^[0-9]{4,6}$/, 'a PIN is 4 to 6 digits');

/** Area code and phone may be left empty for staff; when given they follow the account rules (20035, 20006). */
const optionalAreaCode = z.union([z.literal(''), areaCode]).default('');
const optionalPhone = z.union([z.literal(''), phone]).default('');

/**
 * POST /m/staff/save — creates (no `id`) or replaces a staff member; answers the saved `StaffRow`.
 * Profile fields are replaced as sent. `password`, `pin` and `status` are changed only when present:
 * `password` is required on creation (20016) and, on an edit, sets a new password and ends every session of the
 * staff member (back office, POS app, devices); `pin` null removes the PIN; a `status` change ends every session.
 * Refusals: 20052 role missing, 20076 no store chosen, 20071 e-mail taken (in any merchant), 20074 account name
 * taken, 1003 PIN taken, 20037 staff or store not visible to the caller, 20041 the caller's stores do not cover
 * the staff member's, the staff member's role grants something the caller's does not, the chosen role grants
 * something the caller's does not, or the caller changes their own role or stores (the owner is exempt),
 * 20049 the owner moved to another role, 20051 the owner role given to someone else, 20054 a non-owner editing
 * the owner.
 */
export const StaffSaveBody = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(50),
    areaCode: optionalAreaCode,
    phone: optionalPhone,
    /** The back-office login: required for every staff member (§5), unique across merchants. */
    email,
    roleId: id.optional(),
    /** Whether the staff member is offered in the POS app. */
    available: z.boolean().default(true),
    /** Works in every store, present and future; otherwise in `storeIds` only. */
    allStores: z.boolean().default(false),
    storeIds: z.array(id).max(1000).default([]),
    /** Login name for the POS and reporting apps: 8-30 characters, unique in the merchant; empty or null for none. */
    account: z.union([z.literal(''), accountName]).nullish(),
    password: staffPassword.optional(),
    /** Absent: unchanged; null: removed; digits: set. */
    pin: staffPin.nullish(),
    /** Absent: unchanged (new staff start as 'normal'). */
    status: StaffStatus.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.roleId === undefined) coded(ctx, 'roleId', Err.ROLE_INFO_MISSING, 'role missing');
    if (!v.allStores && v.storeIds.length === 0) coded(ctx, 'storeIds', Err.STORE_EMPTY, 'choose at least one store');
    if (v.id === undefined && !v.password) coded(ctx, 'password', Err.PASSWORD_EMPTY, 'password empty');
  });
export type StaffSaveBody = z.infer<typeof StaffSaveBody>;

/** POST /m/staff/list — sorts by 'name' (default), 'createdAt' or 'status', '-' in front for descending. */
export const StaffListQuery = ListQuery.extend({
  /** Staff working in this store (bound to it or to all stores). */
  storeId: id.optional(),
  roleId: id.optional(),
  status: StaffStatus.optional(),
  /** Part of the name, e-mail, phone or account name. */
  keyword: z.string().trim().max(50).optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt', 'status', '-status']).optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

export const StaffStoreRef = z.object({ id: z.number(), name: z.string() });

/** A staff member as lists and details show it. */
export const StaffRow = z.object({
  id: z.number(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  email: z.string(),
  account: z.string().nullable(),
  roleId: z.number(),
  roleName: z.string(),
  /** The owner: protected by the boss rules (§6). */
  isBoss: z.boolean(),
  available: z.boolean(),
  allStores: z.boolean(),
  /** The stores the staff member is bound to, among those the caller sees (empty when `allStores`). */
  stores: z.array(StaffStoreRef),
  status: StaffStatus,
  hasPin: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** The caller's own record: its role and stores are not theirs to change (the owner's are fixed anyway). */
  isSelf: z.boolean(),
  /**
   * Whether the caller may edit this staff member (profile, password, PIN, status): the boss rules, and for others
   * than the owner, the caller's stores cover the staff member's and their role grants nothing the caller's lacks.
   */
  canEdit: z.boolean(),
  /** Whether the caller may delete this staff member (only the owner deletes, never the owner's own record). */
  canDelete: z.boolean(),
});
export type StaffRow = z.infer<typeof StaffRow>;

/** POST /m/staff/detail and /m/staff/delete. Delete refusals: 20055 not the owner, 20050 the owner's record,
 * 20088 an unfinished shift, 20037 not found. */
export const StaffIdBody = z.object({ id });

/** POST /m/staff/updatePwd — sets a staff member's password (8-16) and ends all their sessions. Refusals as the
 * edit of /m/staff/save: 20054 the owner, 20041 someone holding a store or permission the caller lacks. */
export const StaffPasswordBody = withConfirmation(
  z.object({ id, password: staffPassword, confirmPassword: z.string() }),
);
export type StaffPasswordBody = z.infer<typeof StaffPasswordBody>;

/** POST /m/staff/setStatus — normal, inactive or frozen; a change ends all the staff member's sessions. Refusals as
 * /m/staff/updatePwd. */
export const StaffStatusBody = z.object({ id, status: StaffStatus });

/** POST /m/staff/options (code 5) — what the staff form picks from, within the caller's stores. */
export const StaffOptions = z.object({
  /** `assignable`: the caller may give the role (never the owner role; for others than the owner, a role granting
   * nothing the caller's own role lacks). */
  roles: z.array(z.object({ id: z.number(), name: z.string(), isBoss: z.boolean(), assignable: z.boolean() })),
  stores: z.array(z.object({ id: z.number(), name: z.string(), kind: z.enum(['store', 'truck']) })),
});
export type StaffOptions = z.infer<typeof StaffOptions>;

// ── Roles and permissions ────────────────────────────────────────────────────────────────────────────────────

/** A discount limit: both bounds apply; null means no limit on that bound. */
export const DiscountLimit = z.object({
  /** Largest discount in money (up to 4 decimals). */
  maxAmount: decimal(4).nullable(),
  /** Largest discount as a percentage, 0 to 100 (up to 2 decimals; 20114 above 100). */
  maxPercent: decimal(2)
    .nullable()
    .superRefine((v, ctx) => {
      if (v !== null && Number(v) > 100)
        ctx.addIssue({ code: 'custom', message: 'percentage above 100', params: { code: Err.ROLE_INFO_INCORRECT } });
    }),
});
export type DiscountLimit = z.infer<typeof DiscountLimit>;

/** The limit a role gets when none is sent: no discount at all. */
export const NO_DISCOUNT: DiscountLimit = { maxAmount: '0', maxPercent: '0' };
/** The owner's limits: none. */
export const UNLIMITED_DISCOUNT: DiscountLimit = { maxAmount: null, maxPercent: null };

const appFlags = Object.fromEntries(APP_PERMISSIONS.map((p) => [p, z.boolean().default(false)])) as {
  [K in AppPermission]: z.ZodDefault<z.ZodBoolean>;
};

/**
 * POS app permissions of a role (§6), as stored in `roles.app_permissions` and read by the sales module:
 * one flag per `APP_PERMISSIONS` entry (missing flags are false), and the limits of the two discount permissions.
 * Use `roleAppPermissionsOf` to read a role: the owner holds everything without limits.
 */
export const RoleAppPermissions = z.object({
  ...appFlags,
  discountLimits: z
    .object({
      productDiscount: DiscountLimit.default(NO_DISCOUNT),
      discountAtCharge: DiscountLimit.default(NO_DISCOUNT),
    })
    .default({ productDiscount: NO_DISCOUNT, discountAtCharge: NO_DISCOUNT }),
});
export type RoleAppPermissions = z.infer<typeof RoleAppPermissions>;

/** Reporting app permissions of a role (§6): the product discount limits. */
export const ReportingAppPermissions = z.object({ productDiscount: DiscountLimit.default(NO_DISCOUNT) });
export type ReportingAppPermissions = z.infer<typeof ReportingAppPermissions>;

/** The app permissions a role grants; the owner role grants every permission with no discount limit. */
export function roleAppPermissionsOf(role: { isBoss: boolean; appPermissions: unknown }): RoleAppPermissions {
  if (role.isBoss) {
    return {
      ...(Object.fromEntries(APP_PERMISSIONS.map((p) => [p, true])) as Record<AppPermission, boolean>),
      discountLimits: { productDiscount: UNLIMITED_DISCOUNT, discountAtCharge: UNLIMITED_DISCOUNT },
    };
  }
  const parsed = RoleAppPermissions.safeParse(role.appPermissions ?? {});
  return parsed.success ? parsed.data : RoleAppPermissions.parse({});
}

/** The reporting app permissions a role grants; the owner has no limit. */
export function reportingAppPermissionsOf(role: {
  isBoss: boolean;
  reportingAppPermissions: unknown;
}): ReportingAppPermissions {
  if (role.isBoss) return { productDiscount: UNLIMITED_DISCOUNT };
  const parsed = ReportingAppPermissions.safeParse(role.reportingAppPermissions ?? {});
  return parsed.success ? parsed.data : ReportingAppPermissions.parse({});
}

// ── What a caller may grant (§6: nobody but the owner grants a permission they do not hold) ──────────────────

/** Everything a role grants: back-office menu codes, POS app permissions with discount limits, reporting app. */
export interface RoleGrants {
  menuCodes: readonly number[];
  appPermissions: RoleAppPermissions;
  reportingApp: ReportingAppPermissions;
}

/** What a role row grants; the owner role grants everything, whatever its row holds. */
export function roleGrantsOf(role: {
  isBoss: boolean;
  menuCodes: readonly number[];
  appPermissions: unknown;
  reportingAppPermissions: unknown;
}): RoleGrants {
  return {
    menuCodes: role.isBoss ? ALL_MENU_CODES : role.menuCodes,
    appPermissions: roleAppPermissionsOf(role),
    reportingApp: reportingAppPermissionsOf(role),
  };
}

/** Whether one bound of a discount limit (amount or percentage) allows no more than the held one; null is no limit. */
export function limitBoundWithin(value: string | null, held: string | null): boolean {
  return held === null || (value !== null && new Decimal(value).lte(held));
}

/** Whether `limit` allows no larger discount than `held` on either bound (null is no limit). */
export function discountLimitWithin(limit: DiscountLimit, held: DiscountLimit): boolean {
  return limitBoundWithin(limit.maxAmount, held.maxAmount) && limitBoundWithin(limit.maxPercent, held.maxPercent);
}

/**
 * Whether `wanted` grants nothing beyond `held`: every menu code and app permission of `wanted` is held, and each of
 * its discount limits (both app permissions and the reporting app) is at most the held one. Limits are compared
 * whether or not their permission is ticked, since the POS applies them as they are stored.
 */
export function grantsWithin(wanted: RoleGrants, held: RoleGrants): boolean {
  const menus = new Set(held.menuCodes);
  const app = wanted.appPermissions;
  const heldApp = held.appPermissions;
  return (
    wanted.menuCodes.every((c) => menus.has(c)) &&
    APP_PERMISSIONS.every((p) => !app[p] || heldApp[p]) &&
    APP_DISCOUNT_PERMISSIONS.every((p) => discountLimitWithin(app.discountLimits[p], heldApp.discountLimits[p])) &&
    discountLimitWithin(wanted.reportingApp.productDiscount, held.reportingApp.productDiscount)
  );
}

const menuCodes = z
  .array(z.number().int())
  .max(100)
  .superRefine((codes, ctx) => {
    const known = new Set<number>(ALL_MENU_CODES);
    if (codes.some((c) => !known.has(c)))
      ctx.addIssue({ code: 'custom', message: 'unknown menu code', params: { code: Err.ROLE_INFO_INCORRECT } });
  })
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));

/**
 * POST /m/role/save — creates (no `id`) or replaces a role; answers the saved `RoleRow`.
 * Refusals: 20043 name taken, 20044 creating an owner role (isBoss, or the owner role's name), 20045 changing the
 * owner role, 20052 role missing, 20114 a menu code that does not exist or a percentage above 100, 20041 (not for
 * the owner) the role would grant more than the caller's own role (`grantsWithin`), or the caller may not change
 * it (see `RoleRow.canEdit`).
 */
export const RoleSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(50),
  /** Only ever false: sending true answers 20044. */
  isBoss: z.boolean().optional(),
  /** Back-office permissions: menu codes of §6 (`Menu`). */
  menuCodes: menuCodes.default([]),
  appPermissions: RoleAppPermissions.default(RoleAppPermissions.parse({})),
  reportingApp: ReportingAppPermissions.default({ productDiscount: NO_DISCOUNT }),
});
export type RoleSaveBody = z.infer<typeof RoleSaveBody>;

/** POST /m/role/list — sorts by 'name' (default) or 'createdAt'. The owner role is listed first. A page of up to
 * 200 roles with their full permissions is the permission matrix (roles × back-office, app, reporting app). */
export const RoleListQuery = ListQuery.extend({
  /** Part of the role name. */
  name: z.string().trim().max(50).optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).optional(),
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;

export const RoleRow = z.object({
  id: z.number(),
  name: z.string(),
  /** The owner role: read-only, every permission. */
  isBoss: z.boolean(),
  menuCodes: z.array(z.number()),
  appPermissions: RoleAppPermissions,
  reportingApp: ReportingAppPermissions,
  /** Staff holding the role; a role in use cannot be deleted (20047). */
  staffCount: z.number(),
  /**
   * Whether the caller may change or delete the role: never the owner role; for others than the owner, not their
   * own role, nor a role granting something theirs lacks, nor a role held by staff outside the caller's stores.
   */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof RoleRow>;

/** POST /m/role/detail and /m/role/delete. Delete refusals: 20046 the owner role, 20047 in use, 20052 missing,
 * 20041 a role the caller may not change (`RoleRow.canEdit`). */
export const RoleIdBody = z.object({ id });

/** POST /m/staff/permissions (any signed-in user) — the caller's current permissions, re-read on every request. */
export const MyPermissions = z.object({
  isBoss: z.boolean(),
  menuCodes: z.array(z.number()),
  /** The stores the caller is bound to, or 'all'. */
  storeIds: z.union([z.array(z.number()), z.literal('all')]),
  appPermissions: RoleAppPermissions,
  reportingApp: ReportingAppPermissions,
});
export type MyPermissions = z.infer<typeof MyPermissions>;

// ── Time cards and work time ─────────────────────────────────────────────────────────────────────────────────

/** A date-time with its offset, e.g. 2024-05-01T09:00:00+08:00 or 2024-05-01T01:00:00Z. */
const dateTime = z.iso.datetime({ offset: true });
/** A calendar date (YYYY-MM-DD) in the caller's time zone (the tz-offset headers). */
const localDate = z.iso.date();

/**
 * POST /m/timeCard/save — creates (no `id`) or replaces a time card; answers the saved `TimeCardRow`.
 * Refusals: 20076 store missing, 20078 staff missing, 1001 start after end or a date after today (caller's time
 * zone; issue on startAt/endAt), 1004 overlapping another time card of the same staff member, 20053 a clock-in of
 * the POS app that is still running (also on delete), 20037 store, staff or time card not visible to the caller
 * (or the staff member does not work in the store).
 */
export const TimeCardSaveBody = z
  .object({
    id: id.optional(),
    storeId: id.optional(),
    staffId: id.optional(),
    startAt: dateTime,
    endAt: dateTime,
  })
  .superRefine((v, ctx) => {
    if (v.storeId === undefined) coded(ctx, 'storeId', Err.STORE_EMPTY, 'store missing');
    if (v.staffId === undefined) coded(ctx, 'staffId', Err.EMPLOYEE_EMPTY, 'staff missing');
    if (Date.parse(v.startAt) > Date.parse(v.endAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'start after end' });
  });
export type TimeCardSaveBody = z.infer<typeof TimeCardSaveBody>;

const dateRange = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape).superRefine((v, ctx) => {
    const r = v as { from?: string; to?: string };
    if (r.from && r.to && r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'start after end' });
  });

/**
 * POST /m/timeCard/list — time cards whose start falls in [from, to] (whole days in the caller's time zone; neither
 * after today), newest first by default; sorts by 'startAt' or 'endAt'. Answers `TimeCardList`.
 */
export const TimeCardListQuery = dateRange({
  ...ListQuery.shape,
  storeId: id.optional(),
  staffId: id.optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  sort: z.enum(['startAt', '-startAt', 'endAt', '-endAt']).optional(),
});
export type TimeCardListQuery = z.infer<typeof TimeCardListQuery>;

export const TimeCardRow = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  staffId: z.number(),
  staffName: z.string(),
  /** ISO date-times (UTC). */
  startAt: z.string(),
  /** Null while the staff member is clocked in (POS app). */
  endAt: z.string().nullable(),
  /** Total hours, 2 decimals; null while clocked in. */
  hours: z.string().nullable(),
  /** Who wrote it: the back office or the POS app's clock-in. */
  source: z.enum(['backOffice', 'app']),
});
export type TimeCardRow = z.infer<typeof TimeCardRow>;

/** The answer of /m/timeCard/list: a page of time cards, and the hours of every matching card. */
export const TimeCardList = z.object({ list: z.array(TimeCardRow), total: z.number(), totalHours: z.string() });
export type TimeCardList = z.infer<typeof TimeCardList>;

/** POST /m/timeCard/detail and /m/timeCard/delete (20053 for a running clock-in of the POS app). */
export const TimeCardIdBody = z.object({ id });

/** POST /m/timeCard/options (code 6) — the stores and staff a time card can name, within the caller's stores. */
export const TimeCardOptions = z.object({
  stores: z.array(z.object({ id: z.number(), name: z.string(), kind: z.enum(['store', 'truck']) })),
  staff: z.array(z.object({ id: z.number(), name: z.string(), allStores: z.boolean(), storeIds: z.array(z.number()) })),
});
export type TimeCardOptions = z.infer<typeof TimeCardOptions>;

const workTimeShape = {
  /** First and last day, in the caller's time zone; a time card counts on the day it starts. */
  from: localDate,
  to: localDate,
  storeId: id.optional(),
  staffId: id.optional(),
  sort: z.enum(['staffName', '-staffName', 'hours', '-hours']).optional(),
};

/** POST /m/staffWorkCount/list — total hours per staff member over a range; answers `StaffWorkCountList`. */
export const StaffWorkCountQuery = dateRange({ ...ListQuery.shape, ...workTimeShape });
export type StaffWorkCountQuery = z.infer<typeof StaffWorkCountQuery>;

/** POST /m/staffWorkCount/export — the same totals as an xlsx file (headers in the caller's language). */
export const StaffWorkCountExportBody = dateRange(workTimeShape);
export type StaffWorkCountExportBody = z.infer<typeof StaffWorkCountExportBody>;

export const StaffWorkCountRow = z.object({
  staffId: z.number(),
  staffName: z.string(),
  /** Finished time cards counted. */
  cards: z.number(),
  /** Sum of the cards' hours (each rounded to 2 decimals, as the time card list shows them). */
  hours: z.string(),
});
export type StaffWorkCountRow = z.infer<typeof StaffWorkCountRow>;

export const StaffWorkCountList = z.object({
  list: z.array(StaffWorkCountRow),
  total: z.number(),
  totalHours: z.string(),
});
export type StaffWorkCountList = z.infer<typeof StaffWorkCountList>;
