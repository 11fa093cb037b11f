import { CUSTOMER_DISPLAY_POLL_MS } from '@tillbook/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOutDevice } from '../../shared/device-screen/device-api';
import type { DeviceInfo } from '../../shared/device-screen/device-session';
import { switchScreenLanguage } from '../../shared/device-screen/screen-language';
import { usePoll } from '../../shared/device-screen/use-poll';
import { type AdClient, deviceAdClient } from './ad-client';
import { AdPlayer } from './ad-player';
import { CartPanel } from './cart-panel';
import { displayCart } from './display-api';
import './display.css';

/**
 * The customer display: the store's ads full-screen; while the till has an open order, its live cart beside the ad
 * (polled every second), then a thank-you once it is paid. Texts in the store's language.
 */
export function DisplayScreen({ info, ads = deviceAdClient }: { info: DeviceInfo; ads?: AdClient }) {
  const { t, i18n } = useTranslation(['customerDisplay', 'deviceScreen']);
  const { data, error } = usePoll((signal) => displayCart(signal), CUSTOMER_DISPLAY_POLL_MS);

  // The store's language, whatever the screen was signed in with.
  useEffect(() => {
    if (data && data.lang !== i18n.language) void switchScreenLanguage(data.lang, i18n);
  }, [data, i18n]);

  const side = data && data.state !== 'idle' ? data : null;
  return (
    <div
      className={side ? 'cd-screen cd-with-cart' : 'cd-screen'}
      data-testid="display-screen"
      data-state={data?.state}
    >
      <AdPlayer
        client={ads}
        fallback={
          <div className="cd-welcome" data-testid="display-welcome">
            <h1>{t('welcome')}</h1>
            <p>{info.storeName}</p>
          </div>
        }
      />
      {side?.state === 'cart' && side.cart && (
        <CartPanel cart={side.cart} sysCurrencyId={side.sysCurrencyId} lang={side.lang} />
      )}
      {side?.state === 'thanks' && (
        <section className="cd-cart cd-thanks" data-testid="display-thanks">
          <h2>{t('thanks.title')}</h2>
          <p>{t('thanks.subtitle')}</p>
          {side.cart && <CartPanel cart={side.cart} sysCurrencyId={side.sysCurrencyId} lang={side.lang} />}
        </section>
      )}
      <button
        type="button"
        className="cd-signout"
        onClick={() => void signOutDevice('customer')}
        data-testid="display-signout"
      >
        {t('deviceScreen:signOut')}
      </button>
      {error && !error.signedOut && (
        <div className="ds-offline" role="status" data-testid="display-offline">
          {t('deviceScreen:offline')}
        </div>
      )}
    </div>
  );
}
