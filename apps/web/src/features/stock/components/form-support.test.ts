import { Err, errorMessage, PurchaseSaveBody } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { issueField, markServerIssues, maxLength } from './form-support';

// Where a refused save's message goes: antd matches field names with ===, so list indexes must be numbers.

function fakeForm(lines: unknown[] = []) {
  const setFields = vi.fn();
  const form = { setFields, getFieldValue: (name: string) => (name === 'lines' ? lines : undefined) };
  return { form: form as unknown as FormInstance, setFields };
}

describe('form support', () => {
  it('turns issue paths into field names, a whole line into its item', () => {
    expect(issueField('lines.2.quantity')).toEqual(['lines', 2, 'quantity']);
    expect(issueField('lines.1')).toEqual(['lines', 1, 'productId']);
    expect(issueField('toStoreId')).toEqual(['toStoreId']);
  });

  it('marks the server issues, else the line of the item a refusal names, else the field of the code', () => {
    const issues = fakeForm();
    const repeated = new ApiError(
      1004,
      'x',
      { issues: [{ path: 'lines.1', message: 'listed twice', code: 1004 }] },
      'toast',
    );
    expect(markServerIssues(issues.form, repeated)).toBe(true);
    expect(issues.setFields).toHaveBeenCalledWith([
      { name: ['lines', 1, 'productId'], errors: [errorMessage(Err.ADDED_REPEATEDLY, 'zh_CN')] },
    ]);

    const short = fakeForm([
      { productId: 4, variantId: null },
      { productId: 7, variantId: 9 },
    ]);
    const refusal = new ApiError(Err.SKU_INSUFFICIENT, 'x', { productId: 7, variantId: 9, onHand: '2.0000' }, 'toast');
    expect(markServerIssues(short.form, refusal)).toBe(true);
    expect(short.setFields).toHaveBeenCalledWith([
      { name: ['lines', 1, 'quantity'], errors: [`${errorMessage(Err.SKU_INSUFFICIENT, 'zh_CN')} (2)`] },
    ]);

    const coded = fakeForm();
    expect(
      markServerIssues(coded.form, new ApiError(Err.NUMBER_TOO_LONG, 'x', null, 'toast'), { 1017: ['number'] }),
    ).toBe(true);
    expect(coded.setFields).toHaveBeenCalledWith([{ name: ['number'], errors: [errorMessage(1017, 'zh_CN')] }]);
    expect(markServerIssues(coded.form, new Error('network'))).toBe(false);
  });

  it('reads a text field’s longest length from the contract', () => {
    expect(maxLength(PurchaseSaveBody.shape.note)).toBe(200);
  });
});
