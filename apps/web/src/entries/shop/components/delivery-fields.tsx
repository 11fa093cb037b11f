// Where to deliver: a saved address of the member or one typed in; the distance when the fee goes by distance; and
// the shop's fee brackets (fee, smallest order, free delivery above).
import type { ShopperProfile } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { addressLine, bracketsAscending } from '../checkout-rules';
import { useShop } from '../shop-context';

export interface Where {
  /** A saved address's index, or -1: typed in. */
  saved: number;
  address: string;
  distanceKm: string;
}

export function DeliveryFields({
  member,
  value,
  onChange,
  tried,
}: {
  member: ShopperProfile | null;
  value: Where;
  onChange: (w: Where) => void;
  tried: boolean;
}) {
  const { t } = useTranslation('shop');
  const { shop, money } = useShop();
  const saved = member?.addresses ?? [];
  const unit = shop.feeBasis === 'distance' ? 'km' : '';
  return (
    <fieldset className="sf-options" data-testid="checkout-delivery">
      <legend>{t('checkout.address')}</legend>
      {saved.length > 0 && (
        <select
          aria-label={t('checkout.savedAddress')}
          value={value.saved}
          onChange={(e) => {
            const i = Number(e.target.value);
            onChange({ ...value, saved: i, address: i >= 0 ? addressLine(saved[i]) : '' });
          }}
          data-testid="checkout-saved-address"
        >
          {saved.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an address is known by its place in the list (the API's index).
            <option key={`${a.address}-${i}`} value={i}>
              {addressLine(a)}
            </option>
          ))}
          <option value={-1}>{t('checkout.newAddress')}</option>
        </select>
      )}
      {value.saved < 0 && (
        <textarea
          rows={2}
          maxLength={200}
          placeholder={t('checkout.addressPlaceholder')}
          value={value.address}
          onChange={(e) => onChange({ ...value, address: e.target.value })}
          aria-invalid={tried && !value.address.trim()}
          data-testid="checkout-address"
        />
      )}
      {tried && !value.address.trim() && <p className="sf-field-error">{t('checkout.addressNeeded')}</p>}
      {shop.feeBasis === 'distance' && (
        <label className="sf-field">
          <span>{t('checkout.distance')}</span>
          <input
            inputMode="decimal"
            value={value.distanceKm}
            onChange={(e) => onChange({ ...value, distanceKm: e.target.value.replace(/[^0-9.]/g, '') })}
            data-testid="checkout-distance"
          />
        </label>
      )}
      {shop.deliveryFees.length > 0 && (
        <ul className="sf-plain sf-muted" data-testid="checkout-fee-brackets">
          {bracketsAscending(shop.deliveryFees).map((b) => (
            <li key={b.upTo}>
              {t(shop.feeBasis === 'distance' ? 'checkout.bracketDistance' : 'checkout.bracketAmount', {
                upTo: unit ? b.upTo : money(b.upTo),
                fee: money(b.fee),
              })}
              {Number(b.minOrder) > 0 && ` · ${t('checkout.minOrder', { min: money(b.minOrder) })}`}
            </li>
          ))}
          {shop.freeDeliveryAbove !== null && (
            <li>{t('checkout.freeAbove', { amount: money(shop.freeDeliveryAbove) })}</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}
