import type { StorefrontShop } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { shopMoney } from './shop-context';

const shop = (sysCurrencyId?: number) => ({ sysCurrencyId }) as unknown as StorefrontShop;

describe('money in the shop', () => {
  it('is written in the merchant’s currency, the way the shopper’s language writes money', () => {
    expect(shopMoney(shop(4), 'en_GB')('1234.5')).toBe('£1,234.50');
    expect(shopMoney(shop(4), 'fr_FR')('-5.3').replace(/\s/g, ' ')).toBe('-5,30 £');
  });

  it('without a currency, shows the amount with two decimals and no symbol', () => {
    expect(shopMoney(shop(), 'en_GB')('7')).toBe('7.00');
  });
});
