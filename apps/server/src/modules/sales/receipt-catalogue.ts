// What a receipt needs to know of the catalogue and the merchant's settings, read in one statement: pricing its
// lines (products, variants, modifiers, taxes, order type, table, member), paying it (payment methods, points
// settings) and its effects (components, costs, commission rules). A receipt used to make about ten round trips for
// these; each of them costs a parse, a plan and the query builder's work, so they are one plain SQL statement here.
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { rowsOf } from '../../platform/db';

/** A product of the receipt's lines, or a component of one; `inStore`: sold in the till's store. */
export interface CatalogueProduct {
  id: number;
  name: string;
  categoryId: number | null;
  track: boolean;
  composite: boolean;
  inStore: boolean;
  /** The store's price and cost; null when the product is not in the store. */
  price: string | null;
  cost: string | null;
}

export interface CatalogueVariant {
  id: number;
  productId: number;
  name: string;
  price: string;
  storePrice: string | null;
  cost: string;
  storeCost: string | null;
}

export interface CatalogueItem {
  id: number;
  modifierId: number;
  name: string;
  price: string;
  stores: { storeId: number; price: string }[];
}

export interface CatalogueTax {
  productId: number;
  id: number;
  name: string;
  rate: string;
  calculation: 'included' | 'added';
  version: number;
}

export interface CatalogueMethod {
  id: number;
  type: 'cash' | 'card' | 'wallet' | 'bankTransfer' | 'voucher' | 'other';
  name: string;
  handlingFee: string;
}

export interface PointsSettingsRow {
  enabled: boolean;
  earnRatio: string;
  redeemEnabled: boolean;
  pointValue: string;
  minRedeemPoints: number;
  maxRedeemPercent: string;
}

export interface ReceiptCatalogue {
  /** The receipt a client id already wrote (asked with `clientId`). */
  existingId: number | null;
  products: Map<number, CatalogueProduct>;
  variants: Map<number, CatalogueVariant>;
  /** `product:modifier` of the modifiers offered with the products. */
  offered: Set<string>;
  items: Map<number, CatalogueItem>;
  /** The products' taxes that apply in the store, by tax id. */
  taxes: CatalogueTax[];
  /** The products' components, in their order. */
  components: { productId: number; componentId: number; quantity: string }[];
  rewards: Map<number, { mode: 'fixed' | 'percent'; value: string }>;
  /** The order type asked, when it is available and offered in the store. */
  orderType: { id: number; name: string } | null;
  /** The table asked, when it is one of the store's. */
  table: { id: number; label: string } | null;
  memberFound: boolean;
  /** The payment methods asked that are offered in the store. */
  methods: Map<number, CatalogueMethod>;
  /** The merchant's points settings; null until saved. */
  points: PointsSettingsRow | null;
}

export interface CatalogueAsk {
  storeId: number;
  productIds: readonly number[];
  itemIds?: readonly number[];
  orderTypeId?: number | null;
  tableId?: number | null;
  memberId?: number | null;
  paymentMethodIds?: readonly number[];
  clientId?: string;
}

/** A bigint[] parameter (as text: both drivers take it). */
const ids = (list: readonly number[] = []) => `{${list.join(',')}}`;

interface Row {
  existing: number | string | null;
  products: CatalogueProduct[];
  components: { productId: number; componentId: number; quantity: string }[];
  variants: CatalogueVariant[];
  offered: { productId: number; modifierId: number }[];
  items: CatalogueItem[];
  taxes: CatalogueTax[];
  rewards: { productId: number; mode: 'fixed' | 'percent'; value: string }[];
  order_type: { id: number; name: string } | null;
  table: { id: number; label: string } | null;
  member_found: boolean;
  methods: CatalogueMethod[];
  points: PointsSettingsRow | null;
}

/** Reads what `ask` needs, in one statement. Numbers come as text, exactly as stored. */
export async function receiptCatalogue(tx: TenantCtx, ask: CatalogueAsk): Promise<ReceiptCatalogue> {
  const t = tx.tenantId;
  const s = ask.storeId;
  const products = ids(ask.productIds);
  const [row] = rowsOf<Row>(
    await tx.db.execute(sql`
      select
        (select o.id from orders o where o.tenant_id = ${t} and o.client_id = ${ask.clientId ?? null}) as existing,
        (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'categoryId', p.category_id,
                    'track', p.track_inventory, 'composite', p.composite, 'inStore', ps.product_id is not null,
                    'price', ps.price::text, 'cost', ps.cost::text)), '[]')
           from products p
           left join product_stores ps on ps.tenant_id = p.tenant_id and ps.product_id = p.id and ps.store_id = ${s}
          where p.tenant_id = ${t}
            and (p.id = any(${products}::bigint[])
                 or p.id in (select c.component_id from product_components c
                              where c.tenant_id = ${t} and c.product_id = any(${products}::bigint[])))) as products,
        (select coalesce(json_agg(json_build_object('productId', c.product_id, 'componentId', c.component_id,
                    'quantity', c.quantity::text) order by c.position), '[]')
           from product_components c
          where c.tenant_id = ${t} and c.product_id = any(${products}::bigint[])) as components,
        (select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'name', v.name,
                    'price', v.price::text, 'storePrice', vs.price::text, 'cost', v.cost::text,
                    'storeCost', vs.cost::text)), '[]')
           from product_variants v
           left join product_variant_stores vs
             on vs.tenant_id = v.tenant_id and vs.variant_id = v.id and vs.store_id = ${s}
          where v.tenant_id = ${t} and v.product_id = any(${products}::bigint[])) as variants,
        (select coalesce(json_agg(json_build_object('productId', m.product_id, 'modifierId', m.modifier_id)), '[]')
           from product_modifiers m
          where m.tenant_id = ${t} and m.product_id = any(${products}::bigint[])) as offered,
        (select coalesce(json_agg(json_build_object('id', i.id, 'modifierId', i.modifier_id, 'name', i.name,
                    'price', i.price::text, 'stores', i.stores)), '[]')
           from modifier_items i
          where i.tenant_id = ${t} and i.id = any(${ids(ask.itemIds)}::bigint[])) as items,
        (select coalesce(json_agg(json_build_object('productId', pt.product_id, 'id', x.id, 'name', x.name,
                    'rate', x.rate::text, 'calculation', x.calculation, 'version', x.version) order by x.id), '[]')
           from product_taxes pt
           join taxes x on x.tenant_id = pt.tenant_id and x.id = pt.tax_id
           join tax_stores xs on xs.tenant_id = x.tenant_id and xs.tax_id = x.id and xs.store_id = ${s}
          where pt.tenant_id = ${t} and pt.product_id = any(${products}::bigint[])) as taxes,
        (select coalesce(json_agg(json_build_object('productId', r.product_id, 'mode', r.mode,
                    'value', r.value::text)), '[]')
           from product_rewards r
          where r.tenant_id = ${t} and r.product_id = any(${products}::bigint[])) as rewards,
        (select json_build_object('id', ot.id, 'name', ot.name)
           from order_types ot
          where ot.tenant_id = ${t} and ot.id = ${ask.orderTypeId ?? null} and ot.available
            and (ot.all_stores or exists (select 1 from order_type_stores ots where ots.tenant_id = ot.tenant_id
                                            and ots.order_type_id = ot.id and ots.store_id = ${s}))) as order_type,
        (select json_build_object('id', st.id, 'label', st.number)
           from store_tables st
          where st.tenant_id = ${t} and st.id = ${ask.tableId ?? null} and st.store_id = ${s}) as "table",
        exists (select 1 from members mb where mb.tenant_id = ${t} and mb.id = ${ask.memberId ?? null}) as member_found,
        (select coalesce(json_agg(json_build_object('id', pm.id, 'type', pm.type, 'name', pm.name,
                    'handlingFee', pm.handling_fee::text)), '[]')
           from payment_methods pm
          where pm.tenant_id = ${t} and pm.id = any(${ids(ask.paymentMethodIds)}::bigint[])
            and (pm.all_stores or exists (select 1 from payment_method_stores pms where pms.tenant_id = pm.tenant_id
                                            and pms.payment_method_id = pm.id and pms.store_id = ${s}))) as methods,
        (select json_build_object('enabled', x.enabled, 'earnRatio', x.earn_ratio::text,
                  'redeemEnabled', x.redeem_enabled, 'pointValue', x.point_value::text,
                  'minRedeemPoints', x.min_redeem_points, 'maxRedeemPercent', x.max_redeem_percent::text)
           from points_settings x where x.tenant_id = ${t}) as points`),
  );
  return {
    existingId: row.existing === null ? null : Number(row.existing),
    products: new Map(row.products.map((p) => [p.id, p])),
    variants: new Map(row.variants.map((v) => [v.id, v])),
    offered: new Set(row.offered.map((o) => `${o.productId}:${o.modifierId}`)),
    items: new Map(row.items.map((i) => [i.id, i])),
    taxes: row.taxes,
    components: row.components,
    rewards: new Map(row.rewards.map((r) => [r.productId, r])),
    orderType: row.order_type,
    table: row.table,
    memberFound: row.member_found,
    methods: new Map(row.methods.map((m) => [m.id, m])),
    points: row.points,
  };
}
