import type {
  AdjustmentDetail,
  AdjustmentKind,
  AdjustmentListQuery,
  AdjustmentRow,
  AdjustmentSaveBody,
  StockExportFormat,
  StockReason,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { BillingConfig } from '../../config';
import { applyMovements } from '../../ledgers/stock-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { assertPlanAllows } from '../../platform/plan-limits';
import { appliedDetail, exportApplied, listApplied, printApplied, toLineRow } from './applied-documents';
import { createDocument, insertLines } from './documents';
import { itemKey, resolveItems } from './items';
import { movedAt } from './moved-on';
import { visibleStoreName } from './stock-queries';
import { KIND_TEXT } from './stock-texts';

type AdjustmentFilters = Omit<AdjustmentListQuery, 'page' | 'pageSize' | 'sort'>;

/** Each kind moves stock for its own reason of the history (§4). */
const REASON: Record<AdjustmentKind, StockReason> = { increase: 'increase', damage: 'damage', loss: 'loss' };

/**
 * Stock adjustments (modifier: addIncrease/increaseInfo, addDamage/damageInfo, addLoss/lossInfo), applied at once:
 * an increase brings stock in at the line's cost (moving the average), damage and loss take it out at the average
 * cost, which the line then records.
 */
export function createAdjustmentService(pdf: PdfRenderer, billing: BillingConfig) {
  async function detail(ctx: TenantCtx, id: number): Promise<AdjustmentDetail> {
    const { row, lines } = await appliedDetail<AdjustmentKind>(ctx, 'adjustment', id);
    return { ...row, lines: lines.map(toLineRow) };
  }

  return {
    detail,

    /** Refusals: 20076 store, 20075/1001 items (items.ts), 1003 number taken, 20089 short; nothing is kept then. */
    async save(ctx: TenantCtx, body: AdjustmentSaveBody): Promise<AdjustmentDetail> {
      await visibleStoreName(ctx, body.storeId);
      const happenedAt = movedAt(ctx, body.date);
      const id = await inTransaction(ctx, async (tx) => {
        await resolveItems(tx, [body.storeId], body.lines);
        await assertPlanAllows(billing, tx, 'advancedStock');
        const { header } = await createDocument(
          tx,
          {
            type: 'adjustment',
            kind: body.kind,
            number: body.number,
            status: 'completed',
            storeId: body.storeId,
            note: body.note,
            completedAt: new Date(),
          },
          [],
        );
        const incoming = body.kind === 'increase';
        const moved = await applyMovements(
          tx,
          body.lines.map((l) => ({
            storeId: body.storeId,
            productId: l.productId,
            variantId: l.variantId,
            quantity: incoming ? l.quantity : new Decimal(l.quantity).negated().toFixed(),
            unitCost: incoming ? l.cost : undefined,
            reason: REASON[body.kind],
            documentType: 'adjustment' as const,
            documentId: header.id,
            documentNumber: header.number,
            happenedAt,
          })),
        );
        // The lines keep the cost each movement was booked at (the average, for damage and loss).
        const costOf = new Map(moved.map((r) => [itemKey(r.input), r.unitCost]));
        await insertLines(
          tx,
          header.id,
          body.lines.map((l) => ({
            productId: l.productId,
            variantId: l.variantId,
            quantity: l.quantity,
            cost: costOf.get(itemKey(l)),
          })),
        );
        return header.id;
      });
      return detail(ctx, id);
    },

    async list(ctx: TenantCtx, q: AdjustmentListQuery): Promise<{ list: AdjustmentRow[]; total: number }> {
      return listApplied<AdjustmentKind>(ctx, 'adjustment', q);
    },

    async exportFile(ctx: TenantCtx, f: AdjustmentFilters & { format: StockExportFormat }): Promise<Buffer> {
      return exportApplied(ctx, pdf, 'adjustment', f, KIND_TEXT[f.kind][ctx.lang]);
    },

    async print(ctx: TenantCtx, id: number): Promise<Buffer> {
      return printApplied(ctx, pdf, await appliedDetail(ctx, 'adjustment', id));
    },
  };
}
