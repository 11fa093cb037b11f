// What a receipt needs to know of the catalogue and the merchant's settings, read in one statement: pricing its
// lines (products, variants, modifiers, taxes, order type, table, member), paying it (payment methods, points
// settings) and its effects (components, costs, commission rules). A receipt used to make about ten round trips for
// these; each of them costs a parse, a plan and the query builder's work, so they are one plain SQL statement here.
import type { TenantCtx } from '../../platform/context';
import { run, statement } from '../../platform/statements';

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
  /** The paying user's open shift and whether shifts are on (asked with `shiftOf`, else null). */
  till: CatalogueTill | null;
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
  /** The user paying at a till (null: none signed in): their open shift is read and locked. */
  shiftOf?: number | null;
}

/** A bigint[] parameter (as text: both drivers take it). */
const ids = (list: readonly number[] = []) => `{${list.join(',')}}`;

/** The caller's open shift, read (and locked) with the catalogue when asked (`shiftOf`). */
export interface CatalogueShift {
  id: number;
  storeId: number;
  openedAt: Date;
}

/** The till's side of a payment, when asked: the user's open shift (locked) and whether shifts are on. */
export interface CatalogueTill {
  shift: CatalogueShift | null;
  shiftsOn: boolean;
}

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
  shift: { id: number; storeId: number; openedAt: string } | null;
  shifts_on: boolean;
}

// $1 tenant, $2 store, $3 products, $4 client id, $5 modifier items, $6 order type, $7 table, $8 member,
// $9 payment methods, $10 the user whose open shift is locked (null: none).
const CATALOGUE = statement(
  'receipt_catalogue',
  `select
    (select o.id from orders o where o.tenant_id = $1::bigint and o.client_id = $4::text) as existing,
    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'categoryId', p.category_id,
                'track', p.track_inventory, 'composite', p.composite, 'inStore', ps.product_id is not null,
                'price', ps.price::text, 'cost', ps.cost::text)), '[]')
       from products p
       left join product_stores ps on ps.tenant_id = p.tenant_id and ps.product_id = p.id and ps.store_id = $2::bigint
      where p.tenant_id = $1::bigint
        and (p.id = any($3::bigint[])
             or p.id in (select c.component_id from product_components c
                          where c.tenant_id = $1::bigint and c.product_id = any($3::bigint[])))) as products,
    (select coalesce(json_agg(json_build_object('productId', c.product_id, 'componentId', c.component_id,
                'quantity', c.quantity::text) order by c.position), '[]')
       from product_components c
      where c.tenant_id = $1::bigint and c.product_id = any($3::bigint[])) as components,
    (select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'name', v.name,
                'price', v.price::text, 'storePrice', vs.price::text, 'cost', v.cost::text,
                'storeCost', vs.cost::text)), '[]')
       from product_variants v
       left join product_variant_stores vs
         on vs.tenant_id = v.tenant_id and vs.variant_id = v.id and vs.store_id = $2::bigint
      where v.tenant_id = $1::bigint and v.product_id = any($3::bigint[])) as variants,
    (select coalesce(json_agg(json_build_object('productId', m.product_id, 'modifierId', m.modifier_id)), '[]')
       from product_modifiers m
      where m.tenant_id = $1::bigint and m.product_id = any($3::bigint[])) as offered,
    (select coalesce(json_agg(json_build_object('id', i.id, 'modifierId', i.modifier_id, 'name', i.name,
                'price', i.price::text, 'stores', i.stores)), '[]')
       from modifier_items i
      where i.tenant_id = $1::bigint and i.id = any($5::bigint[])) as items,
    (select coalesce(json_agg(json_build_object('productId', pt.product_id, 'id', x.id, 'name', x.name,
                'rate', x.rate::text, 'calculation', x.calculation, 'version', x.version) order by x.id), '[]')
       from product_taxes pt
       join taxes x on x.tenant_id = pt.tenant_id and x.id = pt.tax_id
       join tax_stores xs on xs.tenant_id = x.tenant_id and xs.tax_id = x.id and xs.store_id = $2::bigint
      where pt.tenant_id = $1::bigint and pt.product_id = any($3::bigint[])) as taxes,
    (select coalesce(json_agg(json_build_object('productId', r.product_id, 'mode', r.mode,
                'value', r.value::text)), '[]')
       from product_rewards r
      where r.tenant_id = $1::bigint and r.product_id = any($3::bigint[])) as rewards,
    (select json_build_object('id', ot.id, 'name', ot.name)
       from order_types ot
      where ot.tenant_id = $1::bigint and ot.id = $6::bigint and ot.available
        and (ot.all_stores or exists (select 1 from order_type_stores ots where ots.tenant_id = ot.tenant_id
                                        and ots.order_type_id = ot.id and ots.store_id = $2::bigint))) as order_type,
    (select json_build_object('id', st.id, 'label', st.number)
       from store_tables st
      where st.tenant_id = $1::bigint and st.id = $7::bigint and st.store_id = $2::bigint) as "table",
    exists (select 1 from members mb where mb.tenant_id = $1::bigint and mb.id = $8::bigint) as member_found,
    (select coalesce(json_agg(json_build_object('id', pm.id, 'type', pm.type, 'name', pm.name,
                'handlingFee', pm.handling_fee::text)), '[]')
       from payment_methods pm
      where pm.tenant_id = $1::bigint and pm.id = any($9::bigint[])
        and (pm.all_stores or exists (select 1 from payment_method_stores pms where pms.tenant_id = pm.tenant_id
                                        and pms.payment_method_id = pm.id and pms.store_id = $2::bigint))) as methods,
    (select json_build_object('enabled', x.enabled, 'earnRatio', x.earn_ratio::text,
              'redeemEnabled', x.redeem_enabled, 'pointValue', x.point_value::text,
              'minRedeemPoints', x.min_redeem_points, 'maxRedeemPercent', x.max_redeem_percent::text)
       from points_settings x where x.tenant_id = $1::bigint) as points,
    (select json_build_object('id', sh.id, 'storeId', sh.store_id, 'openedAt', sh.opened_at)
       from (select s.id, s.store_id, s.opened_at from shifts s
              where s.tenant_id = $1::bigint and s.user_id = $10::bigint and s.status = 'open'
                for no key update) sh) as shift,
    coalesce((select f.shifts from ordering_features f where f.tenant_id = $1::bigint), false) as shifts_on`,
);

/**
 * Reads what `ask` needs, in one statement. Numbers come as text, exactly as stored. With `shiftOf` (the paying
 * user, null for none) `till` holds the user's open shift, locked for the rest of the transaction as `openShiftOf`
 * (shift-cash.ts) locks it, and whether the merchant works with shifts.
 */
export async function receiptCatalogue(tx: TenantCtx, ask: CatalogueAsk): Promise<ReceiptCatalogue> {
  const [row] = await run<Row>(tx.db, CATALOGUE, [
    tx.tenantId,
    ask.storeId,
    ids(ask.productIds),
    ask.clientId ?? null,
    ids(ask.itemIds),
    ask.orderTypeId ?? null,
    ask.tableId ?? null,
    ask.memberId ?? null,
    ids(ask.paymentMethodIds),
    ask.shiftOf ?? null,
  ]);
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
    till:
      ask.shiftOf === undefined
        ? null
        : {
            shift: row.shift && {
              id: row.shift.id,
              storeId: row.shift.storeId,
              openedAt: new Date(row.shift.openedAt),
            },
            shiftsOn: row.shifts_on,
          },
  };
}
