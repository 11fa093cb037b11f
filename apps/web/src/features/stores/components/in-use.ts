import { Err, type StoreInUseData } from '@tillbook/contract';

import { ApiError } from '../../../shared/api/client';

const KNOWN = new Set(['staff', 'lastStore', 'place']);

/**
 * Why a delete was refused with 1016 (store or truck) or 20079 (place), in words, from the answer's `data.usedBy`;
 * null for any other failure. Other modules register their own reasons (e.g. 'devices'): those are named as given.
 */
export function inUseReason(
  err: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (!(err instanceof ApiError) || (err.code !== Err.SHOP_IN_USE && err.code !== Err.AREA_IN_USE)) return null;
  const usedBy = (err.data as Partial<StoreInUseData> | undefined)?.usedBy;
  if (!usedBy) return t('inUse.unknown');
  return KNOWN.has(usedBy) ? t(`inUse.${usedBy}`) : t('inUse.other', { what: usedBy });
}
