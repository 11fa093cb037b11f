// Tables of the sales domain: receipts (orders) with their lines, modifiers, taxes, payments and staff commissions;
// shifts with their cash entries and remittances; reservations; deposits. A refund is a receipt of its own
// (kind 'refund', amounts positive) pointing at the sale it refunds. Receipts copy names, prices and tax rates at
// the moment of sale, so later catalogue or settings changes never rewrite history. Staff, members and products are
// referenced without foreign keys for the same reason (their deletion must not touch sales).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, idColumn, money, ref, updatedAt } from './columns';
import { stores } from './stores';
import { tenantRef } from './tenancy';

const zero = (name: string) => money(name).notNull().default('0');

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    /** The POS's id ('uuid_' + 8): a retried upload finds the receipt already written. */
    clientId: text('client_id').notNull(),
    /** Shown on receipts and in reports: store id, date and the receipt's id (no shared counter to queue on). */
    number: text('number').notNull(),
    kind: text('kind', { enum: ['sale', 'refund'] })
      .notNull()
      .default('sale'),
    refundOfId: ref('refund_of_id'),
    storeId: ref('store_id').notNull(),
    channel: text('channel', { enum: ['pos', 'kiosk', 'qr', 'online'] }).notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'cancelled'] }).notNull(),
    onlineState: text('online_state', {
      enum: ['unpaid', 'preparing', 'delivering', 'completed', 'refunded', 'usable'],
    }),
    orderTypeId: ref('order_type_id'),
    orderTypeName: text('order_type_name').notNull().default(''),
    tableId: ref('table_id'),
    tableLabel: text('table_label').notNull().default(''),
    memberId: ref('member_id'),
    /** The staff member who took the order (null for kiosk and online orders). */
    staffId: ref('staff_id'),
    deviceId: ref('device_id'),
    shiftId: ref('shift_id'),
    guests: integer('guests').notNull().default(0),
    note: text('note').notNull().default(''),
    goodsTotal: zero('goods_total'),
    lineDiscountTotal: zero('line_discount_total'),
    orderDiscount: zero('order_discount'),
    netTotal: zero('net_total'),
    taxIncluded: zero('tax_included'),
    taxAdded: zero('tax_added'),
    /** What an online order charges for delivery (no tax on it), inside `total`; a refund gives it back. */
    deliveryFee: zero('delivery_fee'),
    total: zero('total'),
    paidTotal: zero('paid_total'),
    changeTotal: zero('change_total'),
    feeTotal: zero('fee_total'),
    costTotal: zero('cost_total'),
    pointsEarned: zero('points_earned'),
    pointsRedeemed: zero('points_redeemed'),
    pointsValue: zero('points_value'),
    creditAmount: zero('credit_amount'),
    exception: text('exception', { enum: ['none', 'unreviewed', 'reviewed'] })
      .notNull()
      .default('none'),
    exceptionReason: text('exception_reason').notNull().default(''),
    reviewedBy: ref('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    ticketChecked: boolean('ticket_checked').notNull().default(false),
    ticketCheckedAt: at('ticket_checked_at'),
    /** The session editing the order on a POS; others get 20068 until it unlocks (or the lock is 10 min old). */
    lockedBySession: ref('locked_by_session'),
    lockedAt: at('locked_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    orderedAt: at('ordered_at').notNull(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_client_id_uq').on(t.tenantId, t.clientId),
    index('orders_time_idx').on(t.tenantId, t.orderedAt, t.id),
    index('orders_store_time_idx').on(t.tenantId, t.storeId, t.orderedAt),
    index('orders_refund_of_idx').on(t.tenantId, t.refundOfId),
    index('orders_unpaid_idx').on(t.tenantId, t.storeId).where(sql`status = 'unpaid'`),
    index('orders_exception_idx').on(t.tenantId, t.exception).where(sql`exception <> 'none'`),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    position: integer('position').notNull(),
    /** On a refund receipt: the sale's line it gives back. */
    refundOfLineId: ref('refund_of_line_id'),
    productId: ref('product_id').notNull(),
    variantId: ref('variant_id'),
    name: text('name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    categoryId: ref('category_id'),
    quantity: money('quantity').notNull(),
    refundedQuantity: zero('refunded_quantity'),
    unitPrice: money('unit_price').notNull(),
    modifiersUnit: zero('modifiers_unit'),
    gross: money('gross').notNull(),
    lineDiscount: zero('line_discount'),
    orderDiscountShare: zero('order_discount_share'),
    net: money('net').notNull(),
    taxIncluded: zero('tax_included'),
    taxAdded: zero('tax_added'),
    /** Cost of what left stock (the ledger's average cost), or the catalogue cost for untracked items. */
    cost: zero('cost'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_lines_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

export const orderLineModifiers = pgTable(
  'order_line_modifiers',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    lineId: ref('line_id').notNull(),
    modifierId: ref('modifier_id').notNull(),
    itemId: ref('item_id').notNull(),
    name: text('name').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** Per unit of the line. */
    quantity: money('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_line_modifiers_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

export const orderLineTaxes = pgTable(
  'order_line_taxes',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    lineId: ref('line_id').notNull(),
    taxId: ref('tax_id').notNull(),
    name: text('name').notNull(),
    rate: money('rate').notNull(),
    calculation: text('calculation', { enum: ['included', 'added'] }).notNull(),
    taxable: money('taxable').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_line_taxes_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    /** Null for the member's points and credit, which are not payment methods. */
    paymentMethodId: ref('payment_method_id'),
    kind: text('kind', { enum: ['method', 'points', 'credit'] })
      .notNull()
      .default('method'),
    methodType: text('method_type').notNull().default(''),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    tendered: zero('tendered'),
    change: zero('change'),
    fee: zero('fee'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_payments_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

/** Staff commissions earned on a receipt from the products' reward rules (negative on refunds). */
export const orderCommissions = pgTable(
  'order_commissions',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    lineId: ref('line_id').notNull(),
    staffId: ref('staff_id').notNull(),
    productId: ref('product_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_commissions_order_idx').on(t.tenantId, t.orderId),
    index('order_commissions_staff_idx').on(t.tenantId, t.staffId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

/** Shifts (duty): one open shift per staff member; expected cash is computed from the entries. */
export const shifts = pgTable(
  'shifts',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    number: text('number').notNull(),
    storeId: ref('store_id').notNull(),
    userId: ref('user_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    initialCash: money('initial_cash').notNull(),
    expectedCash: money('expected_cash'),
    actualCash: money('actual_cash'),
    note: text('note').notNull().default(''),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shifts_open_uq').on(t.tenantId, t.userId).where(sql`status = 'open'`),
    index('shifts_store_time_idx').on(t.tenantId, t.storeId, t.openedAt),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

export const shiftEntries = pgTable(
  'shift_entries',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    shiftId: ref('shift_id').notNull(),
    type: text('type', {
      enum: [
        'start',
        'income',
        'expense',
        'transferIn',
        'transferOut',
        'sale',
        'refund',
        'cashCount',
        'incomeRevoke',
        'expenseRevoke',
      ],
    }).notNull(),
    /** Positive; the type says which way the cash went. */
    amount: money('amount').notNull(),
    costTypeId: ref('cost_type_id'),
    costTypeName: text('cost_type_name').notNull().default(''),
    orderId: ref('order_id'),
    remittanceId: ref('remittance_id'),
    /** On a revoke entry: the entry it revokes. */
    revokesEntryId: ref('revokes_entry_id'),
    note: text('note').notNull().default(''),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shift_entries_shift_idx').on(t.tenantId, t.shiftId, t.id),
    // The staff expense report reads cash out entries by time.
    index('shift_entries_type_time_idx').on(t.tenantId, t.type, t.createdAt),
    uniqueIndex('shift_entries_revoke_uq').on(t.tenantId, t.revokesEntryId).where(sql`revokes_entry_id is not null`),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [shifts.tenantId, shifts.id] }).onDelete('cascade'),
  ],
);

/** Cash handed from one open shift to another (cash transfer out / in). */
export const remittances = pgTable(
  'remittances',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    storeId: ref('store_id').notNull(),
    fromShiftId: ref('from_shift_id').notNull(),
    fromUserId: ref('from_user_id').notNull(),
    toUserId: ref('to_user_id').notNull(),
    toShiftId: ref('to_shift_id'),
    amount: money('amount').notNull(),
    state: text('state', { enum: ['pending', 'received', 'rejected', 'revoked'] })
      .notNull()
      .default('pending'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('remittances_to_idx').on(t.tenantId, t.toUserId, t.state)],
);

export const reservations = pgTable(
  'reservations',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    storeId: ref('store_id').notNull(),
    tableId: ref('table_id'),
    tableLabel: text('table_label').notNull().default(''),
    reservedAt: at('reserved_at').notNull(),
    guests: integer('guests').notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    state: text('state', { enum: ['booked', 'arrived', 'cancelled'] })
      .notNull()
      .default('booked'),
    userId: ref('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('reservations_client_id_uq').on(t.tenantId, t.clientId),
    index('reservations_store_time_idx').on(t.tenantId, t.storeId, t.reservedAt),
    index('reservations_time_idx').on(t.tenantId, t.reservedAt),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

/** Deposits (consignment). `state` is stored without 'expired', which is read from the deadline. */
export const deposits = pgTable(
  'deposits',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    number: text('number').notNull(),
    storeId: ref('store_id').notNull(),
    orderNumber: text('order_number').notNull().default(''),
    productId: ref('product_id'),
    itemName: text('item_name').notNull(),
    quantity: money('quantity').notNull(),
    takenQuantity: zero('taken_quantity'),
    state: text('state', { enum: ['depositing', 'partial', 'completed'] })
      .notNull()
      .default('depositing'),
    depositedAt: at('deposited_at').notNull().defaultNow(),
    pickupDeadline: at('pickup_deadline').notNull(),
    depositor: text('depositor').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    userId: ref('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('deposits_client_id_uq').on(t.tenantId, t.clientId),
    index('deposits_time_idx').on(t.tenantId, t.depositedAt, t.id),
    index('deposits_store_time_idx').on(t.tenantId, t.storeId, t.depositedAt),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

export const depositTakeOuts = pgTable(
  'deposit_take_outs',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    depositId: ref('deposit_id').notNull(),
    quantity: money('quantity').notNull(),
    note: text('note').notNull().default(''),
    userId: ref('user_id'),
    takenAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('deposit_take_outs_deposit_idx').on(t.tenantId, t.depositId),
    foreignKey({ columns: [t.tenantId, t.depositId], foreignColumns: [deposits.tenantId, deposits.id] }).onDelete(
      'cascade',
    ),
  ],
);
