// Deposits (consignment, /deposit): the POS app's create and take-out, and the back-office list and export.
import { z } from 'zod';
import { id, text, unixSeconds } from './fields';
import { ListQuery } from './paging';
import { areaCode, clientId, phone } from './rules';
import { happened, optionalId, positiveQty } from './sales';

// ── Deposits (consignment) ──────────────────────────────────────────────────────────────────────────────────

/** depositing → partial (some taken out) → completed; expired once the pickup deadline passed while not completed. */
export const DEPOSIT_STATES = ['depositing', 'partial', 'completed', 'expired'] as const;
export const DepositState = z.enum(DEPOSIT_STATES);
export type DepositState = z.infer<typeof DepositState>;

/** POST /m/app/deposit/create — a customer leaves items at the till's store ('deposit'). */
export const DepositCreateBody = z.object({
  clientId,
  /** The receipt it came with, if any (free text: the receipt number). */
  orderNumber: text(40).optional(),
  productId: optionalId,
  /** The item's name as written on the ticket (defaults to the product's name). */
  itemName: text(100).optional(),
  quantity: positiveQty,
  pickupDeadline: unixSeconds,
  depositor: text(50).min(1),
  areaCode: areaCode.optional(),
  phone: phone.optional(),
  address: text(200).optional(),
  notes: text(500).optional(),
  /** The pickup deadline must lie after `at` (an old deposit uploaded late may already be expired). */
  ...happened,
});
export type DepositCreateBody = z.infer<typeof DepositCreateBody>;

/** POST /m/app/deposit/takeOut — takes out part or all of what is left (1018 beyond it; 1019 completed/expired). */
export const DepositTakeOutBody = z.object({ id, quantity: positiveQty, note: text(200).optional(), ...happened });
export type DepositTakeOutBody = z.infer<typeof DepositTakeOutBody>;

/** The back-office list's filters (POST /m/deposit/list), shared by POST /m/deposit/export (xlsx or pdf). */
export const DepositFilters = z.object({
  startTime: unixSeconds.optional(),
  endTime: unixSeconds.optional(),
  storeId: optionalId,
  state: DepositState.optional(),
  /** Depositor, phone, item or receipt number. */
  keyword: text(50).optional(),
});
export const DepositListQuery = ListQuery.extend({
  ...DepositFilters.shape,
  sort: z.enum(['depositedAt', '-depositedAt', 'pickupDeadline', '-pickupDeadline']).optional(),
});
export type DepositListQuery = z.infer<typeof DepositListQuery>;
export const DepositExportBody = DepositFilters.extend({ format: z.enum(['xlsx', 'pdf']).default('xlsx') });
export type DepositExportBody = z.infer<typeof DepositExportBody>;

export const DepositRow = z.object({
  id: z.number(),
  number: z.string(),
  orderNumber: z.string(),
  itemName: z.string(),
  quantity: z.string(),
  takenQuantity: z.string(),
  remaining: z.string(),
  depositedAt: z.string(),
  pickupDeadline: z.string(),
  depositor: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  state: DepositState,
  staffName: z.string(),
  storeId: z.number(),
  storeName: z.string(),
});
export type DepositRow = z.infer<typeof DepositRow>;

export const DepositDetail = DepositRow.extend({
  takeOuts: z.array(z.object({ quantity: z.string(), note: z.string(), staffName: z.string(), takenAt: z.string() })),
});
export type DepositDetail = z.infer<typeof DepositDetail>;
