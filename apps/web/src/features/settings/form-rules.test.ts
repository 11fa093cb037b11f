import { PaymentMethodSaveBody, RegionSaveBody, TaxSaveBody } from '@tillbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeLang } from '../../shared/i18n/lang';
import { contractListRule, contractObjectRule } from './form-rules';

// The rules that span several fields come from the contract's schemas, in the words of their codes.

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value?: unknown) => (rule as { validator: Validator }).validator({}, value);

beforeAll(() => storeLang('en_GB'));

describe('contractObjectRule', () => {
  const stores = (allStores: boolean, storeIds: number[]) =>
    contractObjectRule(
      PaymentMethodSaveBody,
      () => ({ type: 'cash', name: 'x', allStores, storeIds }),
      'storeIds',
      'fallback',
    );

  it('asks for a store unless all stores are chosen (20076)', async () => {
    await expect(run(stores(false, []))).rejects.toThrow('Please select at least one store.');
    await expect(run(stores(false, [3]))).resolves.toBeUndefined();
    await expect(run(stores(true, []))).resolves.toBeUndefined();
  });

  it('counts the places of a tax as well as its stores', async () => {
    const tax = (storeIds: number[], placeIds: number[]) =>
      contractObjectRule(
        TaxSaveBody,
        () => ({ name: 'x', rate: '0', calculation: 'included', storeIds, placeIds }),
        'storeIds',
        'fallback',
      );
    await expect(run(tax([], []))).rejects.toThrow('Please select at least one store.');
    await expect(run(tax([], [9]))).resolves.toBeUndefined();
  });

  it('ignores the issues of other fields', async () => {
    const rule = contractObjectRule(PaymentMethodSaveBody, () => ({ type: 'nope', storeIds: [1] }), 'storeIds', 'x');
    await expect(run(rule)).resolves.toBeUndefined();
  });
});

describe('contractListRule', () => {
  const rates = contractListRule(
    RegionSaveBody.shape.exchangeRates,
    (rows) => rows as { currencyId: number; rate: string }[],
    'fallback',
  );

  it('needs at least one exchange rate (1005), each currency once (1004)', async () => {
    await expect(run(rates, [])).rejects.toThrow('Save at least one item.');
    await expect(
      run(rates, [
        { currencyId: 2, rate: '1' },
        { currencyId: 2, rate: '2' },
      ]),
    ).rejects.toThrow('This has already been added.');
    await expect(run(rates, [{ currencyId: 2, rate: '0.92' }])).resolves.toBeUndefined();
  });
});
