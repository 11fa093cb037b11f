import type {
  DamageQuery,
  DamageResult,
  StockExportFormat,
  StockValueQuery,
  StockValueResult,
} from '@tillbook/contract';
import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import {
  productStores,
  products,
  productVariantStores,
  productVariants,
  stockLevels,
  stockMovements,
  stores,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { pageWindow, parseSort } from '../../platform/list';
import type { PdfRenderer } from '../../platform/pdf';
import { storeScope } from '../../platform/scope';
import { exportTable } from '../../platform/table-export';
import type { SheetValue } from '../../platform/xlsx';
import {
  decimalText,
  itemInfo,
  itemKeywordMatch,
  localDayStart,
  variantJoin,
  visibleStoreName,
  withinLocalDays,
} from './stock-queries';
import { STOCK_TEXT } from './stock-texts';
import { subtitle } from './views.service';

type ValueFilters = Omit<StockValueQuery, 'page' | 'pageSize' | 'sort'>;
type DamageFilters = Omit<DamageQuery, 'page' | 'pageSize' | 'sort'>;

/** Exports hold at most this many item rows (one per item and variant of the merchant). */
const EXPORT_LIMIT = 100_000;

const l = stockLevels;
const m = stockMovements;

// Each store-item value is rounded to 4 places before summing, so an item's value is the sum of its stores' values
// and the totals are the sum of the rows, to the last place.
const quantitySum = sql`coalesce(sum(${l.onHand}), 0)`;
const inventorySum = sql`coalesce(sum(round(${l.onHand} * ${l.averageCost}, 4)), 0)`;
// Retail: the variant's own price in the store when it has one, else the product's price there.
const storePrice = sql`coalesce(${productVariantStores.price}, ${productStores.price}, 0)`;
const retailSum = sql`coalesce(sum(round(${l.onHand} * ${storePrice}, 4)), 0)`;

/** quantity, averageCost, inventoryValue, retailValue, potentialProfit and margin over the grouped levels. */
const valueFigures = {
  quantity: decimalText(quantitySum),
  averageCost: decimalText(
    sql`case when ${quantitySum} = 0 then 0 else round(${inventorySum} / ${quantitySum}, 4) end`,
  ),
  inventoryValue: decimalText(inventorySum),
  retailValue: decimalText(retailSum),
  potentialProfit: decimalText(sql`${retailSum} - ${inventorySum}`),
  margin: sql<string>`case when ${retailSum} = 0 then '0'
    else round((${retailSum} - ${inventorySum}) * 100 / ${retailSum}, 2)::numeric(18,2)::text end`,
};

const damageQty = (reason: 'damage' | 'loss') =>
  sql`coalesce(sum(-${m.quantity}) filter (where ${m.reason} = ${reason}), 0)`;
const damageVal = (reason: 'damage' | 'loss') =>
  sql`coalesce(sum(round(-${m.quantity} * ${m.unitCost}, 4)) filter (where ${m.reason} = ${reason}), 0)`;
const damageFigures = {
  damagedQuantity: decimalText(damageQty('damage')),
  damagedValue: decimalText(damageVal('damage')),
  lostQuantity: decimalText(damageQty('loss')),
  lostValue: decimalText(damageVal('loss')),
  totalValue: decimalText(sql`${damageVal('damage')} + ${damageVal('loss')}`),
};

/**
 * The levels as of the end of local day `date`: per store and item, the movements that happened up to then, each at
 * the cost it was booked at (incoming at its cost, outgoing at the average it left at), so the value is Σ quantity ×
 * cost and the average that value ÷ on hand. It is named like the levels table, so that the figures, joins and
 * filters written over `stock_levels` read it unchanged.
 */
function levelsAsOf(ctx: TenantCtx, date: string) {
  const end = new Date(localDayStart(ctx, date).getTime() + 86_400_000);
  const onHand = sql`sum(${m.quantity})`;
  return ctx.db
    .select({
      tenantId: m.tenantId,
      storeId: m.storeId,
      productId: m.productId,
      variantId: m.variantId,
      onHand: sql<string>`${onHand}`.as('on_hand'),
      averageCost:
        sql<string>`case when ${onHand} = 0 then 0 else sum(${m.quantity} * ${m.unitCost}) / ${onHand} end`.as(
          'average_cost',
        ),
    })
    .from(m)
    .where(and(eq(m.tenantId, ctx.tenantId), lt(m.happenedAt, end)))
    .groupBy(m.tenantId, m.storeId, m.productId, m.variantId)
    .as('stock_levels');
}

const VALUE_SORTS = ['name', 'quantity', 'inventoryValue', 'retailValue', 'potentialProfit'] as const;
const DAMAGE_SORTS = ['name', 'damagedValue', 'lostValue', 'totalValue'] as const;

/** ORDER BY of a per-item list: by name (then id and variant), or by one of its figures (numerically). */
function itemOrder(field: string, descending: boolean, figures: Record<string, SQL>): SQL[] {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const byName = [sql`lower(${products.name}) ${dir}`, sql`${products.id} ${dir}`, sql`${productVariants.position}`];
  if (field === 'name') return byName;
  return [sql`(${figures[field]})::numeric ${dir}`, ...byName];
}

// One group per item (the row's product and variant); grouping by the whole primary keys of the joined product and
// variant lets their name, SKU … be selected (functionally dependent).
const byItem = (variantColumn: PgColumn) => [
  products.tenantId,
  products.id,
  variantColumn,
  productVariants.tenantId,
  productVariants.id,
];

/** Stock value and damaged goods value (stockValue, damageGoods): the ledger's levels and movements, priced. */
export function createValuationService(pdf: PdfRenderer) {
  async function valueWhere(ctx: TenantCtx, f: ValueFilters) {
    if (f.storeId !== undefined) await visibleStoreName(ctx, f.storeId);
    return and(
      eq(l.tenantId, ctx.tenantId),
      ne(l.onHand, '0'),
      storeScope(ctx, l.storeId),
      f.storeId === undefined ? undefined : eq(l.storeId, f.storeId),
      f.categoryId === undefined ? undefined : eq(products.categoryId, f.categoryId),
      f.keyword ? itemKeywordMatch(ctx, f.keyword, l.productId, l.variantId) : undefined,
    );
  }

  /** Levels (now, or as of the filters' `date`) joined to their product, variant, store and the store's price. */
  const levelsFrom = (ctx: TenantCtx, f: ValueFilters, fields: SelectedFields) =>
    ctx.db
      .select(fields)
      .from((f.date === undefined ? l : levelsAsOf(ctx, f.date)) as typeof l)
      .innerJoin(products, and(eq(products.tenantId, l.tenantId), eq(products.id, l.productId)))
      .leftJoin(productVariants, variantJoin(l.tenantId, l.variantId))
      .leftJoin(
        productStores,
        and(
          eq(productStores.tenantId, l.tenantId),
          eq(productStores.storeId, l.storeId),
          eq(productStores.productId, l.productId),
        ),
      )
      .leftJoin(
        productVariantStores,
        and(
          eq(productVariantStores.tenantId, l.tenantId),
          eq(productVariantStores.variantId, l.variantId),
          eq(productVariantStores.storeId, l.storeId),
        ),
      )
      .innerJoin(stores, and(eq(stores.tenantId, l.tenantId), eq(stores.id, l.storeId)));

  async function valueRows(
    ctx: TenantCtx,
    f: ValueFilters,
    where: SQL | undefined,
    sort: string | undefined,
    window: { limit: number; offset: number },
  ) {
    const { field, descending } = parseSort(sort, VALUE_SORTS, 'name');
    const fields = { ...itemInfo(l.variantId), ...valueFigures };
    const rows = await levelsFrom(ctx, f, fields)
      .where(where)
      .groupBy(...byItem(l.variantId))
      .orderBy(...itemOrder(field, descending, valueFigures))
      .limit(window.limit)
      .offset(window.offset);
    return rows as unknown as StockValueResult['list'];
  }

  async function damageWhere(ctx: TenantCtx, f: DamageFilters) {
    if (f.storeId !== undefined) await visibleStoreName(ctx, f.storeId);
    return and(
      eq(m.tenantId, ctx.tenantId),
      inArray(m.reason, ['damage', 'loss']),
      storeScope(ctx, m.storeId),
      f.storeId === undefined ? undefined : eq(m.storeId, f.storeId),
      withinLocalDays(ctx, m.happenedAt, f),
      f.keyword ? itemKeywordMatch(ctx, f.keyword, m.productId, m.variantId) : undefined,
    );
  }

  /** Movements joined to their product and variant. */
  const movementsFrom = (ctx: TenantCtx, fields: SelectedFields) =>
    ctx.db
      .select(fields)
      .from(m)
      .innerJoin(products, and(eq(products.tenantId, m.tenantId), eq(products.id, m.productId)))
      .leftJoin(productVariants, variantJoin(m.tenantId, m.variantId));

  async function damageRows(
    ctx: TenantCtx,
    where: SQL | undefined,
    sort: string | undefined,
    window: { limit: number; offset: number },
  ) {
    const { field, descending } = parseSort(sort, DAMAGE_SORTS, 'name');
    const rows = await movementsFrom(ctx, { ...itemInfo(m.variantId), ...damageFigures })
      .where(where)
      .groupBy(...byItem(m.variantId))
      .orderBy(...itemOrder(field, descending, damageFigures))
      .limit(window.limit)
      .offset(window.offset);
    return rows as unknown as DamageResult['list'];
  }

  /** Number of item groups a grouped query yields. */
  async function countGroups(ctx: TenantCtx, grouped: SQL): Promise<number> {
    const res = (await ctx.db.execute(sql`select count(*)::int as n from (${grouped}) g`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(res.rows[0].n);
  }

  return {
    /** POST /m/stock/value — one row per item over the chosen or every visible store, totals, and per-store figures. */
    async value(ctx: TenantCtx, q: StockValueQuery): Promise<StockValueResult> {
      const where = await valueWhere(ctx, q);
      const list = await valueRows(ctx, q, where, q.sort, pageWindow(q));
      const total = await countGroups(
        ctx,
        levelsFrom(ctx, q, { one: sql`1` }).where(where).groupBy(l.productId, l.variantId).getSQL(),
      );
      const [totals] = (await levelsFrom(ctx, q, valueFigures).where(where)) as unknown as StockValueResult['totals'][];
      const perStore = (await levelsFrom(ctx, q, { storeId: l.storeId, storeName: stores.name, ...valueFigures })
        .where(where)
        .groupBy(l.storeId, stores.name)
        .orderBy(sql`lower(${stores.name})`, l.storeId)) as unknown as StockValueResult['stores'];
      return { list, total, totals, stores: perStore };
    },

    /** POST /m/stock/damage — damaged and lost quantities and value (at each movement's cost) per item over the range. */
    async damage(ctx: TenantCtx, q: DamageQuery): Promise<DamageResult> {
      const where = await damageWhere(ctx, q);
      const list = await damageRows(ctx, where, q.sort, pageWindow(q));
      const total = await countGroups(
        ctx,
        sql`select 1 from ${m} where ${where} group by ${m.productId}, ${m.variantId}`,
      );
      const [totals] = (await movementsFrom(ctx, damageFigures).where(where)) as unknown as DamageResult['totals'][];
      return { list, total, totals };
    },

    async exportValue(ctx: TenantCtx, f: ValueFilters & { format: StockExportFormat; sort?: string }): Promise<Buffer> {
      const where = await valueWhere(ctx, f);
      const list = await valueRows(ctx, f, where, f.sort, { limit: EXPORT_LIMIT, offset: 0 });
      const [totals] = (await levelsFrom(ctx, f, valueFigures).where(where)) as unknown as StockValueResult['totals'][];
      const lang = ctx.lang;
      const T = STOCK_TEXT;
      const figures = (r: StockValueResult['totals']): SheetValue[] =>
        [r.quantity, r.averageCost, r.inventoryValue, r.retailValue, r.potentialProfit, r.margin].map(Number);
      return exportTable(pdf, f.format, {
        lang: ctx.lang,
        title: T.stockValue[lang],
        subtitle: await subtitle(ctx, f),
        columns: [
          { header: T.product[lang], width: 28 },
          { header: T.variant[lang] },
          { header: T.sku[lang] },
          ...(['quantity', 'averageCost', 'inventoryValue', 'retailValue', 'potentialProfit', 'margin'] as const).map(
            (k) => ({ header: T[k][lang], numFmt: '0.####', align: 'right' as const }),
          ),
        ],
        rows: list.map((r) => [r.productName, r.variantName ?? '', r.sku, ...figures(r)]),
        footer: [T.total[lang], '', '', ...figures(totals)],
      });
    },

    async exportDamage(
      ctx: TenantCtx,
      f: DamageFilters & { format: StockExportFormat; sort?: string },
    ): Promise<Buffer> {
      const where = await damageWhere(ctx, f);
      const list = await damageRows(ctx, where, f.sort, { limit: EXPORT_LIMIT, offset: 0 });
      const [totals] = (await movementsFrom(ctx, damageFigures).where(where)) as unknown as DamageResult['totals'][];
      const lang = ctx.lang;
      const T = STOCK_TEXT;
      const keys = ['damagedQuantity', 'damagedValue', 'lostQuantity', 'lostValue', 'totalValue'] as const;
      const figures = (r: DamageResult['totals']): SheetValue[] => keys.map((k) => Number(r[k]));
      return exportTable(pdf, f.format, {
        lang: ctx.lang,
        title: T.damageGoods[lang],
        subtitle: await subtitle(ctx, f),
        columns: [
          { header: T.product[lang], width: 28 },
          { header: T.variant[lang] },
          { header: T.sku[lang] },
          ...keys.map((k) => ({ header: T[k][lang], numFmt: '0.####', align: 'right' as const })),
        ],
        rows: list.map((r) => [r.productName, r.variantName ?? '', r.sku, ...figures(r)]),
        footer: [T.total[lang], '', '', ...figures(totals)],
      });
    },
  };
}
