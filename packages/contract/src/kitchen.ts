// The kitchen display (§1 devices, §3 device): a kitchen display device signs in with its account and shows its
// store's orders that need preparing as tickets; the cooks bump a line or a whole ticket, and recall the last bump.
// A ticket turns orange, then red, as it nears and passes the merchant's order duration (§9, minutes).
import { z } from 'zod';
import { id, unixSeconds } from './fields';
import { OrderChannel } from './sales';

/** How often the screen asks for its tickets (the spec's "without reload", at most 1 s). */
export const KITCHEN_POLL_MS = 1_000;
/** How far back a ticket is looked for: an order older than this is no longer cooked. */
export const KITCHEN_WINDOW_HOURS = 24;
/** The most tickets the board shows at once (oldest first). */
export const KITCHEN_MAX_TICKETS = 100;
/** The share of the order duration after which a ticket turns orange; it turns red once past the duration. */
export const KITCHEN_WARNING_SHARE = 0.75;

export const KitchenModifier = z.object({ name: z.string(), quantity: z.string() });

/** A line of a ticket: what to cook; `bumpedAt` set once a cook bumped it (it then shows struck through). */
export const KitchenLine = z.object({
  lineId: z.number(),
  name: z.string(),
  variantName: z.string(),
  quantity: z.string(),
  modifiers: z.array(KitchenModifier),
  bumpedAt: z.string().nullable(),
});
export type KitchenLine = z.infer<typeof KitchenLine>;

/** An order that needs preparing, with the lines the device's station cooks. */
export const KitchenTicket = z.object({
  orderId: z.number(),
  number: z.string(),
  channel: OrderChannel,
  orderTypeName: z.string(),
  tableLabel: z.string(),
  note: z.string(),
  orderedAt: z.string(),
  lines: z.array(KitchenLine),
});
export type KitchenTicket = z.infer<typeof KitchenTicket>;

export const KitchenStation = z.object({ id: z.number(), name: z.string() });
export type KitchenStation = z.infer<typeof KitchenStation>;

/**
 * POST /m/device/kitchen/board (kitchen displays only) → the tickets of the device's store still to cook, oldest first:
 * POS, kiosk and QR table orders not cancelled, and online orders being prepared, of the last KITCHEN_WINDOW_HOURS,
 * whose lines (of the station's categories, when the device is bound to a printer group) are not all bumped.
 * `station`: the printer group the device is bound to (null: every line); `stations`: the store's printer groups;
 * `orderDuration`: the merchant's setting (§9); `lastBump`: what a recall would bring back; `serverTime` lets the screen
 * age tickets with the server's clock.
 */
export const KitchenBoard = z.object({
  tickets: z.array(KitchenTicket),
  station: KitchenStation.nullable(),
  stations: z.array(KitchenStation),
  orderDuration: z.object({ enabled: z.boolean(), minutes: z.number() }),
  lastBump: z.object({ orderId: z.number(), number: z.string() }).nullable(),
  serverTime: z.string(),
});
export type KitchenBoard = z.infer<typeof KitchenBoard>;

/**
 * POST /m/device/kitchen/bump — bumps the given lines of a ticket, or (no `lineIds`) every line of it the device's
 * station cooks, recorded with the time and the device. An order not of the device's store (or of another merchant) is
 * missing (20067); nothing left to bump (already bumped by another screen, or not the station's) answers 1019.
 */
export const KitchenBumpBody = z.object({
  orderId: id,
  lineIds: z.array(id).min(1).max(500).optional(),
});
export type KitchenBumpBody = z.infer<typeof KitchenBumpBody>;
export const KitchenBumpResult = z.object({ bumpId: z.number(), lineIds: z.array(z.number()) });
export type KitchenBumpResult = z.infer<typeof KitchenBumpResult>;

/** POST /m/device/kitchen/recall — brings back the device's last bump (its lines show again); none left: 1019. */
export const KitchenRecallResult = z.object({ orderId: z.number(), lineIds: z.array(z.number()) });
export type KitchenRecallResult = z.infer<typeof KitchenRecallResult>;

/**
 * POST /m/device/kitchen/station — binds the device to one of its store's printer groups (its categories' lines only),
 * or to none (`printerGroupId: null`, every line). A group of another store or merchant is missing (20037).
 */
export const KitchenStationBody = z.object({ printerGroupId: id.nullable() });
export type KitchenStationBody = z.infer<typeof KitchenStationBody>;

/**
 * The back office's side of the same binding (devices menu 123): POST /m/kitchen/station/get `{ deviceId }` → the
 * kitchen display's printer group and the groups of its store; POST /m/kitchen/station/save `{ deviceId,
 * printerGroupId }` binds it (null: every line). A device that is not a kitchen display of a store the caller sees, or
 * a group of another store, is missing (20037).
 */
export const KitchenDeviceStationQuery = z.object({ deviceId: id });
export type KitchenDeviceStationQuery = z.infer<typeof KitchenDeviceStationQuery>;
export const KitchenDeviceStationBody = z.object({ deviceId: id, printerGroupId: id.nullable() });
export type KitchenDeviceStationBody = z.infer<typeof KitchenDeviceStationBody>;
export const KitchenDeviceStation = z.object({
  printerGroupId: z.number().nullable(),
  stations: z.array(KitchenStation),
});
export type KitchenDeviceStation = z.infer<typeof KitchenDeviceStation>;

/** How late a ticket is against the order duration: normal, warning (orange), late (red); normal when it is off. */
export type TicketUrgency = 'normal' | 'warning' | 'late';
export function ticketUrgency(ageMs: number, duration: { enabled: boolean; minutes: number }): TicketUrgency {
  if (!duration.enabled || duration.minutes <= 0) return 'normal';
  const limit = duration.minutes * 60_000;
  if (ageMs >= limit) return 'late';
  return ageMs >= limit * KITCHEN_WARNING_SHARE ? 'warning' : 'normal';
}

/** The widest range of the preparation-time report (it is grouped by hour). */
export const KITCHEN_REPORT_MAX_DAYS = 31;

/**
 * POST /m/kitchen/report/prepTime (back office, reports menu 1) — preparation time: per hour of the caller's time zone,
 * how many lines were bumped and the average time from the order to its bump, in seconds (recalled bumps left out).
 * `endTime` exclusive, after `startTime`, at most KITCHEN_REPORT_MAX_DAYS later (1001 otherwise). `storeIds` empty or
 * absent: every store the caller sees.
 */
export const KitchenPrepTimeQuery = z
  .object({ startTime: unixSeconds, endTime: unixSeconds, storeIds: z.array(id).max(500).optional() })
  .refine((q) => q.endTime > q.startTime, { path: ['endTime'], message: 'must be after startTime' })
  .refine((q) => q.endTime - q.startTime <= KITCHEN_REPORT_MAX_DAYS * 86_400, {
    path: ['endTime'],
    message: `at most ${KITCHEN_REPORT_MAX_DAYS} days after startTime`,
  });
export type KitchenPrepTimeQuery = z.infer<typeof KitchenPrepTimeQuery>;

export const KitchenPrepTimeRow = z.object({
  /** The hour's start in the caller's time zone, 'YYYY-MM-DD HH:00'. */
  hour: z.string(),
  lines: z.number(),
  averageSeconds: z.number(),
});
export const KitchenPrepTime = z.object({
  list: z.array(KitchenPrepTimeRow),
  total: z.object({ lines: z.number(), averageSeconds: z.number() }),
});
export type KitchenPrepTime = z.infer<typeof KitchenPrepTime>;
