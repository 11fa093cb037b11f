// The orders a guest placed from this browser: the placement's answer is all a guest can see of them (no account to
// ask again), kept per shop so that the order page survives a reload.
import type { ShopperOrderDetail } from '@tillbook/contract';
import { readLocal, writeLocal } from '../../shared/storage';

const KEEP = 10;
const keyOf = (shopCode: string) => `shopPlaced:${shopCode}`;

export function placedOrders(shopCode: string): ShopperOrderDetail[] {
  try {
    const parsed = JSON.parse(readLocal(keyOf(shopCode)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as ShopperOrderDetail[]).filter((o) => Number.isInteger(o?.id)) : [];
  } catch {
    return [];
  }
}

export function keepPlaced(shopCode: string, order: ShopperOrderDetail): void {
  const rest = placedOrders(shopCode).filter((o) => o.id !== order.id);
  writeLocal(keyOf(shopCode), JSON.stringify([order, ...rest].slice(0, KEEP)));
}
