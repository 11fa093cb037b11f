import { Err } from '@tillbook/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products, productVariants, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { containsPattern } from '../../platform/list';
import { canSeeStore, owned } from '../../platform/scope';

/** Query pieces the stock lists and views share: store access, local date ranges, item columns and keywords. */

/** The name of a store the caller may see; 20076 when it is missing, another tenant's or not the caller's. */
export async function visibleStoreName(ctx: TenantCtx, storeId: number): Promise<string> {
  if (!canSeeStore(ctx, storeId)) throw new AppError(Err.STORE_EMPTY);
  return (await owned(stores, ctx, storeId, Err.STORE_EMPTY)).name;
}

/** The instant a local calendar day (YYYY-MM-DD, caller's time zone) starts. */
export const localDayStart = (ctx: TenantCtx, day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - ctx.tzOffsetMs);

/** `column` within the local days dateFrom … dateTo (both inclusive, either may be open). */
export function withinLocalDays(
  ctx: TenantCtx,
  column: PgColumn,
  range: { dateFrom?: string; dateTo?: string },
): SQL | undefined {
  const nextDay = (day: string) => new Date(localDayStart(ctx, day).getTime() + 86_400_000);
  return and(
    range.dateFrom ? gte(column, localDayStart(ctx, range.dateFrom)) : undefined,
    range.dateTo ? lt(column, nextDay(range.dateTo)) : undefined,
  );
}

/**
 * The display fields of an item (StockItemInfo) from `products` and `product_variants` joined by the caller.
 * `variantColumn` is the row's own variant (0 = none in stock tables), so a row keeps its variant id even when the
 * catalogue has since removed that variant (its name is then null).
 */
export const itemInfo = (variantColumn: PgColumn) => ({
  productId: products.id,
  variantId: sql<number | null>`nullif(${variantColumn}, 0)`.mapWith(Number),
  productName: products.name,
  variantName: productVariants.name,
  sku: sql<string>`coalesce(nullif(${productVariants.sku}, ''), ${products.sku})`,
  barcode: sql<string>`coalesce(nullif(${productVariants.barcode}, ''), ${products.barcode})`,
  unit: products.unit,
});

/** The join condition of `product_variants` for a stock row's variant column (0 = none, matches nothing). */
export const variantJoin = (tenantColumn: PgColumn, variantColumn: PgColumn) =>
  and(eq(productVariants.tenantId, tenantColumn), eq(productVariants.id, variantColumn));

/**
 * Rows whose item matches a keyword: the product's name, SKU or barcode, or a variant's name, SKU or barcode. With
 * `variantColumn` the variant must be the row's own (variant 0 = none); without it (rows per product), any variant of
 * the product counts.
 */
export function itemKeywordMatch(
  ctx: TenantCtx,
  keyword: string,
  productColumn: PgColumn,
  variantColumn?: PgColumn,
): SQL {
  const p = containsPattern(keyword);
  const v = productVariants;
  const variantMatch = sql`${v.tenantId} = ${ctx.tenantId}
    and (${v.name} ilike ${p} or ${v.sku} ilike ${p} or ${v.barcode} ilike ${p})`;
  return sql`(${productColumn} in (select ${products.id} from ${products} where ${products.tenantId} = ${ctx.tenantId}
      and (${products.name} ilike ${p} or ${products.sku} ilike ${p} or ${products.barcode} ilike ${p}))
    or ${
      variantColumn
        ? sql`(${productColumn}, ${variantColumn}) in (select ${v.productId}, ${v.id} from ${v} where ${variantMatch})`
        : sql`${productColumn} in (select ${v.productId} from ${v} where ${variantMatch})`
    })`;
}

/** A numeric SQL expression as the API's 4-place decimal string. */
export const decimalText = (expr: SQL | PgColumn) => sql<string>`(${expr})::numeric(18,4)::text`;
