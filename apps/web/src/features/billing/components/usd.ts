import { CURRENCIES } from '@tillbook/contract';
import { useMemo } from 'react';
import { formatMoney, type MoneyFormat } from '../../../shared/format/money';
import { NONE } from '../../../shared/format/numbers';
import { getLang } from '../../../shared/i18n/lang';

const USD = CURRENCIES.find((c) => c.code === 'USD');

/** Plans are priced in USD whatever the merchant's own currency: amounts in dollars, written the caller's way. */
export function useUsd(): MoneyFormat {
  const lang = getLang();
  return useMemo(
    () => (value) => (value === null || value === undefined || value === '' ? NONE : formatMoney(value, USD, lang)),
    [lang],
  );
}
