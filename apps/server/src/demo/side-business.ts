import type { MemberRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { Api } from './api';
import type { TradingDay } from './calendar';
import { localTime } from './calendar';
import type { DemoMerchant, DemoStaff, DemoStore } from './model';
import type { PosClient } from './pos';
import type { Random } from './random';
import { DEMO_TIME_ZONE } from './setup';

/**
 * Deposits still (partly) held, across days: a later day takes some out before their pickup deadline; the forgotten
 * ones are never collected and expire.
 */
export type DepositBook = {
  id: number;
  storeId: number;
  remaining: Decimal;
  /** Unix seconds. */
  depositedAt: number;
  deadline: number;
  forgotten: boolean;
}[];

/** The working part of a store's day (unix seconds): everyone on duty has opened their shift by `from`. */
export interface BusinessHours {
  from: number;
  to: number;
}

const DAY_S = 86_400;
const GUESTS = ['Patel', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'García', 'Murphy', 'Cohen', 'Silva', 'Kowalski'];

/**
 * The rest of a store's day besides receipts, each at its time within `hours`: cash in and out of a drawer, table
 * reservations (made days ahead, kept or cancelled), and at the bar the bottles customers leave behind (deposits) and
 * come back for.
 */
export async function sideBusiness(
  rnd: Random,
  pos: PosClient,
  m: DemoMerchant,
  store: DemoStore,
  crew: DemoStaff[],
  day: TradingDay,
  book: DepositBook,
  hours: BusinessHours,
) {
  const during = () => rnd.int(hours.from, hours.to);
  const till = crew.filter((s) => s.role !== 'waiter');
  for (let i = rnd.chance(0.3) ? rnd.int(1, 2) : 0; till.length && i > 0; i--) {
    const s = rnd.pick(till);
    const expense = rnd.chance(0.7);
    const amount = new Decimal(rnd.int(350, 2500)).dividedBy(100);
    const body = {
      type: expense ? 'expense' : 'income',
      amount: amount.toFixed(2),
      costTypeId: rnd.pick(expense ? m.costTypes.cashOut : m.costTypes.cashIn),
      note: expense ? rnd.pick(['Milk run', 'Window cleaner', 'Bin bags']) : 'Tips jar',
      at: during(),
    };
    if (await pos.call('/app/shift/cash', s, store.id, body)) pos.tally.cashEntries++;
  }

  if (store.tables.length && crew.length) {
    for (
      let i = rnd.weighted([
        [0, 3],
        [1, 4],
        [2, 2],
        [3, 1],
      ] as const);
      i > 0;
      i--
    ) {
      const table = rnd.pick(store.tables);
      const reservedAt = localTime(
        day.date,
        DEMO_TIME_ZONE,
        rnd.pick([12, 13, 18, 19, 19, 20]),
        rnd.pick([0, 15, 30, 45]),
      );
      // Booked by phone a day to ten days ahead, during opening hours.
      const madeAt = reservedAt - rnd.int(1, 10) * DAY_S - rnd.int(1, 6) * 3600;
      const body = {
        clientId: rnd.clientId(),
        tableId: table.id,
        reservedAt,
        at: madeAt,
        guests: rnd.int(2, Math.max(2, table.seats)),
        name: rnd.pick(GUESTS),
        areaCode: '44',
        phone: `7700${rnd.int(910000, 989999)}`,
        note: rnd.chance(0.2) ? 'Window seat please' : undefined,
      };
      const staff = rnd.pick(crew);
      const made = await pos.call<{ id: number }>('/app/reservation/create', staff, store.id, body);
      if (!made) continue;
      pos.tally.reservations++;
      const arrived = rnd.chance(0.85);
      // Guests arrive around the time booked; a cancellation comes some time before it.
      const at = arrived ? reservedAt + rnd.int(-5, 15) * 60 : rnd.int(madeAt + 3600, reservedAt - 3600);
      await pos.call('/app/reservation/state', staff, store.id, {
        id: made.id,
        state: arrived ? 'arrived' : 'cancelled',
        at,
      });
    }
  }

  const keepers = crew.filter((s) => s.role !== 'waiter');
  if (store.outlet !== 'bar' || keepers.length === 0) return;
  const bottles = m.products.filter((p) => p.tracked && p.prices.has(store.id) && p.name.match(/gin|Prosecco/i));
  // The bar's first day always takes a bottle in, and that one is forgotten: every demo has an expired deposit.
  const first = !book.some((d) => d.storeId === store.id);
  if (bottles.length && (first || rnd.chance(0.4))) {
    const member = rnd.pick(m.members);
    const product = rnd.pick(bottles);
    const quantity = rnd.pick(['1', '1', '0.5', '2']);
    const depositedAt = during();
    const forgotten = first || rnd.chance(0.25);
    const deadline = depositedAt + (first ? 7 : rnd.int(14, 60)) * DAY_S;
    const body = {
      clientId: rnd.clientId(),
      productId: product.id,
      itemName: product.name,
      quantity,
      pickupDeadline: deadline,
      at: depositedAt,
      depositor: member.name,
      areaCode: '44',
      phone: member.phone,
      notes: rnd.chance(0.3) ? 'Name tag on the neck' : undefined,
    };
    const made = await pos.call<{ id: number }>('/app/deposit/create', rnd.pick(keepers), store.id, body);
    if (made) {
      pos.tally.deposits++;
      book.push({ id: made.id, storeId: store.id, remaining: new Decimal(quantity), depositedAt, deadline, forgotten });
    }
  }
  const takenAt = during();
  const held = book.filter(
    (d) =>
      d.storeId === store.id &&
      !d.forgotten &&
      d.remaining.greaterThan(0) &&
      d.depositedAt < takenAt &&
      d.deadline > takenAt,
  );
  if (held.length && rnd.chance(0.35)) {
    const d = held[0];
    const quantity = d.remaining.greaterThan(1) && rnd.chance(0.5) ? new Decimal(1) : d.remaining;
    const body = { id: d.id, quantity: quantity.toString(), note: 'Collected at the bar', at: takenAt };
    if (await pos.call('/app/deposit/takeOut', rnd.pick(keepers), store.id, body)) {
      pos.tally.takeOuts++;
      d.remaining = d.remaining.minus(quantity);
    }
  }
}

/** Every fortnight the regulars with a tab settle part or all of it (back office: credit repayment). */
export async function repayTabs(rnd: Random, api: Api, m: DemoMerchant, _day: TradingDay, index: number) {
  if (index % 14 !== 13) return;
  for (const member of m.members.filter((x) => x.onCredit)) {
    const now = await api.call<MemberRow>('/member/detail', { id: member.id }, m.bossToken);
    const owed = new Decimal(now.creditBalance);
    if (owed.lessThanOrEqualTo(0)) continue;
    const amount = rnd.chance(0.7) ? owed : owed.dividedBy(2).toDecimalPlaces(2);
    if (amount.lessThanOrEqualTo(0)) continue;
    await api.call(
      '/member/credit/repay',
      { memberId: member.id, amount: amount.toFixed(2), reason: 'Settled the tab' },
      m.bossToken,
    );
  }
}
