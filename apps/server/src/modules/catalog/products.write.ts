import { Err, isQuantityOf, type ProductSaveBody } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  catalogCodes,
  categories,
  partners,
  productComponents,
  productModifiers,
  productStores,
  products,
  productTaxes,
  productVariantStores,
  productVariants,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, paramError } from '../../platform/errors';
import { canSeeStore, owned } from '../../platform/scope';
import type { CatalogImages } from './images';

type Code = { kind: 'sku' | 'barcode'; code: string; variantId: number; row: string };

/** Ids of a tenant table that exist among `ids` (raw SQL for other modules' tables). */
async function existing(ctx: TenantCtx, table: 'taxes' | 'modifiers' | 'stores', ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const res = (await ctx.db.execute(
    sql`select id from ${sql.identifier(table)} where tenant_id = ${ctx.tenantId} and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { id: string | number }[] };
  return new Set(res.rows.map((r) => Number(r.id)));
}

/**
 * The body's references: category (20091), stores the caller sees (20037), taxes and modifiers (20037), a live
 * supplier of the merchant (1001 on supplierId: deleted, a manufacturer, another merchant's), images (10197).
 */
export async function assertReferences(ctx: TenantCtx, images: CatalogImages, b: ProductSaveBody) {
  if (b.categoryId !== null) await owned(categories, ctx, b.categoryId, Err.CATEGORY_MISSING);
  if (b.supplierId !== null) {
    const [supplier] = await ctx.db
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(
          eq(partners.tenantId, ctx.tenantId),
          eq(partners.id, b.supplierId),
          eq(partners.kind, 'supplier'),
          isNull(partners.deletedAt),
        ),
      );
    if (!supplier) throw paramError('supplierId', 'not a supplier of the merchant');
  }
  const storeIds = b.stores.map((s) => s.storeId);
  if (storeIds.some((s) => !canSeeStore(ctx, s))) throw new AppError(Err.NO_DATA);
  if ((await existing(ctx, 'stores', storeIds)).size !== storeIds.length) throw new AppError(Err.NO_DATA);
  if ((await existing(ctx, 'taxes', b.taxIds)).size !== new Set(b.taxIds).size) throw new AppError(Err.NO_DATA);
  if ((await existing(ctx, 'modifiers', b.modifierIds)).size !== new Set(b.modifierIds).size)
    throw new AppError(Err.NO_DATA);
  await images.assertKeys(ctx, [b.imageKey, ...b.onlineImageKeys]);
}

/** SKUs and barcodes are compared regardless of case ('MS-01' and 'ms-01' are one code to a person). */
const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** SKUs and barcodes of the body, unique among themselves (20059, 20092, 20093). */
export function codesOf(b: ProductSaveBody, variantIds: number[]): Code[] {
  const codes: Code[] = [];
  const add = (kind: Code['kind'], code: string, variantId: number, row: string) => {
    if (code !== '') codes.push({ kind, code, variantId, row });
  };
  add('sku', b.sku, 0, 'product');
  add('barcode', b.barcode, 0, 'product');
  b.variants.forEach((v, i) => {
    add('sku', v.sku, variantIds[i], `variant${i}`);
    add('barcode', v.barcode, variantIds[i], `variant${i}`);
  });
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) {
      const [a, c] = [codes[i], codes[j]];
      if (!sameCode(a.code, c.code)) continue;
      if (a.kind === c.kind) throw new AppError(a.kind === 'sku' ? Err.SKU_REPEATED : Err.BARCODE_DUPLICATE);
      if (a.row !== c.row) throw new AppError(Err.BARCODE_OR_SKU_DUPLICATE);
    }
  }
  return codes;
}

/** Refuses codes held by another product or variant of the tenant (in any case). */
export async function assertCodesFree(tx: TenantCtx, productId: number | undefined, codes: Code[]) {
  if (codes.length === 0) return;
  const taken = await tx.db
    .select({ kind: catalogCodes.kind, code: catalogCodes.code })
    .from(catalogCodes)
    .where(
      and(
        eq(catalogCodes.tenantId, tx.tenantId),
        inArray(
          sql`lower(${catalogCodes.code})`,
          codes.map((c) => c.code.toLowerCase()),
        ),
        productId === undefined ? undefined : ne(catalogCodes.productId, productId),
      ),
    );
  for (const c of codes) {
    const clash = taken.filter((t) => sameCode(t.code, c.code));
    if (clash.some((t) => t.kind === c.kind))
      throw new AppError(c.kind === 'sku' ? Err.SKU_REPEATED : Err.BARCODE_DUPLICATE);
    if (clash.length) throw new AppError(Err.BARCODE_OR_SKU_DUPLICATE);
  }
}

/** Replaces the product's rows in the codes table. */
export async function writeCodes(tx: TenantCtx, productId: number, codes: Code[]) {
  await tx.db
    .delete(catalogCodes)
    .where(and(eq(catalogCodes.tenantId, tx.tenantId), eq(catalogCodes.productId, productId)));
  if (codes.length)
    await tx.db
      .insert(catalogCodes)
      .values(
        codes.map((c) => ({ tenantId: tx.tenantId, kind: c.kind, code: c.code, productId, variantId: c.variantId })),
      );
}

/** Components: existing products of the tenant (20090), not the product itself, not composite (1001). */
export async function componentCost(tx: TenantCtx, b: ProductSaveBody): Promise<string> {
  if (!b.composite) return b.cost;
  const ids = b.components.map((c) => c.productId);
  if (b.id !== undefined && ids.includes(b.id)) throw paramError('components', 'a product cannot be its own component');
  const found = await tx.db
    .select({ id: products.id, composite: products.composite, cost: products.cost, unit: products.unit })
    .from(products)
    .where(and(eq(products.tenantId, tx.tenantId), inArray(products.id, ids)));
  if (found.length !== ids.length) throw new AppError(Err.INGREDIENT_MISSING);
  const byId = new Map(found.map((f) => [f.id, f]));
  let total = new Decimal(0);
  b.components.forEach((c, i) => {
    const comp = byId.get(c.productId)!;
    if (comp.composite) throw paramError(`components.${i}`, 'a composite product cannot be a component');
    if (!isQuantityOf(comp.unit, c.quantity))
      throw paramError(`components.${i}.quantity`, 'whole pieces only for this component');
    total = total.add(new Decimal(comp.cost).mul(c.quantity));
  });
  if (total.gt('99999999999999.9999')) throw paramError('components', 'the components cost more than a cost can hold');
  return total.toFixed(4);
}

/** Recomputes the cost of the composites that use `componentId` (the cost follows the components). */
export async function refreshComposites(tx: TenantCtx, componentId: number) {
  await tx.db.execute(sql`
    update products p set cost = coalesce((
      select sum(pc.quantity * c.cost) from product_components pc
      join products c on c.tenant_id = pc.tenant_id and c.id = pc.component_id
      where pc.tenant_id = p.tenant_id and pc.product_id = p.id), 0), updated_at = now()
    where p.tenant_id = ${tx.tenantId} and p.composite and exists (
      select 1 from product_components x
      where x.tenant_id = p.tenant_id and x.product_id = p.id and x.component_id = ${componentId})`);
}

export async function isComponent(ctx: TenantCtx, id: number) {
  const [used] = await ctx.db
    .select({ id: productComponents.productId })
    .from(productComponents)
    .where(and(eq(productComponents.tenantId, ctx.tenantId), eq(productComponents.componentId, id)))
    .limit(1);
  return used !== undefined;
}

/** A variant's cost: its own, or the product's when left blank. */
const variantCost = (b: ProductSaveBody, v: ProductSaveBody['variants'][number]) => v.cost || b.cost;

/** Writes the variants (kept by id, new ones added, missing ones removed); answers their ids in the body's order. */
export async function writeVariants(tx: TenantCtx, productId: number, b: ProductSaveBody): Promise<number[]> {
  const before = await tx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tx.tenantId), eq(productVariants.productId, productId)));
  const kept = new Set(before.map((v) => v.id));
  const ids: number[] = [];
  const keep = b.variants.map((v) => v.id).filter((v): v is number => v !== undefined);
  if (keep.some((v) => !kept.has(v))) throw new AppError(Err.NO_DATA);
  const gone = [...kept].filter((v) => !keep.includes(v));
  if (gone.length)
    await tx.db
      .delete(productVariants)
      .where(and(eq(productVariants.tenantId, tx.tenantId), inArray(productVariants.id, gone)));
  for (const [position, v] of b.variants.entries()) {
    const values = {
      name: v.name,
      values: v.values,
      price: v.price,
      cost: variantCost(b, v),
      barcode: v.barcode,
      sku: v.sku,
      position,
    };
    if (v.id !== undefined) {
      await tx.db
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.tenantId, tx.tenantId), eq(productVariants.id, v.id)));
      ids.push(v.id);
    } else {
      const [created] = await tx.db
        .insert(productVariants)
        .values({ tenantId: tx.tenantId, productId, ...values })
        .returning({ id: productVariants.id });
      ids.push(created.id);
    }
  }
  return ids;
}

/**
 * The variants' prices in the body's stores (the caller's): the price given for the store, else the variant's
 * price and cost. Rows of stores the caller cannot see are kept; stores the product leaves lose theirs (cascade).
 */
export async function writeVariantStores(tx: TenantCtx, productId: number, b: ProductSaveBody, variantIds: number[]) {
  const rows = b.variants.flatMap((v, i) =>
    b.stores.map((s) => {
      const own = v.stores.find((x) => x.storeId === s.storeId);
      return {
        tenantId: tx.tenantId,
        variantId: variantIds[i],
        productId,
        storeId: s.storeId,
        price: own?.price ?? v.price,
        cost: own?.cost ?? variantCost(b, v),
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await tx.db
      .insert(productVariantStores)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [productVariantStores.tenantId, productVariantStores.variantId, productVariantStores.storeId],
        set: { price: sql`excluded.price`, cost: sql`excluded.cost` },
      });
}

/** The product's rows of the caller's stores are replaced; other stores' rows stay as they are. */
export async function writeStores(tx: TenantCtx, productId: number, b: ProductSaveBody) {
  const before = await tx.db
    .select({ storeId: productStores.storeId })
    .from(productStores)
    .where(and(eq(productStores.tenantId, tx.tenantId), eq(productStores.productId, productId)));
  const wanted = new Set(b.stores.map((s) => s.storeId));
  const gone = before.map((r) => r.storeId).filter((s) => canSeeStore(tx, s) && !wanted.has(s));
  if (gone.length)
    await tx.db
      .delete(productStores)
      .where(
        and(
          eq(productStores.tenantId, tx.tenantId),
          eq(productStores.productId, productId),
          inArray(productStores.storeId, gone),
        ),
      );
  for (const s of b.stores) {
    const values = { price: s.price, cost: s.cost, minStock: s.minStock, bestStock: s.bestStock };
    await tx.db
      .insert(productStores)
      .values({ tenantId: tx.tenantId, productId, storeId: s.storeId, ...values })
      .onConflictDoUpdate({
        target: [productStores.tenantId, productStores.productId, productStores.storeId],
        set: values,
      });
  }
}

/** Taxes, modifiers and components: replaced by the body's. */
export async function replaceLinks(tx: TenantCtx, productId: number, b: ProductSaveBody) {
  const own = (t: typeof productTaxes | typeof productModifiers | typeof productComponents) =>
    and(eq(t.tenantId, tx.tenantId), eq(t.productId, productId));
  await tx.db.delete(productTaxes).where(own(productTaxes));
  if (b.taxIds.length)
    await tx.db
      .insert(productTaxes)
      .values([...new Set(b.taxIds)].map((taxId) => ({ tenantId: tx.tenantId, productId, taxId })));
  await tx.db.delete(productModifiers).where(own(productModifiers));
  if (b.modifierIds.length)
    await tx.db
      .insert(productModifiers)
      .values([...new Set(b.modifierIds)].map((modifierId) => ({ tenantId: tx.tenantId, productId, modifierId })));
  await tx.db.delete(productComponents).where(own(productComponents));
  if (b.composite)
    await tx.db.insert(productComponents).values(
      b.components.map((c, position) => ({
        tenantId: tx.tenantId,
        productId,
        componentId: c.productId,
        quantity: c.quantity,
        position,
      })),
    );
}
