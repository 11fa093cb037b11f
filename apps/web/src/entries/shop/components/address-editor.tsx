// The member's saved addresses: add, change, remove (at most SHOPPER_ADDRESS_MAX, kept by the server).
import { type MemberAddressInput, SHOPPER_ADDRESS_MAX, type ShopperProfile } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopPost } from '../api';
import { addressLine } from '../checkout-rules';
import { ErrorNote } from '../errors';
import { keepMember } from '../session';
import { Field } from './form-bits';

const blank: MemberAddressInput = { name: '', areaCode: '', phone: '', address: '', city: '', postalCode: '' };

export function AddressEditor({ member }: { member: ShopperProfile }) {
  const { t } = useTranslation('shop');
  const [editing, setEditing] = useState<{ index?: number; address: MemberAddressInput } | null>(null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<unknown>();
  const call = async (path: string, body: unknown) => {
    setError(undefined);
    try {
      keepMember(await shopPost<ShopperProfile>(path, body));
      setEditing(null);
      setTried(false);
    } catch (e) {
      setError(e);
    }
  };
  const save = () => {
    setTried(true);
    if (!editing?.address.address.trim()) return;
    void call('/shop/member/address/save', editing);
  };
  const set = (key: keyof MemberAddressInput) => (e: { target: { value: string } }) =>
    editing && setEditing({ ...editing, address: { ...editing.address, [key]: e.target.value } });
  return (
    <section className="sf-box" data-testid="addresses">
      <h2>{t('account.addresses')}</h2>
      <ul className="sf-plain">
        {member.addresses.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an address is known by its place in the list (the API's index).
          <li key={`${a.address}-${i}`} className="sf-total" data-testid={`address-${i}`}>
            <span>{addressLine(a)}</span>
            <span>
              <button
                type="button"
                className="sf-link"
                onClick={() => setEditing({ index: i, address: { ...blank, ...a } })}
                data-testid={`address-edit-${i}`}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className="sf-link"
                onClick={() => void call('/shop/member/address/remove', { index: i })}
                data-testid={`address-remove-${i}`}
              >
                {t('cart.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field
            label={t('field.address')}
            value={editing.address.address}
            onChange={set('address')}
            maxLength={200}
            error={tried && !editing.address.address.trim() && t('checkout.addressNeeded')}
            testId="address-address"
          />
          <div className="sf-row">
            <Field
              label={t('field.postalCode')}
              value={editing.address.postalCode}
              onChange={set('postalCode')}
              maxLength={10}
              testId="address-postalCode"
            />
            <Field
              label={t('field.city')}
              value={editing.address.city}
              onChange={set('city')}
              maxLength={50}
              testId="address-city"
            />
          </div>
          <div className="sf-row">
            <button type="submit" className="sf-btn" data-testid="address-save">
              {t('save')}
            </button>
            <button type="button" className="sf-btn sf-btn-ghost" onClick={() => setEditing(null)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        member.addresses.length < SHOPPER_ADDRESS_MAX && (
          <button
            type="button"
            className="sf-btn sf-btn-ghost"
            onClick={() => setEditing({ address: blank })}
            data-testid="address-add"
          >
            {t('account.addAddress')}
          </button>
        )
      )}
      <ErrorNote error={error} testId="address-error" />
    </section>
  );
}
