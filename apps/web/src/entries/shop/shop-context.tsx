// The shop on screen: its home answer (settings, home products, ads, themes, categories), loaded once per visit, and
// how its money is written (the merchant's currency, the shopper's language).
import type { StorefrontHome, StorefrontShop, UiLang } from '@tillbook/contract';
import { createContext, useContext } from 'react';
import { currencyOf, formatMoney } from '../../shared/format/money';

export interface ShopState {
  code: string;
  home: StorefrontHome;
  shop: StorefrontShop;
  money: (amount: string) => string;
}

export const ShopContext = createContext<ShopState | null>(null);

export function useShop(): ShopState {
  const s = useContext(ShopContext);
  if (!s) throw new Error('useShop outside a shop');
  return s;
}

/**
 * Money in the shop's currency. The shop's answer names it by `sysCurrencyId` (the store's, else the merchant's);
 * without one the amount is written with the currency's usual two decimals and no symbol.
 */
export function shopMoney(shop: StorefrontShop, lang: UiLang): (amount: string) => string {
  const currency = currencyOf(shop.sysCurrencyId);
  return (amount) => formatMoney(amount, currency, lang);
}
