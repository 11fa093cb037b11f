import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/format/money';
import { formatCount, formatPercent, formatQuantity, NONE, numberOf } from '../../shared/format/numbers';
import type { CellKind } from './report-configs';

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * A duration in whole seconds the language's way (`duration.*` of the reports texts): '4 min 05 s', '4分05秒';
 * hours only past the hour ('1 h 02 min 05 s').
 */
export function formatDuration(seconds: number, t: Translate): string {
  const whole = Math.abs(Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const text = h
    ? t('duration.hms', { h: String(h), m: String(m).padStart(2, '0'), s })
    : t('duration.ms', { m: String(m), s });
  return seconds < 0 ? `-${text}` : text;
}

/**
 * A cell's text by its kind: money in the tenant's currency (§3: the login info's sysCurrencyId), counts whole,
 * quantities without trailing zeros, percentages to one decimal, durations in minutes and seconds; null (a margin
 * without revenue) is '—'.
 */
export function useCellFormat(): (value: unknown, kind: CellKind) => string {
  const money = useMoney();
  const { t } = useTranslation('reports');
  return useCallback(
    (value: unknown, kind: CellKind) => {
      if (value === null || value === undefined || value === '') return NONE;
      if (kind === 'text') return String(value);
      const v = typeof value === 'number' ? value : String(value);
      if (kind === 'money') return money(v);
      if (kind === 'percent') return formatPercent(v);
      if (kind === 'quantity') return formatQuantity(v);
      if (kind === 'duration') {
        const n = numberOf(v);
        return n === undefined ? String(value) : formatDuration(n, t);
      }
      return formatCount(v);
    },
    [money, t],
  );
}
