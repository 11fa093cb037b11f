// The orders a guest placed from this browser, kept per shop: the placement's answer (so that the order page survives
// a reload) and the order's follow token (contract FollowablePlacedOrder), with which the order page asks the order's
// state again (/m/shop/order/follow) — a guest has no account to ask with.
import type { ShopperOrderDetail } from '@tillbook/contract';
import { readLocal, writeLocal } from '../../shared/storage';

/** A kept order: as last seen, with the token that follows it (none for orders kept before tokens existed). */
export interface PlacedOrder extends ShopperOrderDetail {
  followToken?: string;
}

const KEEP = 10;
const keyOf = (shopCode: string) => `shopPlaced:${shopCode}`;

export function placedOrders(shopCode: string): PlacedOrder[] {
  try {
    const parsed = JSON.parse(readLocal(keyOf(shopCode)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PlacedOrder[]).filter((o) => Number.isInteger(o?.id)) : [];
  } catch {
    return [];
  }
}

/** Keeps an order first; a kept order seen again keeps its follow token unless a new one comes with it. */
export function keepPlaced(shopCode: string, order: PlacedOrder): void {
  const all = placedOrders(shopCode);
  const before = all.find((o) => o.id === order.id);
  const followToken = order.followToken ?? before?.followToken;
  const kept: PlacedOrder = followToken ? { ...order, followToken } : order;
  writeLocal(keyOf(shopCode), JSON.stringify([kept, ...all.filter((o) => o.id !== order.id)].slice(0, KEEP)));
}

/** The kept order of this id, if this browser placed it. */
export const placedOrder = (shopCode: string, id: number): PlacedOrder | undefined =>
  placedOrders(shopCode).find((o) => o.id === id);
