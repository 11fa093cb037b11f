import {
  Err,
  isQuantityOf,
  type ListResult,
  type ProductComponentRow,
  type ProductDetail,
  type ProductExportBody,
  type ProductListQuery,
  type ProductRow,
  type ProductSaveBody,
  type ProductStoreRow,
  type ProductUnit,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  catalogCodes,
  categories,
  productComponents,
  productModifiers,
  productStores,
  products,
  productTaxes,
  productVariants,
  stores,
} from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { canSeeStore, pageWindow, storeScope } from '../../platform/scope';
import { containsPattern, countOf, iso, lowerOf, orderFor, paramError, uniqueOr } from './helpers';
import type { CatalogImages } from './images';

type Product = typeof products.$inferSelect;
type Code = { kind: 'sku' | 'barcode'; code: string; variantId: number; row: string };

const EXPORT_LIMIT = 50_000;

/**
 * Products (goodsList, addGoods). A product is visible to a store-bound caller when it is sold in one of their
 * stores; they see (and change) the per-store rows of their stores only, the other stores' rows are kept as they
 * are. Another tenant's product, or one the caller cannot see, answers 20075.
 */
export function createProductsService(images: CatalogImages) {
  /** Sold in one of the caller's stores (nothing for callers of every store). */
  const visible = (ctx: TenantCtx): SQL | undefined =>
    ctx.storeIds === 'all'
      ? undefined
      : exists(
          ctx.db
            .select({ one: sql`1` })
            .from(productStores)
            .where(
              and(
                eq(productStores.tenantId, ctx.tenantId),
                eq(productStores.productId, products.id),
                storeScope(ctx, productStores.storeId),
              ),
            ),
        );

  async function find(ctx: TenantCtx, id: number): Promise<Product> {
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, id), visible(ctx)));
    if (!row) throw new AppError(Err.PRODUCT_MISSING);
    return row;
  }

  function listWhere(ctx: TenantCtx, q: Omit<ProductListQuery, 'page' | 'pageSize'>): SQL | undefined {
    const storeRow = (extra: SQL | undefined) =>
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productStores)
          .where(
            and(
              eq(productStores.tenantId, ctx.tenantId),
              eq(productStores.productId, products.id),
              storeScope(ctx, productStores.storeId),
              q.storeId ? eq(productStores.storeId, q.storeId) : undefined,
              extra,
            ),
          ),
      );
    let keyword: SQL | undefined;
    if (q.keyword) {
      const pattern = containsPattern(q.keyword);
      keyword = or(
        sql`lower(${products.name}) like lower(${pattern})`,
        sql`${products.sku} ilike ${pattern}`,
        sql`${products.barcode} ilike ${pattern}`,
        // Variants' codes: the exact value through the codes index.
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(catalogCodes)
            .where(
              and(
                eq(catalogCodes.tenantId, ctx.tenantId),
                eq(catalogCodes.code, q.keyword),
                eq(catalogCodes.productId, products.id),
              ),
            ),
        ),
      );
    }
    return and(
      eq(products.tenantId, ctx.tenantId),
      ctx.storeIds === 'all' && !q.storeId && !q.lowStock ? undefined : storeRow(undefined),
      q.lowStock ? storeRow(sql`${productStores.onHand} < ${productStores.minStock}`) : undefined,
      q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
      keyword,
    );
  }

  async function storesOf(ctx: TenantCtx, ids: number[]): Promise<Map<number, ProductStoreRow[]>> {
    const map = new Map<number, ProductStoreRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await ctx.db
      .select({
        productId: productStores.productId,
        storeId: productStores.storeId,
        storeName: stores.name,
        price: productStores.price,
        cost: productStores.cost,
        onHand: productStores.onHand,
        minStock: productStores.minStock,
        bestStock: productStores.bestStock,
      })
      .from(productStores)
      .innerJoin(stores, and(eq(stores.tenantId, productStores.tenantId), eq(stores.id, productStores.storeId)))
      .where(
        and(
          eq(productStores.tenantId, ctx.tenantId),
          inArray(productStores.productId, ids),
          storeScope(ctx, productStores.storeId),
        ),
      )
      .orderBy(asc(productStores.storeId));
    for (const { productId, ...r } of rows) map.get(productId)?.push(r);
    return map;
  }

  async function rowsOut(ctx: TenantCtx, rows: Product[]): Promise<ProductRow[]> {
    const ids = rows.map((r) => r.id);
    const catIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is number => c !== null))];
    const [storeMap, cats] = await Promise.all([
      storesOf(ctx, ids),
      catIds.length
        ? ctx.db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, catIds)))
        : Promise.resolve([]),
    ]);
    const catName = new Map(cats.map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      categoryId: r.categoryId,
      categoryName: r.categoryId === null ? null : (catName.get(r.categoryId) ?? null),
      unit: r.unit,
      trackInventory: r.trackInventory,
      price: r.price,
      cost: r.cost,
      barcode: r.barcode,
      sku: r.sku,
      description: r.description,
      supplierId: r.supplierId,
      purchaseCost: r.purchaseCost,
      logoColor: r.logoColor,
      logoShape: r.logoShape,
      imageKey: r.imageKey,
      composite: r.composite,
      sort: r.sort,
      stores: storeMap.get(r.id) ?? [],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  async function detail(ctx: TenantCtx, id: number): Promise<ProductDetail> {
    const product = await find(ctx, id);
    const [row] = await rowsOut(ctx, [product]);
    const [taxRows, modRows, compRows, variantRows] = await Promise.all([
      ctx.db
        .select({ id: productTaxes.taxId })
        .from(productTaxes)
        .where(and(eq(productTaxes.tenantId, ctx.tenantId), eq(productTaxes.productId, id)))
        .orderBy(asc(productTaxes.taxId)),
      ctx.db
        .select({ id: productModifiers.modifierId })
        .from(productModifiers)
        .where(and(eq(productModifiers.tenantId, ctx.tenantId), eq(productModifiers.productId, id)))
        .orderBy(asc(productModifiers.modifierId)),
      ctx.db
        .select({
          productId: productComponents.componentId,
          name: products.name,
          quantity: productComponents.quantity,
          unitCost: products.cost,
        })
        .from(productComponents)
        .innerJoin(
          products,
          and(eq(products.tenantId, productComponents.tenantId), eq(products.id, productComponents.componentId)),
        )
        .where(and(eq(productComponents.tenantId, ctx.tenantId), eq(productComponents.productId, id)))
        .orderBy(asc(productComponents.position)),
      ctx.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.tenantId, ctx.tenantId), eq(productVariants.productId, id)))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    ]);
    const components: ProductComponentRow[] = compRows.map((c) => ({
      productId: c.productId,
      name: c.name,
      quantity: c.quantity,
      cost: new Decimal(c.unitCost).mul(c.quantity).toFixed(4),
    }));
    return {
      ...row,
      taxIds: taxRows.map((t) => t.id),
      onlineImageKeys: product.onlineImageKeys,
      modifierIds: modRows.map((m) => m.id),
      components,
      variantOptions: product.variantOptions,
      variants: variantRows.map((v) => ({
        id: v.id,
        name: v.name,
        values: v.values,
        price: v.price,
        cost: v.cost,
        barcode: v.barcode,
        sku: v.sku,
      })),
    };
  }

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

  /** SKUs and barcodes of the body, unique among themselves (20059, 20092, 20093). */
  function codesOf(b: ProductSaveBody, variantIds: number[]): Code[] {
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
        if (a.code !== c.code) continue;
        if (a.kind === c.kind) throw new AppError(a.kind === 'sku' ? Err.SKU_REPEATED : Err.BARCODE_DUPLICATE);
        if (a.row !== c.row) throw new AppError(Err.BARCODE_OR_SKU_DUPLICATE);
      }
    }
    return codes;
  }

  /** Refuses codes held by another product or variant of the tenant. */
  async function assertCodesFree(tx: TenantCtx, productId: number | undefined, codes: Code[]) {
    if (codes.length === 0) return;
    const taken = await tx.db
      .select({ kind: catalogCodes.kind, code: catalogCodes.code })
      .from(catalogCodes)
      .where(
        and(
          eq(catalogCodes.tenantId, tx.tenantId),
          inArray(
            catalogCodes.code,
            codes.map((c) => c.code),
          ),
          productId === undefined ? undefined : ne(catalogCodes.productId, productId),
        ),
      );
    for (const c of codes) {
      const clash = taken.filter((t) => t.code === c.code);
      if (clash.some((t) => t.kind === c.kind))
        throw new AppError(c.kind === 'sku' ? Err.SKU_REPEATED : Err.BARCODE_DUPLICATE);
      if (clash.length) throw new AppError(Err.BARCODE_OR_SKU_DUPLICATE);
    }
  }

  /** Components: existing products of the tenant (20090), not the product itself, not composite (1001). */
  async function componentCost(tx: TenantCtx, b: ProductSaveBody): Promise<string> {
    if (!b.composite) return b.cost;
    const ids = b.components.map((c) => c.productId);
    if (b.id !== undefined && ids.includes(b.id))
      throw paramError('components', 'a product cannot be its own component');
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
    return total.toFixed(4);
  }

  /** Recomputes the cost of the composites that use `componentId` (the cost follows the components). */
  async function refreshComposites(tx: TenantCtx, componentId: number) {
    await tx.db.execute(sql`
      update products p set cost = coalesce((
        select sum(pc.quantity * c.cost) from product_components pc
        join products c on c.tenant_id = pc.tenant_id and c.id = pc.component_id
        where pc.tenant_id = p.tenant_id and pc.product_id = p.id), 0), updated_at = now()
      where p.tenant_id = ${tx.tenantId} and p.composite and exists (
        select 1 from product_components x
        where x.tenant_id = p.tenant_id and x.product_id = p.id and x.component_id = ${componentId})`);
  }

  async function isComponent(ctx: TenantCtx, id: number) {
    const [used] = await ctx.db
      .select({ id: productComponents.productId })
      .from(productComponents)
      .where(and(eq(productComponents.tenantId, ctx.tenantId), eq(productComponents.componentId, id)))
      .limit(1);
    return used !== undefined;
  }

  async function assertReferences(ctx: TenantCtx, b: ProductSaveBody) {
    if (b.categoryId !== null) {
      const [cat] = await ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, b.categoryId)));
      if (!cat) throw new AppError(Err.CATEGORY_MISSING);
    }
    const storeIds = b.stores.map((s) => s.storeId);
    if (storeIds.some((s) => !canSeeStore(ctx, s))) throw new AppError(Err.NO_DATA);
    if ((await existing(ctx, 'stores', storeIds)).size !== storeIds.length) throw new AppError(Err.NO_DATA);
    if ((await existing(ctx, 'taxes', b.taxIds)).size !== new Set(b.taxIds).size) throw new AppError(Err.NO_DATA);
    if ((await existing(ctx, 'modifiers', b.modifierIds)).size !== new Set(b.modifierIds).size)
      throw new AppError(Err.NO_DATA);
    await images.assertKeys(ctx, [b.imageKey, ...b.onlineImageKeys]);
  }

  async function writeVariants(tx: TenantCtx, productId: number, b: ProductSaveBody): Promise<number[]> {
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
        cost: v.cost,
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

  async function writeStores(tx: TenantCtx, productId: number, b: ProductSaveBody) {
    const before = await tx.db
      .select({ storeId: productStores.storeId })
      .from(productStores)
      .where(and(eq(productStores.tenantId, tx.tenantId), eq(productStores.productId, productId)));
    const wanted = new Set(b.stores.map((s) => s.storeId));
    // Rows of stores the caller cannot see stay as they are; the caller's own stores are replaced.
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

  async function replaceLinks(tx: TenantCtx, productId: number, b: ProductSaveBody) {
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

  async function list(ctx: TenantCtx, q: ProductListQuery): Promise<ListResult<ProductRow>> {
    const where = listWhere(ctx, q);
    const { limit, offset } = pageWindow(q);
    const rows = await ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(
        ...orderFor(
          q.sort,
          {
            name: lowerOf(products.name),
            price: products.price,
            sku: products.sku,
            createdAt: products.createdAt,
            sort: products.sort,
          },
          products.id,
          [lowerOf(products.name)],
        ),
      )
      .limit(limit)
      .offset(offset);
    return { list: await rowsOut(ctx, rows), total: await countOf(ctx, products, where) };
  }

  return {
    list,
    detail,

    /** Every product matching the filters (export), capped at 50,000 rows. */
    async all(ctx: TenantCtx, q: ProductExportBody): Promise<ProductRow[]> {
      const rows = await ctx.db
        .select()
        .from(products)
        .where(listWhere(ctx, q))
        .orderBy(asc(lowerOf(products.name)), asc(products.id))
        .limit(EXPORT_LIMIT);
      const out: ProductRow[] = [];
      for (let i = 0; i < rows.length; i += 1000) out.push(...(await rowsOut(ctx, rows.slice(i, i + 1000))));
      return out;
    },

    async save(ctx: TenantCtx, b: ProductSaveBody): Promise<ProductDetail> {
      for (const [i, s] of b.stores.entries())
        for (const f of ['minStock', 'bestStock'] as const)
          if (!isQuantityOf(b.unit as ProductUnit, s[f])) throw paramError(`stores.${i}.${f}`, 'whole pieces only');
      await assertReferences(ctx, b);
      const id = await uniqueOr(Err.SKU_REPEATED, () =>
        inTransaction(ctx, async (tx) => {
          if (b.id !== undefined) {
            await find(tx, b.id);
            if (b.composite && (await isComponent(tx, b.id)))
              throw paramError('composite', 'a component of a composite cannot be composite');
          }
          const cost = await componentCost(tx, b);
          const fields = {
            name: b.name,
            categoryId: b.categoryId,
            unit: b.unit,
            trackInventory: b.trackInventory,
            price: b.price,
            cost,
            barcode: b.barcode,
            sku: b.sku,
            description: b.description,
            supplierId: b.supplierId,
            purchaseCost: b.purchaseCost,
            logoColor: b.logoColor,
            logoShape: b.logoShape,
            imageKey: b.imageKey,
            onlineImageKeys: b.onlineImageKeys,
            composite: b.composite,
            variantOptions: b.variantOptions,
          };
          await assertCodesFree(
            tx,
            b.id,
            codesOf(
              b,
              b.variants.map(() => 0),
            ),
          );
          let id = b.id;
          if (id === undefined) {
            // New products go last in their category (goodsSort).
            const [{ next }] = await tx.db
              .select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` })
              .from(products)
              .where(
                and(
                  eq(products.tenantId, tx.tenantId),
                  b.categoryId === null ? sql`${products.categoryId} is null` : eq(products.categoryId, b.categoryId),
                ),
              );
            const [created] = await tx.db
              .insert(products)
              .values({ tenantId: tx.tenantId, ...fields, sort: Number(next) })
              .returning({ id: products.id });
            id = created.id;
          } else {
            await tx.db
              .update(products)
              .set({ ...fields, updatedAt: new Date() })
              .where(and(eq(products.tenantId, tx.tenantId), eq(products.id, id)));
          }
          const variantIds = await writeVariants(tx, id, b);
          await tx.db
            .delete(catalogCodes)
            .where(and(eq(catalogCodes.tenantId, tx.tenantId), eq(catalogCodes.productId, id)));
          const codes = codesOf(b, variantIds);
          if (codes.length)
            await tx.db.insert(catalogCodes).values(
              codes.map((c) => ({
                tenantId: tx.tenantId,
                kind: c.kind,
                code: c.code,
                productId: id as number,
                variantId: c.variantId,
              })),
            );
          await writeStores(tx, id, b);
          await replaceLinks(tx, id, b);
          if (!b.composite) await refreshComposites(tx, id);
          return id;
        }),
      );
      return detail(ctx, id);
    },

    /**
     * Deletes a product. Refused (20055) while it is a component of a composite, and (20041) for a store-bound
     * caller when it is also sold in a store they cannot see.
     */
    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await find(ctx, id);
      if (ctx.storeIds !== 'all') {
        const rows = await ctx.db
          .select({ storeId: productStores.storeId })
          .from(productStores)
          .where(and(eq(productStores.tenantId, ctx.tenantId), eq(productStores.productId, id)));
        if (rows.some((r) => !canSeeStore(ctx, r.storeId))) throw new AppError(Err.NO_PERMISSION);
      }
      if (await isComponent(ctx, id)) throw new AppError(Err.CANNOT_DELETE);
      await ctx.db.delete(products).where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, id)));
      return null;
    },

    find,
    visible,
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
