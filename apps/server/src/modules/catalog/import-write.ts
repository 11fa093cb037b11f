import { Err, type ErrCode } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ImportRow } from '../../platform/imports';
import { bulkInsert } from './bulk-insert';
import { type ComponentTarget, catalogSkus, type Lookups, loadLookups, resolveRow } from './import-check';
import type { ImportKey } from './import-columns';

/**
 * Writes checked rows, a batch at a time, inside the import's transaction: one INSERT per table and batch (products
 * with RETURNING, then their stores, taxes, codes and components). A composite's cost is the sum of its components'
 * costs × quantities, its components being products of earlier rows (this batch's or earlier batches') or of the
 * catalogue.
 */
export function createImportWriter() {
  let lookups: Lookups | undefined;
  let nextSort = 0;
  /** SKU → product written by this import. */
  const written = new Map<string, ComponentTarget & { id: number }>();

  return {
    /** A new run of the write transaction (the first, or again after a deadlock rolled the last one back). */
    begin() {
      lookups = undefined;
      nextSort = 0;
      written.clear();
    },
    async write(tx: TenantCtx, rows: ImportRow<ImportKey>[]) {
      if (!lookups) {
        // Read again inside the transaction: what the check saw may have changed since.
        lookups = await loadLookups(tx);
        const [{ next }] = await tx.db
          .select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` })
          .from(products)
          .where(eq(products.tenantId, tx.tenantId));
        nextSort = Number(next);
      }
      const l = lookups;
      const refs = rows.map((r) => {
        const { errors, ref } = resolveRow(l, r);
        // A category, store, supplier or tax removed between the check and the write fails the whole import.
        if (errors.length) throw new AppError(errors[0].code as ErrCode);
        return ref;
      });
      const catalog = await catalogSkus(
        tx,
        refs.flatMap((r) => r.components.map((c) => c.sku)).filter((s) => !written.has(s)),
      );
      // Costs of this batch's own rows (a component is never composite, so its cost is its row's).
      const batchCosts = new Map(
        rows.filter((r, i) => r.values.sku && !refs[i].composite).map((r) => [r.values.sku, r.values.cost || '0']),
      );
      const costOf = (sku: string) => written.get(sku)?.cost ?? batchCosts.get(sku) ?? catalog.get(sku)?.cost;
      const costs = rows.map((r, i) =>
        refs[i].composite
          ? refs[i].components
              .reduce((sum, c) => {
                const unitCost = costOf(c.sku);
                if (unitCost === undefined) throw new AppError(Err.INGREDIENT_MISSING);
                return sum.add(new Decimal(unitCost).mul(c.quantity));
              }, new Decimal(0))
              .toFixed(4)
          : r.values.cost || '0',
      );
      const tenantId = tx.tenantId;
      const sortBase = nextSort;
      nextSort += rows.length;
      const created = await bulkInsert<{ id: string | number; sort: number }>(
        tx,
        'products',
        [
          ['tenant_id', 'bigint'],
          ['name', 'text'],
          ['category_id', 'bigint'],
          ['unit', 'text'],
          ['track_inventory', 'boolean'],
          ['price', 'numeric'],
          ['cost', 'numeric'],
          ['sku', 'text'],
          ['barcode', 'text'],
          ['description', 'text'],
          ['supplier_id', 'bigint'],
          ['purchase_cost', 'numeric'],
          ['composite', 'boolean'],
          ['sort', 'integer'],
        ],
        rows.map((r, i) => {
          const v = r.values;
          const ref = refs[i];
          return [
            tenantId,
            v.name,
            ref.categoryId,
            ref.unit,
            v.trackInventory === 'true',
            v.price,
            costs[i],
            v.sku,
            v.barcode,
            v.description,
            ref.supplierId,
            v.purchaseCost || '0',
            ref.composite,
            sortBase + i,
          ];
        }),
        sql`id, sort`,
      );
      // RETURNING promises no order: match the rows by their sort numbers, unique within the import.
      const bySort = new Map(created.map((c) => [Number(c.sort), Number(c.id)]));
      const ids = rows.map((_, i) => bySort.get(sortBase + i) as number);
      rows.forEach((r, i) => {
        if (r.values.sku)
          written.set(r.values.sku, { id: ids[i], composite: refs[i].composite, unit: refs[i].unit, cost: costs[i] });
      });

      await bulkInsert(
        tx,
        'product_stores',
        [
          ['tenant_id', 'bigint'],
          ['product_id', 'bigint'],
          ['store_id', 'bigint'],
          ['price', 'numeric'],
          ['cost', 'numeric'],
          ['min_stock', 'numeric'],
          ['best_stock', 'numeric'],
        ],
        rows.flatMap((r, i) =>
          refs[i].storeIds.map((storeId) => [
            tenantId,
            ids[i],
            storeId,
            r.values.price,
            r.values.cost || '0',
            r.values.minStock || '0',
            r.values.bestStock || '0',
          ]),
        ),
      );
      await bulkInsert(
        tx,
        'product_taxes',
        [
          ['tenant_id', 'bigint'],
          ['product_id', 'bigint'],
          ['tax_id', 'bigint'],
        ],
        refs.flatMap((ref, i) => ref.taxIds.map((taxId) => [tenantId, ids[i], taxId])),
      );
      await bulkInsert(
        tx,
        'catalog_codes',
        [
          ['tenant_id', 'bigint'],
          ['kind', 'text'],
          ['code', 'text'],
          ['product_id', 'bigint'],
        ],
        rows.flatMap((r, i) =>
          (['sku', 'barcode'] as const)
            .filter((kind) => r.values[kind])
            .map((kind) => [tenantId, kind, r.values[kind], ids[i]]),
        ),
      );
      await bulkInsert(
        tx,
        'product_components',
        [
          ['tenant_id', 'bigint'],
          ['product_id', 'bigint'],
          ['component_id', 'bigint'],
          ['quantity', 'numeric'],
          ['position', 'integer'],
        ],
        refs.flatMap((ref, i) =>
          ref.components.map((c, position) => {
            const componentId = (written.get(c.sku) ?? catalog.get(c.sku))?.id;
            if (componentId === undefined) throw new AppError(Err.INGREDIENT_MISSING);
            return [tenantId, ids[i], componentId, c.quantity, position];
          }),
        ),
      );
    },
  };
}
