import { describe, expect, it } from 'vitest';
import { isOnlineShopPath } from './route-table';

describe('public routes', () => {
  it('marks exactly the two online-shop pages for the shop title', () => {
    expect(['/onlineUpdatePwd', '/checkEmailRes', '/login'].map(isOnlineShopPath)).toEqual([true, true, false]);
  });
});
