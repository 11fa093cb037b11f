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
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  members,
  modifierItems,
  orderTypeStores,
  orderTypes,
  productModifiers,
  productStores,
  products,
  productTaxes,
  productVariantStores,
  productVariants,
  storeTables,
  taxes,
  taxStores,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { owned } from '../../platform/scope';

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

/** Prices the lines in `storeId` and checks discounts, the POS's total, order type, table and member. */
export async function priceReceipt(
  tx: TenantCtx,
  storeId: number,
  input: PricingInput,
  limits: DiscountLimits,
): Promise<PricedReceipt> {
  const lines = await resolveLines(tx, storeId, input.lines);
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

  return {
    lines,
    priced,
    orderType: input.orderTypeId ? await offeredOrderType(tx, storeId, input.orderTypeId) : null,
    table: input.tableId ? await storeTable(tx, storeId, input.tableId) : null,
    memberId: input.memberId ? await existingMember(tx, input.memberId) : null,
  };
}

/** Catalogue lookups for every line, a handful of queries whatever the number of lines. */
export async function resolveLines(tx: TenantCtx, storeId: number, input: OrderLineInput[]): Promise<ReceiptLine[]> {
  const t = tx.tenantId;
  const productIds = [...new Set(input.map((l) => l.productId))];
  const sold = await tx.db
    .select({ p: products, price: productStores.price })
    .from(products)
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, storeId),
      ),
    )
    .where(and(eq(products.tenantId, t), inArray(products.id, productIds)));
  const productById = new Map(sold.map((r) => [r.p.id, r]));

  const variants = await tx.db
    .select({ v: productVariants, storePrice: productVariantStores.price })
    .from(productVariants)
    .leftJoin(
      productVariantStores,
      and(
        eq(productVariantStores.tenantId, productVariants.tenantId),
        eq(productVariantStores.variantId, productVariants.id),
        eq(productVariantStores.storeId, storeId),
      ),
    )
    .where(and(eq(productVariants.tenantId, t), inArray(productVariants.productId, productIds)));
  const variantById = new Map(variants.map((r) => [r.v.id, r]));
  const hasVariants = new Set(variants.map((r) => r.v.productId));

  const offered = await tx.db
    .select({ productId: productModifiers.productId, modifierId: productModifiers.modifierId })
    .from(productModifiers)
    .where(and(eq(productModifiers.tenantId, t), inArray(productModifiers.productId, productIds)));
  const offeredKey = new Set(offered.map((o) => `${o.productId}:${o.modifierId}`));
  const itemIds = [...new Set(input.flatMap((l) => l.modifiers.map((m) => m.itemId)))];
  const items = itemIds.length
    ? await tx.db
        .select()
        .from(modifierItems)
        .where(and(eq(modifierItems.tenantId, t), inArray(modifierItems.id, itemIds)))
    : [];
  const itemById = new Map(items.map((i) => [i.id, i]));

  // The product's taxes that apply in this store, at their current rate and calculation.
  const taxRows = await tx.db
    .select({ productId: productTaxes.productId, tax: taxes })
    .from(productTaxes)
    .innerJoin(taxes, and(eq(taxes.tenantId, productTaxes.tenantId), eq(taxes.id, productTaxes.taxId)))
    .innerJoin(
      taxStores,
      and(eq(taxStores.tenantId, taxes.tenantId), eq(taxStores.taxId, taxes.id), eq(taxStores.storeId, storeId)),
    )
    .where(and(eq(productTaxes.tenantId, t), inArray(productTaxes.productId, productIds)))
    .orderBy(taxes.id);

  return input.map((l, i) => {
    const found = productById.get(l.productId);
    if (!found) throw new AppError(Err.PRODUCT_MISSING, { line: i });
    let unitPrice = found.price;
    let variantName = '';
    if (l.variantId) {
      const v = variantById.get(l.variantId);
      if (!v || v.v.productId !== l.productId) throw invalid(`lines.${i}.variantId`);
      unitPrice = v.storePrice ?? v.v.price;
      variantName = v.v.name;
    } else if (hasVariants.has(l.productId)) throw invalid(`lines.${i}.variantId`);

    const modifiers = l.modifiers.map((m, j) => {
      const item = itemById.get(m.itemId);
      if (!item || !offeredKey.has(`${l.productId}:${item.modifierId}`)) throw invalid(`lines.${i}.modifiers.${j}`);
      const storePrice = item.stores.find((s) => s.storeId === storeId)?.price;
      return {
        modifierId: item.modifierId,
        itemId: item.id,
        name: item.name,
        unitPrice: q4(storePrice ?? item.price),
        quantity: q4(m.quantity ?? '1'),
      };
    });

    const lineTaxes = taxRows.filter((r) => r.productId === l.productId).map((r) => r.tax);
    for (const sent of l.taxVersions ?? []) {
      const current = lineTaxes.find((x) => x.id === sent.taxId);
      if (!current || current.version !== sent.version) throw new AppError(Err.TAX_CHANGED, { taxId: sent.taxId });
    }
    return {
      productId: l.productId,
      variantId: l.variantId ?? null,
      name: found.p.name,
      variantName,
      categoryId: found.p.categoryId,
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

/** A table of the store; else 2000. */
async function storeTable(tx: TenantCtx, storeId: number, id: number) {
  const row = await owned(storeTables, tx, id, Err.TABLE_MISSING, { where: eq(storeTables.storeId, storeId) });
  return { id: row.id, label: row.number };
}

async function existingMember(tx: TenantCtx, id: number): Promise<number> {
  return (await owned(members, tx, id, Err.MEMBER_MISSING)).id;
}
