import { describe, expect, it } from 'vitest';
import { addressLine, bracketsAscending, fulfilmentsOf, localDate, payWaysFor, slotDates } from './checkout-rules';

describe('checkout offers', () => {
  const both = { payOnDelivery: true, payInStore: true };

  it('pays on delivery only for a delivery, in store for either; the member’s ways narrow the shop’s', () => {
    expect(payWaysFor(both, null, 'delivery')).toEqual(['delivery', 'store']);
    expect(payWaysFor(both, null, 'pickup')).toEqual(['store']);
    expect(payWaysFor({ payOnDelivery: true, payInStore: false }, null, 'pickup')).toEqual([]);
    expect(payWaysFor(both, { payOnDelivery: false, payInStore: true }, 'delivery')).toEqual(['store']);
    expect(payWaysFor(both, { payOnDelivery: true, payInStore: false }, 'pickup')).toEqual([]);
  });

  it('offers the fulfilments the shop does', () => {
    expect(fulfilmentsOf({ delivery: true, pickup: true })).toEqual(['delivery', 'pickup']);
    expect(fulfilmentsOf({ delivery: false, pickup: true })).toEqual(['pickup']);
  });

  it('counts days in the store’s time zone, not the phone’s', () => {
    const at = new Date('2025-03-01T23:30:00Z');
    expect(localDate(at, 'Europe/London')).toBe('2025-03-01');
    expect(localDate(at, 'Asia/Shanghai')).toBe('2025-03-02');
    expect(slotDates(at, 'Asia/Shanghai', 3)).toEqual(['2025-03-02', '2025-03-03', '2025-03-04']);
  });

  it('writes a saved address as one line and sorts fee brackets by their limit', () => {
    expect(addressLine({ address: '1 Quay St', city: 'Bristol', postalCode: 'BS1 4DJ' })).toBe(
      '1 Quay St, BS1 4DJ Bristol',
    );
    expect(addressLine({ address: '1 Quay St', city: '', postalCode: '' })).toBe('1 Quay St');
    const b = (upTo: string) => ({ upTo, fee: '1', minOrder: '0' });
    expect(bracketsAscending([b('30'), b('5'), b('10')]).map((x) => x.upTo)).toEqual(['5', '10', '30']);
  });
});
