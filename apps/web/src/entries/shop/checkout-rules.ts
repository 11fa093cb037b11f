// What checkout offers: the ways to pay for a fulfilment (the shop's and the member's), the days a slot may be
// picked on (the store's local dates), and a member's saved address as one line.
import type {
  DeliveryFeeBracket,
  Fulfilment,
  MemberAddressInput,
  PayWay,
  ShopperProfile,
  StorefrontShop,
} from '@tillbook/contract';

/** Pay on delivery only for a delivery; pay in store for either. Both the shop and the member must allow it. */
export function payWaysFor(
  shop: Pick<StorefrontShop, 'payOnDelivery' | 'payInStore'>,
  member: Pick<ShopperProfile, 'payOnDelivery' | 'payInStore'> | null,
  fulfilment: Fulfilment,
): PayWay[] {
  const out: PayWay[] = [];
  if (fulfilment === 'delivery' && shop.payOnDelivery && (!member || member.payOnDelivery)) out.push('delivery');
  if (shop.payInStore && (!member || member.payInStore)) out.push('store');
  return out;
}

export function fulfilmentsOf(shop: Pick<StorefrontShop, 'delivery' | 'pickup'>): Fulfilment[] {
  return [...(shop.delivery ? (['delivery'] as const) : []), ...(shop.pickup ? (['pickup'] as const) : [])];
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today and the next days in the store's time zone. */
export function slotDates(now: Date, timeZone: string, days = 7): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < days && i < days + 2; i++) {
    const d = localDate(new Date(now.getTime() + i * 86_400_000), timeZone);
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

/** A saved address as the order's one address line. */
export const addressLine = (a: Pick<MemberAddressInput, 'address' | 'city' | 'postalCode'>): string =>
  [a.address, [a.postalCode, a.city].filter(Boolean).join(' ')].filter((x) => x.trim()).join(', ');

/** The brackets in the order they apply (ascending `upTo`). */
export const bracketsAscending = (brackets: DeliveryFeeBracket[]): DeliveryFeeBracket[] =>
  [...brackets].sort((a, b) => Number(a.upTo) - Number(b.upTo));
