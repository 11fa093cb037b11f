import { Err, type ExceptionState } from '@tillbook/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { owned, storeScope } from '../../platform/scope';

export interface TicketState {
  id: number;
  ticketChecked: boolean;
  ticketCheckedAt: string | null;
}

export interface ExceptionReview {
  id: number;
  exception: ExceptionState;
  reviewedBy: number | null;
  reviewedAt: string | null;
}

/**
 * Where the caller may find a receipt: a POS sees its till's store only; the back office the stores it is bound to.
 * Anything else — another tenant's or store's receipt — is missing (20067).
 */
function receiptScope(ctx: TenantCtx): SQL | undefined {
  if (ctx.app) return eq(orders.storeId, ctx.app.storeId);
  return storeScope(ctx, orders.storeId);
}

async function lockedReceipt(tx: TenantCtx, id: number) {
  return owned(orders, tx, id, Err.ORDER_MISSING, { where: receiptScope(tx), lock: 'no key update' });
}

/** Tickets (checked / unchecked, §4) and paid-invoice exception reviews. */
export function createTicketService() {
  /** Sets the ticket's check mark; setting it to what it already is changes nothing (the same answer). */
  async function mark(ctx: TenantCtx, id: number, checked: boolean): Promise<TicketState> {
    return inTransaction(ctx, async (tx) => {
      const o = await lockedReceipt(tx, id);
      if (o.status === 'cancelled') throw new AppError(Err.ORDER_CANCELLED);
      if (o.ticketChecked === checked) {
        return { id: o.id, ticketChecked: o.ticketChecked, ticketCheckedAt: o.ticketCheckedAt?.toISOString() ?? null };
      }
      const [u] = await tx.db
        .update(orders)
        .set({ ticketChecked: checked, ticketCheckedAt: checked ? new Date() : null, updatedAt: new Date() })
        .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)))
        .returning();
      return { id: u.id, ticketChecked: u.ticketChecked, ticketCheckedAt: u.ticketCheckedAt?.toISOString() ?? null };
    });
  }

  return {
    check: (ctx: TenantCtx, id: number) => mark(ctx, id, true),
    uncheck: (ctx: TenantCtx, id: number) => mark(ctx, id, false),

    /**
     * Reviews a paid-invoice exception after the user confirmed (the schema requires `confirm: true`): only an
     * unreviewed receipt becomes reviewed, which approves it. No exception → 20118; reviewed already → 1019.
     */
    async review(ctx: TenantCtx, id: number): Promise<ExceptionReview> {
      return inTransaction(ctx, async (tx) => {
        const o = await lockedReceipt(tx, id);
        if (o.exception === 'none') throw new AppError(Err.ORDER_INVALID);
        if (o.exception === 'reviewed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const [u] = await tx.db
          .update(orders)
          .set({ exception: 'reviewed', reviewedBy: tx.userId, reviewedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)))
          .returning();
        return {
          id: u.id,
          exception: u.exception,
          reviewedBy: u.reviewedBy,
          reviewedAt: u.reviewedAt?.toISOString() ?? null,
        };
      });
    },
  };
}
