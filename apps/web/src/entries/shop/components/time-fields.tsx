// When: as soon as possible, or a time slot of a day (the store's local dates and times) that still takes orders.
import type { StorefrontSlots } from '@tillbook/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shopPost } from '../api';
import { slotDates } from '../checkout-rules';
import { ErrorNote } from '../errors';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

export interface When {
  asap: boolean;
  date: string;
  slotStart: number | null;
}

export function TimeFields({ value, onChange }: { value: When; onChange: (w: When) => void }) {
  const { t } = useTranslation('shop');
  const { code, shop } = useShop();
  const dates = useMemo(() => slotDates(new Date(), shop.timeZone), [shop.timeZone]);
  const date = value.date || dates[0];
  const slots = useLoad(
    (signal) =>
      value.asap ? Promise.resolve(null) : shopPost<StorefrontSlots>('/shop/slots', { shopCode: code, date }, signal),
    [code, date, value.asap],
  );
  return (
    <fieldset className="sf-options" data-testid="checkout-when">
      <legend>{t('checkout.when')}</legend>
      <button
        type="button"
        className={value.asap ? 'sf-on' : undefined}
        aria-pressed={value.asap}
        onClick={() => onChange({ ...value, asap: true, slotStart: null })}
        data-testid="checkout-asap"
      >
        {t('checkout.asap')}
      </button>
      <button
        type="button"
        className={!value.asap ? 'sf-on' : undefined}
        aria-pressed={!value.asap}
        onClick={() => onChange({ ...value, asap: false, date })}
        data-testid="checkout-later"
      >
        {t('checkout.later')}
      </button>
      {!value.asap && (
        <div className="sf-row">
          <select
            aria-label={t('checkout.date')}
            value={date}
            onChange={(e) => onChange({ ...value, date: e.target.value, slotStart: null })}
            data-testid="checkout-date"
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <select
            aria-label={t('checkout.slot')}
            value={value.slotStart ?? ''}
            onChange={(e) => onChange({ ...value, slotStart: e.target.value ? Number(e.target.value) : null })}
            data-testid="checkout-slot"
          >
            <option value="">{t('checkout.pickSlot')}</option>
            {slots.data?.slots.map((s) => (
              <option key={s.start} value={s.start}>
                {s.left === null ? s.time : t('checkout.slotLeft', { time: s.time, left: s.left })}
              </option>
            ))}
          </select>
          {slots.data && slots.data.slots.length === 0 && (
            <p className="sf-muted" data-testid="checkout-no-slots">
              {t('checkout.noSlots')}
            </p>
          )}
          <ErrorNote error={slots.error} onRetry={slots.reload} />
        </div>
      )}
    </fieldset>
  );
}
