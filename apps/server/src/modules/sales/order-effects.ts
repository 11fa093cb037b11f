// The effects of a paid sale, in the receipt's own transaction: stock leaves (a composite that does not track its
// own stock moves its components), each line records its cost, and the staff member's commissions are written from
// the products' reward rules. The member's side is written with the payment (order-payments.ts).
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { type orderCommissions, orderLines } from '../../db/schema';
import { applyMovements, type MovementInput } from '../../ledgers/stock-ledger';
import type { TenantCtx } from '../../platform/context';
import type { LineRow, NewLinesJson, PayableOrder } from './order-writes';
import { type ReceiptCatalogue, receiptCatalogue } from './receipt-catalogue';

/** One stock item a line moves: the product itself or a component, per unit of the line. */
export interface StockPart {
  productId: number;
  variantId: number | null;
  perUnit: Decimal;
  tracked: boolean;
  /** The catalogue cost of one unit of the part in the store (used when it does not track stock). */
  catalogueCost: Decimal;
}

/** What a line sells, as far as its stock is concerned. */
export interface SoldItem {
  productId: number;
  variantId: number | null;
}

/** What each line moves in stock (in line order), from the catalogue as it is now (one statement). */
export async function stockPartsOf(tx: TenantCtx, storeId: number, lines: SoldItem[]): Promise<StockPart[][]> {
  if (lines.length === 0) return [];
  const catalogue = await receiptCatalogue(tx, { storeId, productIds: [...new Set(lines.map((l) => l.productId))] });
  return stockPartsFrom(catalogue, lines);
}

/** What each line moves in stock (in line order), from a catalogue read with the lines' products. */
export function stockPartsFrom(catalogue: ReceiptCatalogue, lines: readonly SoldItem[]): StockPart[][] {
  const cost = (v: string | null | undefined) => new Decimal(v ?? 0);
  return lines.map((l) => {
    const p = catalogue.products.get(l.productId);
    if (p?.composite && !p.track) {
      return catalogue.components
        .filter((c) => c.productId === l.productId)
        .map((c) => {
          const comp = catalogue.products.get(c.componentId);
          return {
            productId: c.componentId,
            variantId: null,
            perUnit: new Decimal(c.quantity),
            tracked: !!comp?.track,
            catalogueCost: cost(comp?.cost),
          };
        });
    }
    const variant = l.variantId ? catalogue.variants.get(l.variantId) : undefined;
    return [
      {
        productId: l.productId,
        variantId: l.variantId,
        perUnit: new Decimal(1),
        tracked: !!p?.track,
        catalogueCost: l.variantId ? cost(variant && (variant.storeCost ?? variant.cost)) : cost(p?.cost),
      },
    ];
  });
}

/**
 * Moves the stock of a sale (negative, reason 'sale') or a refund (positive at the sale's cost, 'customer_return')
 * and answers each line's cost: the cost the movements were booked at, the catalogue cost for untracked parts.
 */
export async function moveLinesStock(
  tx: TenantCtx,
  order: Pick<PayableOrder, 'id' | 'number' | 'storeId' | 'orderedAt'>,
  lines: { quantity: Decimal }[],
  parts: StockPart[][],
  opts: { direction: -1 | 1; unitCostOf?: (p: StockPart) => string | undefined },
): Promise<Decimal[]> {
  const inputs: MovementInput[] = [];
  const owner: number[] = [];
  lines.forEach(({ quantity }, i) => {
    for (const part of parts[i]) {
      if (!part.tracked) continue;
      const qty = quantity.times(part.perUnit).times(opts.direction);
      if (qty.isZero()) continue;
      inputs.push({
        storeId: order.storeId,
        productId: part.productId,
        variantId: part.variantId,
        quantity: qty.toFixed(4),
        unitCost: opts.unitCostOf?.(part),
        reason: opts.direction < 0 ? 'sale' : 'customer_return',
        documentType: 'sale',
        documentId: order.id,
        documentNumber: order.number,
        // The receipt's time (a refund is its own receipt, at the refund's time), not when it was uploaded.
        happenedAt: order.orderedAt,
        allowNegative: true,
      });
      owner.push(i);
    }
  });
  const moved = await applyMovements(tx, inputs);
  const costs = lines.map(({ quantity }, i) =>
    parts[i]
      .filter((p) => !p.tracked)
      .reduce((s, p) => s.plus(p.catalogueCost.times(p.perUnit).times(quantity)), new Decimal(0)),
  );
  moved.forEach((m, j) => {
    costs[owner[j]] = costs[owner[j]].plus(new Decimal(m.unitCost).times(m.input.quantity).abs());
  });
  return costs.map((c) => c.toDecimalPlaces(4, Decimal.ROUND_HALF_UP));
}

/** Commission of one line from its product's reward rule: fixed × quantity, or percent of the line's net. */
export function commissionOf(
  rule: { mode: 'fixed' | 'percent'; value: string } | undefined,
  l: Pick<LineRow, 'quantity' | 'net'>,
) {
  if (!rule) return null;
  const amount =
    rule.mode === 'fixed'
      ? new Decimal(rule.value).times(l.quantity)
      : new Decimal(l.net).times(rule.value).dividedBy(100);
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The lines of a sale being paid, as its effects need them. */
export interface SaleLines {
  /** Each line's product, variant and quantity, in order. */
  items: (SoldItem & { quantity: string })[];
  /**
   * Records each line's cost (updating lines written before) and answers the lines' rows; lines not written yet come
   * back with their ids taken and `newLines`, written by the caller with the payment.
   */
  withCosts(costs: Decimal[]): Promise<{ lines: WrittenLine[]; newLines: NewLinesJson | null }>;
}

/** What the commissions need of a line written. */
export type WrittenLine = Pick<LineRow, 'id' | 'productId' | 'quantity' | 'net'>;

/** Lines written before (an open ticket paid now): their costs are set in one statement. */
export function writtenLines(tx: TenantCtx, rows: LineRow[]): SaleLines {
  return {
    items: rows,
    async withCosts(costs) {
      await setLineCosts(
        tx,
        rows.map((l) => l.id),
        costs,
      );
      return { lines: rows.map((l, i) => ({ ...l, cost: costs[i].toFixed(4) })), newLines: null };
    },
  };
}

/** Records each line's cost, in one statement whatever the number of lines. */
async function setLineCosts(tx: TenantCtx, lineIds: number[], costs: Decimal[]) {
  if (lineIds.length === 0) return;
  await tx.db.execute(sql`
    update ${orderLines} as l set cost = v.cost
      from unnest(${`{${lineIds.join(',')}}`}::bigint[], ${`{${costs.map((c) => c.toFixed(4)).join(',')}}`}::numeric[])
        as v(id, cost)
     where l.tenant_id = ${tx.tenantId} and l.id = v.id`);
}

/**
 * Stock and line costs of a sale being paid, from a catalogue read with its lines' products and reward rules.
 * Answers the cost of the goods sold and the commission rows to write (the caller writes them with the order).
 */
export async function applySaleEffects(
  tx: TenantCtx,
  order: PayableOrder,
  sale: SaleLines,
  catalogue: ReceiptCatalogue,
): Promise<{
  costTotal: string;
  commissions: (typeof orderCommissions.$inferInsert)[];
  newLines: NewLinesJson | null;
}> {
  const parts = stockPartsFrom(catalogue, sale.items);
  const costs = await moveLinesStock(
    tx,
    order,
    sale.items.map((l) => ({ quantity: new Decimal(l.quantity) })),
    parts,
    { direction: -1 },
  );
  const { lines, newLines } = await sale.withCosts(costs);
  const costTotal = costs.reduce((s, c) => s.plus(c), new Decimal(0)).toFixed(4);

  const staffId = order.staffId;
  const commissions = !staffId
    ? []
    : lines.flatMap((l) => {
        const amount = commissionOf(catalogue.rewards.get(l.productId), l);
        return amount && !amount.isZero()
          ? [
              {
                tenantId: tx.tenantId,
                orderId: order.id,
                lineId: l.id,
                staffId,
                productId: l.productId,
                amount: amount.toFixed(4),
              },
            ]
          : [];
      });
  return { costTotal, commissions, newLines };
}
