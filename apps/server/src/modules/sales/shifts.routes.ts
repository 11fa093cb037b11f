import {
  ClockBody,
  ExceptionReviewBody,
  Menu,
  RemittanceSendBody,
  RemittanceSettleBody,
  ReservationCreateBody,
  ReservationListQuery,
  ReservationStateBody,
  ShiftCashBody,
  ShiftCloseBody,
  ShiftCountBody,
  ShiftListQuery,
  ShiftOpenBody,
  ShiftRevokeBody,
  TicketCheckBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { createRemittanceService } from './remittances.service';
import { createReservationService, storeHasReservations } from './reservations.service';
import { createShiftService, staffHasOpenShift, storeHasShifts } from './shifts.service';
import { createTicketService } from './tickets.service';
import { createTimeClockService } from './time-clock.service';

/**
 * Shifts (duty) with remittances, the time clock, tickets, paid-invoice exception reviews and reservations: the POS
 * app's calls under /m/app/…, and the back office's reports under /m/sales/… (menu 1, reports).
 */
export function shiftsRoutes(app: FastifyInstance, deps: Deps) {
  const shift = createShiftService();
  const remittance = createRemittanceService();
  const clock = createTimeClockService();
  const ticket = createTicketService();
  const reservation = createReservationService();
  const anyApp = { access: 'app' } as const;
  const cashInOut = { access: { app: 'cashInOut' } } as const;
  const reports = { access: { menu: Menu.REPORTS } } as const;
  const none = z.object({});

  route(app, '/app/shift/open', { ...anyApp, body: ShiftOpenBody }, (ctx, b) => shift.open(ctx, b));
  route(app, '/app/shift/current', { ...anyApp, body: none }, (ctx) => shift.current(ctx));
  route(app, '/app/shift/cash', { ...cashInOut, body: ShiftCashBody }, (ctx, b) => shift.cash(ctx, b));
  route(app, '/app/shift/revoke', { ...cashInOut, body: ShiftRevokeBody }, (ctx, b) =>
    shift.revoke(ctx, b.entryId, b.at),
  );
  route(app, '/app/shift/count', { ...anyApp, body: ShiftCountBody }, (ctx, b) => shift.count(ctx, b));
  route(app, '/app/shift/close', { ...anyApp, body: ShiftCloseBody }, (ctx, b) => shift.close(ctx, b));

  route(app, '/app/remittance/send', { ...cashInOut, body: RemittanceSendBody }, (ctx, b) => remittance.send(ctx, b));
  route(app, '/app/remittance/receive', { ...anyApp, body: RemittanceSettleBody }, (ctx, b) =>
    remittance.receive(ctx, b.id, b.at),
  );
  route(app, '/app/remittance/reject', { ...anyApp, body: RemittanceSettleBody }, (ctx, b) =>
    remittance.reject(ctx, b.id, b.at),
  );
  route(app, '/app/remittance/revoke', { ...anyApp, body: RemittanceSettleBody }, (ctx, b) =>
    remittance.revoke(ctx, b.id, b.at),
  );
  route(app, '/app/remittance/pending', { ...anyApp, body: none }, (ctx) => remittance.pending(ctx));

  route(app, '/app/clock/in', { ...anyApp, body: ClockBody }, (ctx, b) => clock.clockIn(ctx, b.at));
  route(app, '/app/clock/out', { ...anyApp, body: ClockBody }, (ctx, b) => clock.clockOut(ctx, b.at));

  const ticketCheck = { access: { app: 'ticketCheck' } } as const;
  route(app, '/app/ticket/check', { ...ticketCheck, body: TicketCheckBody }, (ctx, b) => ticket.check(ctx, b.id));
  route(app, '/app/ticket/uncheck', { ...ticketCheck, body: TicketCheckBody }, (ctx, b) => ticket.uncheck(ctx, b.id));
  route(app, '/app/exception/review', { access: { app: 'approveDiscount' }, body: ExceptionReviewBody }, (ctx, b) =>
    ticket.review(ctx, b.id),
  );
  route(app, '/sales/exception/review', { ...reports, body: ExceptionReviewBody }, (ctx, b) =>
    ticket.review(ctx, b.id),
  );

  const booking = { access: { app: 'reservation' } } as const;
  route(app, '/app/reservation/create', { ...booking, body: ReservationCreateBody }, (ctx, b) =>
    reservation.create(ctx, b),
  );
  route(app, '/app/reservation/state', { ...booking, body: ReservationStateBody }, (ctx, b) =>
    reservation.setState(ctx, b.id, b.state, b.at),
  );
  route(app, '/app/reservation/list', { ...anyApp, body: ReservationListQuery }, (ctx, b) =>
    reservation.appList(ctx, b),
  );

  route(app, '/sales/shift/list', { ...reports, reads: 'replica', body: ShiftListQuery }, (ctx, b) =>
    shift.list(ctx, b),
  );
  route(
    app,
    '/sales/shift/entries',
    { ...reports, body: z.object({ id: z.coerce.number().int().positive() }) },
    (ctx, b) => shift.entries(ctx, b.id),
  );
  route(app, '/sales/reservation/list', { ...reports, reads: 'replica', body: ReservationListQuery }, (ctx, b) =>
    reservation.list(ctx, b),
  );

  // Shifts and reservations keep their store's history (and a foreign key to it): the store cannot go while any remain.
  deps.references.register('store', 'shifts', storeHasShifts);
  deps.references.register('store', 'reservations', storeHasReservations);
  // The staff module answers 20088 (unfinished shift) for this reference.
  deps.references.register('staff', 'shifts', staffHasOpenShift);
}
