import type { DeliveryFeeBracket, FEE_BASES, Fulfilment, OpeningHours, ShopRow } from '@tillbook/contract';
import type { SettingsBody } from '../api';

/** The `set` form's values: decimals as typed strings, an empty "free above" for none. */
export interface SettingsValues {
  delivery: boolean;
  pickup: boolean;
  payOnDelivery: boolean;
  payInStore: boolean;
  guestCheckout: boolean;
  orderLimit: string;
  defaultOrderType: Fulfilment;
  orderTypeId: number | null;
  taxId: number | null;
  paymentMethodId: number | null;
  feeBasis: (typeof FEE_BASES)[number];
  deliveryFees: { upTo: string; fee: string; minOrder: string }[];
  freeDeliveryAbove: string;
  backgroundColor: string;
  openingHours: { weekday?: number; open: string; close: string }[];
  preparationMinutes: number | string;
  slotCap: number | string;
}

export function settingsValues(shop: ShopRow): SettingsValues {
  return {
    delivery: shop.delivery,
    pickup: shop.pickup,
    payOnDelivery: shop.payOnDelivery,
    payInStore: shop.payInStore,
    guestCheckout: shop.guestCheckout,
    orderLimit: shop.orderLimit,
    defaultOrderType: shop.defaultOrderType,
    orderTypeId: shop.orderTypeId,
    taxId: shop.taxId,
    paymentMethodId: shop.paymentMethodId,
    feeBasis: shop.feeBasis,
    deliveryFees: shop.deliveryFees.map((b: DeliveryFeeBracket) => ({ ...b })),
    freeDeliveryAbove: shop.freeDeliveryAbove ?? '',
    backgroundColor: shop.backgroundColor,
    openingHours: shop.openingHours.map((h: OpeningHours) => ({ ...h })),
    preparationMinutes: shop.preparationMinutes,
    slotCap: shop.slotCap,
  };
}

const blankToZero = (v: string | undefined) => (v === undefined || v.trim() === '' ? '0' : v);

/** The body the form sends (and its cross-field rules are checked on). */
export function settingsBody(shopId: number, v: Partial<SettingsValues>): SettingsBody {
  return {
    id: shopId,
    delivery: v.delivery ?? false,
    pickup: v.pickup ?? false,
    payOnDelivery: v.payOnDelivery ?? false,
    payInStore: v.payInStore ?? false,
    guestCheckout: v.guestCheckout ?? false,
    orderLimit: blankToZero(v.orderLimit),
    defaultOrderType: v.defaultOrderType ?? 'pickup',
    orderTypeId: v.orderTypeId ?? null,
    taxId: v.taxId ?? null,
    paymentMethodId: v.paymentMethodId ?? null,
    feeBasis: v.feeBasis ?? 'amount',
    deliveryFees: (v.deliveryFees ?? []).map((b) => ({
      upTo: b?.upTo ?? '',
      fee: blankToZero(b?.fee),
      minOrder: blankToZero(b?.minOrder),
    })),
    freeDeliveryAbove: v.freeDeliveryAbove?.trim() ? v.freeDeliveryAbove : null,
    backgroundColor: v.backgroundColor ?? '#ffffff',
    openingHours: (v.openingHours ?? []).map((h) => ({
      weekday: h?.weekday ?? -1,
      open: h?.open ?? '',
      close: h?.close ?? '',
    })),
    preparationMinutes: v.preparationMinutes === '' ? 0 : Number(v.preparationMinutes ?? 0),
    slotCap: v.slotCap === '' ? 0 : Number(v.slotCap ?? 0),
  };
}
