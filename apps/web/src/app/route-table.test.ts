import { describe, expect, it } from 'vitest';
import { isOnlineShopPath, scanForward } from './route-table';

describe('public routes', () => {
  it('marks exactly the two online-shop pages for the shop title', () => {
    expect(['/onlineUpdatePwd', '/checkEmailRes', '/login'].map(isOnlineShopPath)).toEqual([true, true, false]);
  });
});

describe('printed table QR codes', () => {
  it('forward /#/scan?token=… to the storefront’s table page, next to the back office, keeping the token as it is', () => {
    expect(scanForward('https://x.test/#/scan?token=a%2Fb')).toBe('https://x.test/shop/#/table?token=a%2Fb');
    expect(scanForward('https://x.test/pos/#/scan?token=t1.abc')).toBe('https://x.test/pos/shop/#/table?token=t1.abc');
    expect(scanForward('https://x.test/#/scan')).toBe('https://x.test/shop/#/table');
  });

  it('leave every other address alone', () => {
    expect(scanForward('https://x.test/#/storeManage/storeManage')).toBeNull();
    expect(scanForward('https://x.test/#/scanner?token=a')).toBeNull();
    expect(scanForward('https://x.test/')).toBeNull();
  });
});
