// Pricing a receipt on the server: the catalogue and settings of the till's store turn the POS's lines into the
// input of the contract's `priceOrder` (the one money computation), and every rule of §4/§6 is checked before a row
// is written. Names, prices and rates are copied from here into the receipt so later changes never rewrite it.
import {
  type DiscountInput,
  type DiscountLimit,
  DiscountTooLarge,
  Err,
  type OrderLineInput,
  type PricedOrder,
  type PricedTax,
  priceOrder,
  withinDiscountLimit,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, or } from 'drizzle-orm';
import { orderTypeStores, orderTypes } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type CatalogueAsk, type ReceiptCatalogue, receiptCatalogue } from './receipt-catalogue';

export interface ReceiptModifier {
  modifierId: number;
  itemId: number;
  name: string;
  unitPrice: string;
  quantity: string;
}

/** One line as it will be written: what the catalogue said at the moment of sale. */
export interface ReceiptLine {
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string;
  categoryId: number | null;
  quantity: string;
  unitPrice: string;
  modifiers: ReceiptModifier[];
  taxes: PricedTax[];
}

export interface PricedReceipt {
  lines: ReceiptLine[];
  priced: PricedOrder;
  orderType: { id: number; name: string } | null;
  table: { id: number; label: string } | null;
  memberId: number | null;
}

export interface PricingInput {
  lines: OrderLineInput[];
  orderDiscount?: DiscountInput;
  total: string;
  orderTypeId?: number | null;
  tableId?: number | null;
  memberId?: number | null;
}

export interface DiscountLimits {
  productDiscount: DiscountLimit;
  discountAtCharge: DiscountLimit;
}

const invalid = (path: string) => new AppError(Err.PARAM, { issues: [{ path, message: 'not valid here' }] });
const q4 = (v: string) => new Decimal(v).toFixed(4);

/** What a receipt asks of the catalogue to be priced (`receiptCatalogue`). */
export const pricingAsk = (storeId: number, input: PricingInput): CatalogueAsk => ({
  storeId,
  productIds: [...new Set(input.lines.map((l) => l.productId))],
  itemIds: [...new Set(input.lines.flatMap((l) => l.modifiers.map((m) => m.itemId)))],
  orderTypeId: input.orderTypeId,
  tableId: input.tableId,
  memberId: input.memberId,
});

/** Prices the lines in `storeId` and checks discounts, the POS's total, order type, table and member. */
export async function priceReceipt(
  tx: TenantCtx,
  storeId: number,
  input: PricingInput,
  limits: DiscountLimits,
): Promise<PricedReceipt> {
  return priceFrom(await receiptCatalogue(tx, pricingAsk(storeId, input)), storeId, input, limits);
}

/** `priceReceipt` from a catalogue already read (with at least `pricingAsk`). */
export function priceFrom(
  catalogue: ReceiptCatalogue,
  storeId: number,
  input: PricingInput,
  limits: DiscountLimits,
): PricedReceipt {
  const lines = linesFrom(catalogue, storeId, input.lines);
  let priced: PricedOrder;
  try {
    priced = priceOrder(
      lines.map((l, i) => ({ ...l, discount: input.lines[i].discount })),
      input.orderDiscount,
    );
  } catch (e) {
    if (e instanceof DiscountTooLarge) throw new AppError(Err.DISCOUNT_EXCEEDS_TOTAL, { line: e.line });
    throw e;
  }
  for (const [i, l] of priced.lines.entries()) {
    if (!withinDiscountLimit(l.lineDiscount, l.gross, limits.productDiscount))
      throw new AppError(Err.DISCOUNT_EXCEEDS_TOTAL, { line: i });
  }
  const afterLineDiscounts = new Decimal(priced.goodsTotal).minus(priced.lineDiscountTotal).toFixed(2);
  if (!withinDiscountLimit(priced.orderDiscount, afterLineDiscounts, limits.discountAtCharge))
    throw new AppError(Err.DISCOUNT_EXCEEDS_TOTAL, { line: null });
  if (!new Decimal(input.total).equals(priced.total)) throw new AppError(Err.AMOUNT_ILLEGAL, { total: priced.total });
  if (input.orderTypeId && !catalogue.orderType) throw invalid('orderTypeId');
  if (input.tableId && !catalogue.table) throw new AppError(Err.TABLE_MISSING);
  if (input.memberId && !catalogue.memberFound) throw new AppError(Err.MEMBER_MISSING);
  return {
    lines,
    priced,
    orderType: input.orderTypeId ? catalogue.orderType : null,
    table: input.tableId ? catalogue.table : null,
    memberId: input.memberId || null,
  };
}

/** The lines as the catalogue prices them in `storeId`, one statement whatever the number of lines. */
export async function resolveLines(tx: TenantCtx, storeId: number, input: OrderLineInput[]): Promise<ReceiptLine[]> {
  return linesFrom(await receiptCatalogue(tx, pricingAsk(storeId, { lines: input, total: '0' })), storeId, input);
}

/** The lines as the catalogue prices them in `storeId`; refuses a product, variant, modifier or tax that is not. */
function linesFrom(catalogue: ReceiptCatalogue, storeId: number, input: OrderLineInput[]): ReceiptLine[] {
  const hasVariants = new Set([...catalogue.variants.values()].map((v) => v.productId));
  return input.map((l, i) => {
    const found = catalogue.products.get(l.productId);
    if (!found?.inStore) throw new AppError(Err.PRODUCT_MISSING, { line: i });
    let unitPrice = found.price as string;
    let variantName = '';
    if (l.variantId) {
      const v = catalogue.variants.get(l.variantId);
      if (!v || v.productId !== l.productId) throw invalid(`lines.${i}.variantId`);
      unitPrice = v.storePrice ?? v.price;
      variantName = v.name;
    } else if (hasVariants.has(l.productId)) throw invalid(`lines.${i}.variantId`);

    const modifiers = l.modifiers.map((m, j) => {
      const item = catalogue.items.get(m.itemId);
      if (!item || !catalogue.offered.has(`${l.productId}:${item.modifierId}`))
        throw invalid(`lines.${i}.modifiers.${j}`);
      const storePrice = item.stores.find((s) => s.storeId === storeId)?.price;
      return {
        modifierId: item.modifierId,
        itemId: item.id,
        name: item.name,
        unitPrice: q4(storePrice ?? item.price),
        quantity: q4(m.quantity ?? '1'),
      };
    });

    const lineTaxes = catalogue.taxes.filter((x) => x.productId === l.productId);
    for (const sent of l.taxVersions ?? []) {
      const current = lineTaxes.find((x) => x.id === sent.taxId);
      if (!current || current.version !== sent.version) throw new AppError(Err.TAX_CHANGED, { taxId: sent.taxId });
    }
    return {
      productId: l.productId,
      variantId: l.variantId ?? null,
      name: found.name,
      variantName,
      categoryId: found.categoryId,
      quantity: q4(l.quantity),
      unitPrice: q4(unitPrice),
      modifiers,
      taxes: lineTaxes.map((x) => ({
        taxId: x.id,
        name: x.name,
        rate: new Decimal(x.rate).toString(),
        calculation: x.calculation,
      })),
    };
  });
}

/** An available order type offered in the store (all stores, or linked to it); else 1001. */
export async function offeredOrderType(tx: TenantCtx, storeId: number, id: number) {
  const [row] = await tx.db
    .select({ id: orderTypes.id, name: orderTypes.name })
    .from(orderTypes)
    .leftJoin(
      orderTypeStores,
      and(
        eq(orderTypeStores.tenantId, orderTypes.tenantId),
        eq(orderTypeStores.orderTypeId, orderTypes.id),
        eq(orderTypeStores.storeId, storeId),
      ),
    )
    .where(
      and(
        eq(orderTypes.tenantId, tx.tenantId),
        eq(orderTypes.id, id),
        eq(orderTypes.available, true),
        or(eq(orderTypes.allStores, true), eq(orderTypeStores.storeId, storeId)),
      ),
    );
  if (!row) throw invalid('orderTypeId');
  return row;
}
