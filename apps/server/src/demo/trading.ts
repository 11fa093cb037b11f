import type { ShiftRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { Api } from './api';
import { localTime, planTrading, type TradingDay, tradingHours, zoneOffsetMinutes } from './calendar';
import type { DemoMerchant, DemoStaff, DemoStore } from './model';
import { emptyTally, PosClient, type SalesTally } from './pos';
import type { Random } from './random';
import { planRefunds, type RefundQueue, type RungUp, refundDue, ringUp, settleOpenTickets } from './sales';
import { DEMO_TIME_ZONE } from './setup';
import { type DepositBook, repayTabs, sideBusiness } from './side-business';

/** Who works in a store on a day: its own staff; the relief cashier joins a sit-down store at weekends. */
function crewOf(m: DemoMerchant, store: DemoStore, day: TradingDay, index: number): DemoStaff[] {
  const own = m.staff.filter((s) => s.storeIds[0] === store.id && !(s.role === 'cashier' && s.storeIds.length > 1));
  const weekend = [0, 5, 6].includes(day.date.getUTCDay());
  const relief = m.staff.filter((s) => s.role === 'cashier' && s.storeIds.length > 1);
  const sitDown = m.stores.filter((s) => s.kind === 'store');
  const joins = weekend && sitDown[index % sitDown.length]?.id === store.id ? relief : [];
  return [...own, ...joins];
}

const FLOAT = '150.00';
const MINUTE = 60;

/**
 * Months of trading through the POS API, every action at its own time (`at`, like a till uploading what it did
 * offline): per store and day, the crew clocks in and opens its shifts before the first trading hour, rings up the
 * day's receipts at their planned times, pays or revokes open tickets when the table leaves, gives back the sales
 * customers return with days later, books reservations days ahead, takes deposits, records cash in and out, and
 * after the last hour closes the shifts with the cash counted and clocks out.
 */
export async function runTrading(
  api: Api,
  m: DemoMerchant,
  rnd: Random,
  opts: { orders: number; months: number; today: Date; log?: (line: string) => void },
): Promise<SalesTally> {
  const tally = emptyTally();
  const pos = new PosClient(api, m.email, tally);
  const days = planTrading(opts.today, opts.months, m.stores, opts.orders, rnd.fork('plan'), DEMO_TIME_ZONE);
  const sum = { total: new Decimal(0) };
  const book: DepositBook = [];
  const returns: RefundQueue = [];
  const progress = progressLog(
    days.reduce((n, d) => n + [...d.times.values()].reduce((k, t) => k + t.length, 0), 0),
    opts.log,
  );
  for (const [index, day] of days.entries()) {
    const dayRnd = rnd.fork(`day-${index}`);
    const last = index === days.length - 1;
    for (const store of m.stores) {
      const times = day.times.get(store.id) ?? [];
      if (times.length === 0) continue;
      const crew = crewOf(m, store, day, index);
      await tradeStoreDay(dayRnd.fork(store.outlet), api, pos, m, {
        store,
        crew,
        day,
        index,
        times,
        sum,
        book,
        returns,
      });
    }
    await repayTabs(dayRnd.fork('tabs'), api, m, day, index);
    progress(day.date, tally.receipts, last);
  }
  tally.salesTotal = sum.total.toFixed(2);
  return tally;
}

/**
 * Tells how far the trading is, about every 5 % of the planned receipts and at the end: the day reached, the
 * receipts rung up and an estimate of the time left.
 */
function progressLog(planned: number, log: ((line: string) => void) | undefined) {
  const started = performance.now();
  let next = 0.05;
  return (date: Date, receipts: number, last: boolean) => {
    const share = planned === 0 ? 1 : receipts / planned;
    if (!log || (share < next && !last)) return;
    while (next <= share) next += 0.05;
    const seconds = share > 0 ? ((performance.now() - started) / 1000) * ((1 - share) / share) : 0;
    const left = last
      ? ''
      : `, about ${seconds < 90 ? `${Math.ceil(seconds)} s` : `${Math.ceil(seconds / 60)} min`} left`;
    log(
      `  ${date.toISOString().slice(0, 10)}: ${receipts} of ${planned} receipts (${Math.floor(share * 100)} %)${left}`,
    );
  };
}

async function tradeStoreDay(
  rnd: Random,
  api: Api,
  pos: PosClient,
  m: DemoMerchant,
  d: {
    store: DemoStore;
    crew: DemoStaff[];
    day: TradingDay;
    index: number;
    times: number[];
    sum: { total: Decimal };
    book: DepositBook;
    returns: RefundQueue;
  },
) {
  const { store, crew, day, times, sum } = d;
  const manager = crew.find((s) => s.role === 'manager');
  // The doors open on the first trading hour and close after the last one; the crew comes in before.
  const hours = tradingHours(store.outlet);
  const opensAt = localTime(day.date, DEMO_TIME_ZONE, hours.first, 0);
  const closesAt = localTime(day.date, DEMO_TIME_ZONE, hours.last + 1, rnd.int(20, 40));
  const onDuty: DemoStaff[] = [];
  const clockedIn: DemoStaff[] = [];
  for (const s of crew) {
    const start = opensAt - rnd.int(15, 40) * MINUTE;
    if (await pos.call('/app/clock/in', s, store.id, { at: start - rnd.int(2, 8) * MINUTE })) {
      pos.tally.timeCards++;
      clockedIn.push(s);
    }
    if (await pos.call('/app/shift/open', s, store.id, { initialCash: FLOAT, at: start })) {
      pos.tally.shifts++;
      onDuty.push(s);
    }
  }
  const offset = zoneOffsetMinutes(DEMO_TIME_ZONE, new Date(times[0] * 1000));
  const rung: RungUp[] = [];
  for (const at of times) {
    const hour = new Date((at + offset * 60) * 1000).getUTCHours();
    const r = await ringUp(rnd, api, pos, m, store, rnd.pick(crew), at, hour);
    if (!r) continue;
    rung.push(r);
    sum.total = sum.total.plus(r.total);
  }
  const lastCall = closesAt - 15 * MINUTE;
  await settleOpenTickets(rnd, api, pos, m, store, manager, rung, lastCall);
  pos.tally.openAtEnd += rung.filter((r) => r.open).length;
  const working = { from: opensAt + 30 * MINUTE, to: lastCall - 15 * MINUTE };
  if (manager && onDuty.includes(manager))
    await refundDue(rnd, pos, store, manager, d.returns, { index: d.index, ...working });
  planRefunds(rnd, d.returns, store.id, d.index, rung);
  await sideBusiness(rnd, pos, m, store, onDuty, day, d.book, working);
  for (const s of onDuty) {
    const shift = await pos.call<ShiftRow>('/app/shift/current', s, store.id, {});
    if (!shift) continue;
    // Most drawers count right; now and then one is a little short or over.
    const difference = rnd.chance(0.1) ? new Decimal(rnd.int(-500, 200)).dividedBy(100) : new Decimal(0);
    const actualCash = Decimal.max(0, difference.plus(shift.expectedCash)).toFixed(2);
    await pos.call('/app/shift/close', s, store.id, { actualCash, at: closesAt + rnd.int(0, 10) * MINUTE });
  }
  // Out once the drawers are counted.
  for (const s of clockedIn) await pos.call('/app/clock/out', s, store.id, { at: closesAt + rnd.int(12, 20) * MINUTE });
}
