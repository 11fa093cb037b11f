// The shopper's account: signed out, the ways in; signed in, their name and phone, addresses, orders and signing out.
import type { ShopperProfile } from '@tillbook/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopPost } from '../api';
import { AddressEditor } from '../components/address-editor';
import { Field } from '../components/form-bits';
import { ErrorNote } from '../errors';
import { phoneValid } from '../rules';
import { dropSession, keepMember, useShopper } from '../session';
import { useShop } from '../shop-context';

function Profile({ member }: { member: ShopperProfile }) {
  const { t } = useTranslation('shop');
  const [f, setF] = useState({ name: member.name, areaCode: member.areaCode, phone: member.phone });
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>();
  const badPhone = !!f.phone.trim() && !phoneValid(f.phone);
  const save = async () => {
    if (!f.name.trim() || badPhone) return;
    setSaved(false);
    setError(undefined);
    try {
      keepMember(await shopPost<ShopperProfile>('/shop/member/saveProfile', { ...f, name: f.name.trim() }));
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form
      className="sf-box"
      data-testid="profile"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="sf-muted" data-testid="profile-email">
        {member.email}
      </p>
      {member.frozen && (
        <p className="sf-error" data-testid="profile-frozen">
          {t('account.frozen')}
        </p>
      )}
      <Field
        label={t('field.name')}
        value={f.name}
        maxLength={50}
        onChange={(e) => setF({ ...f, name: e.target.value })}
        error={!f.name.trim() && t('bad.name')}
        testId="profile-name"
      />
      <div className="sf-row">
        <Field
          label={t('field.areaCode')}
          value={f.areaCode}
          maxLength={10}
          className="sf-area"
          onChange={(e) => setF({ ...f, areaCode: e.target.value })}
          testId="profile-areaCode"
        />
        <Field
          label={t('field.phoneOptional')}
          value={f.phone}
          maxLength={20}
          inputMode="tel"
          onChange={(e) => setF({ ...f, phone: e.target.value })}
          error={badPhone && t('bad.phone')}
          testId="profile-phone"
        />
      </div>
      <ErrorNote error={error} testId="profile-error" />
      {saved && <p className="sf-ok">{t('saved')}</p>}
      <button type="submit" className="sf-btn" data-testid="profile-save">
        {t('save')}
      </button>
    </form>
  );
}

export default function AccountPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const member = useShopper();
  // The stored profile is shown at once, then refreshed (the merchant may have frozen the member meanwhile).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per member signed in, not per stored change.
  useEffect(() => {
    if (member) shopPost<ShopperProfile>('/shop/member/profile').then(keepMember, () => undefined);
  }, [member?.id]);
  if (!member)
    return (
      <div className="sf-center" data-testid="account-signed-out">
        <p>{t('account.why')}</p>
        <Link className="sf-btn sf-btn-block" to={`/${code}/signin`} data-testid="account-signin">
          {t('account.signIn')}
        </Link>
        <Link className="sf-btn sf-btn-ghost sf-btn-block" to={`/${code}/register`} data-testid="account-register">
          {t('account.register')}
        </Link>
      </div>
    );
  const signOut = async () => {
    await shopPost('/shop/member/signOut').catch(() => undefined);
    dropSession();
  };
  return (
    <div data-testid="account-page">
      <h1 data-testid="account-name">{t('account.hello', { name: member.name })}</h1>
      <Link className="sf-btn sf-btn-block" to={`/${code}/orders`} data-testid="account-orders">
        {t('account.orders')}
      </Link>
      <Profile key={member.id} member={member} />
      <AddressEditor member={member} />
      <button
        type="button"
        className="sf-btn sf-btn-ghost sf-btn-block"
        onClick={() => void signOut()}
        data-testid="account-signout"
      >
        {t('account.signOut')}
      </button>
    </div>
  );
}
