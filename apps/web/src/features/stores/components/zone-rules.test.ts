import { Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { inUseReason } from './in-use';
import { nextTableNumber } from './zone-form-modal';
import { zoneTableMessage } from './zone-rules';

describe('zone table rules (from the contract)', () => {
  it('asks for at least one table (1005)', () => {
    expect(zoneTableMessage([], 'tables', 'fallback')).not.toBeNull();
    expect(zoneTableMessage([{ number: '1', seats: 2 }], 'tables', 'fallback')).toBeNull();
  });

  it('marks the second use of a table number only (1004), ignoring rows not filled in yet', () => {
    const tables = [{ number: 'T1' }, { number: ' T1 ' }, { number: '' }, {}];
    expect(zoneTableMessage(tables, 'tables.0.number', 'fallback')).toBeNull();
    expect(zoneTableMessage(tables, 'tables.1.number', 'fallback')).not.toBeNull();
    expect(zoneTableMessage(tables, 'tables.2.number', 'fallback')).toBeNull();
    expect(zoneTableMessage(tables, 'tables.3.number', 'fallback')).toBeNull();
  });
});

describe('nextTableNumber', () => {
  it('counts on from the last numbered table, keeping its prefix and width', () => {
    expect(nextTableNumber([{ number: 'T9' }])).toBe('T10');
    expect(nextTableNumber([{ number: 'A-007' }, {}])).toBe('A-008');
    expect(nextTableNumber([{ number: 'Bar' }])).toBe('');
    expect(nextTableNumber([])).toBe('1');
  });
});

describe('inUseReason', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
  const refused = (usedBy?: string) =>
    new ApiError(Err.SHOP_IN_USE, '[1016]:in use', usedBy ? { usedBy } : undefined, 'toast');

  it('names why a store cannot be deleted', () => {
    expect(inUseReason(refused('staff'), t)).toBe('inUse.staff');
    expect(inUseReason(refused('lastStore'), t)).toBe('inUse.lastStore');
    expect(inUseReason(refused('devices'), t)).toBe('inUse.other:{"what":"devices"}');
    expect(inUseReason(refused(), t)).toBe('inUse.unknown');
  });

  it('is null for any other failure', () => {
    expect(inUseReason(new ApiError(Err.NO_DATA, 'x', undefined, 'toast'), t)).toBeNull();
    expect(inUseReason(new Error('x'), t)).toBeNull();
  });
});
