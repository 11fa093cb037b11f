import {
  Err,
  type ProductionDetail,
  type ProductionKind,
  type ProductionListQuery,
  type ProductionRow,
  type ProductionSaveBody,
  type StockExportFormat,
} from '@tillbook/contract';
import type { BillingConfig } from '../../config';
import { applyMovements, type MovementInput } from '../../ledgers/stock-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PdfRenderer } from '../../platform/pdf';
import { assertPlanAllows } from '../../platform/plan-limits';
import { appliedDetail, exportApplied, listApplied, printApplied, toLineRow } from './applied-documents';
import { createDocument, insertLines, type NewLine } from './documents';
import { itemKey, resolveItems } from './items';
import { movedAt } from './moved-on';
import { componentsOf, lockStoreLevels, planDisassembly, planProduction } from './production-plan';
import { visibleStoreName } from './stock-queries';
import { KIND_TEXT } from './stock-texts';

type ProductionFilters = Omit<ProductionListQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * Production and disassembly (produceList, addProduce, produceInfo), applied at once. Production consumes each
 * line's components and brings the composite in at the value consumed; disassembly takes the composite out at its
 * average cost and brings the components in, sharing that value out (the rule is in production-plan.ts). Every
 * component movement is kept as a line of the document under the composite's line (`parent_line_id`).
 */
export function createProductionService(pdf: PdfRenderer, billing: BillingConfig) {
  async function detail(ctx: TenantCtx, id: number): Promise<ProductionDetail> {
    const { row, lines } = await appliedDetail<ProductionKind>(ctx, 'production', id);
    return {
      ...row,
      lines: lines.filter((l) => l.parentLineId === null).map(toLineRow),
      components: lines
        .filter((l) => l.parentLineId !== null)
        .map((l) => ({ ...toLineRow(l), forLineId: l.parentLineId as number })),
    };
  }

  return {
    detail,

    /**
     * Refusals: 20076 store; 20075 a line that is not a tracked composite sold in the store, or a tracked component not
     * sold there; 1001 a component with variants (which variant to move is not defined); 20089 short; 1003 number.
     */
    async save(ctx: TenantCtx, body: ProductionSaveBody): Promise<ProductionDetail> {
      await visibleStoreName(ctx, body.storeId);
      const happenedAt = movedAt(ctx, body.date);
      const id = await inTransaction(ctx, async (tx) => {
        const composites = await resolveItems(tx, [body.storeId], body.lines);
        for (const line of body.lines)
          if (!composites.get(itemKey(line))?.composite)
            throw new AppError(Err.PRODUCT_MISSING, { productId: line.productId });
        const recipes = await componentsOf(
          tx,
          body.storeId,
          body.lines.map((l) => l.productId),
        );
        await assertPlanAllows(billing, tx, 'advancedStock');
        const { header } = await createDocument(
          tx,
          {
            type: 'production',
            kind: body.kind,
            number: body.number,
            status: 'completed',
            storeId: body.storeId,
            note: body.note,
            completedAt: new Date(),
          },
          [],
        );
        // Lock every level the document touches before moving anything (in the ledger's order, so parallel documents
        // cannot deadlock): the averages the costs are worked out from are then the ones the movements will see.
        const levels = await lockStoreLevels(tx, body.storeId, [
          ...body.lines,
          ...[...recipes.values()].flat().map((c) => ({ productId: c.componentId, variantId: null })),
        ]);
        const plan = (body.kind === 'production' ? planProduction : planDisassembly)(body.lines, recipes, levels);
        const movement = (m: { productId: number; variantId: number | null; quantity: string; unitCost: string }) =>
          ({
            ...m,
            storeId: body.storeId,
            reason: body.kind,
            documentType: 'production',
            documentId: header.id,
            documentNumber: header.number,
            happenedAt,
          }) satisfies MovementInput;
        await applyMovements(tx, [
          ...plan.flatMap((p) => p.components.filter((c) => c.quantity.startsWith('-')).map(movement)),
          ...plan.map((p) => movement(p.composite)),
          ...plan.flatMap((p) => p.components.filter((c) => !c.quantity.startsWith('-')).map(movement)),
        ]);

        const parents = await insertLines(
          tx,
          header.id,
          plan.map((p): NewLine => lineOf(p.composite)),
        );
        await insertLines(
          tx,
          header.id,
          plan.flatMap((p, i) => p.components.map((c) => ({ ...lineOf(c), parentLineId: parents[i].id }))),
          parents.length,
        );
        return header.id;
      });
      return detail(ctx, id);
    },

    async list(ctx: TenantCtx, q: ProductionListQuery): Promise<{ list: ProductionRow[]; total: number }> {
      return listApplied<ProductionKind>(ctx, 'production', q);
    },

    async exportFile(ctx: TenantCtx, f: ProductionFilters & { format: StockExportFormat }): Promise<Buffer> {
      const title = KIND_TEXT[f.kind ?? 'production'][ctx.lang];
      return exportApplied(ctx, pdf, 'production', f, title);
    },

    async print(ctx: TenantCtx, id: number): Promise<Buffer> {
      return printApplied(ctx, pdf, await appliedDetail(ctx, 'production', id));
    },
  };
}

/** A document line records the quantity moved (unsigned) and the unit cost it moved at. */
const lineOf = (m: { productId: number; variantId: number | null; quantity: string; unitCost: string }): NewLine => ({
  productId: m.productId,
  variantId: m.variantId,
  quantity: m.quantity.replace(/^-/, ''),
  cost: m.unitCost,
});
