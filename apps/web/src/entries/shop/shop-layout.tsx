// The frame of a shop's pages: its name and language picker on top, a notice while it is closed, the page, and the
// bottom bar (home, search, cart with its count, account).
import type { StorefrontHome, UiLang } from '@tillbook/contract';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { shopPost } from './api';
import { cartCount, useCart } from './cart';
import { LanguagePicker } from './components/language-picker';
import { Spinner } from './components/spinner';
import { ErrorNote } from './errors';
import { setShopMerchant } from './session';
import { ShopContext, type ShopState, shopMoney } from './shop-context';
import { useLoad } from './use-load';

const SHOP_CODE = /^[1-9][0-9]{0,15}-[0-9a-f]{8}$/;

function BottomBar({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  const [cart] = useCart(code);
  const count = cartCount(cart);
  return (
    <nav className="sf-bottom" aria-label={t('nav.label')}>
      <NavLink end to={`/${code}`} data-testid="nav-home">
        {t('nav.home')}
      </NavLink>
      <NavLink to={`/${code}/search`} data-testid="nav-search">
        {t('nav.search')}
      </NavLink>
      <NavLink to={`/${code}/cart`} data-testid="nav-cart">
        {t('nav.cart')}
        {count > 0 && (
          <span className="sf-badge" data-testid="nav-cart-count">
            {count}
          </span>
        )}
      </NavLink>
      <NavLink to={`/${code}/account`} data-testid="nav-account">
        {t('nav.account')}
      </NavLink>
    </nav>
  );
}

export function ShopLayout() {
  const { t, i18n: lng } = useTranslation('shop');
  const code = useParams().code ?? '';
  const valid = SHOP_CODE.test(code);
  setShopMerchant(code);
  const loaded = useLoad(
    (signal) => (valid ? shopPost<StorefrontHome>('/shop/home', { shopCode: code }, signal) : Promise.reject(null)),
    [code],
  );
  const home = loaded.data;
  const state = useMemo<ShopState | null>(
    () => (home ? { code, home, shop: home.shop, money: shopMoney(home.shop, lng.language as UiLang) } : null),
    [code, home, lng.language],
  );
  useEffect(() => {
    if (home) document.title = home.shop.name;
  }, [home]);
  if (!valid || (loaded.error && !home)) {
    return (
      <main className="sf-page sf-center" data-testid="shop-missing">
        <h1>{t('title')}</h1>
        <p>{t('shopMissing')}</p>
        {loaded.error ? <ErrorNote error={loaded.error} onRetry={loaded.reload} /> : null}
      </main>
    );
  }
  if (!state) return <Spinner />;
  const { shop } = state;
  return (
    <ShopContext.Provider value={state}>
      <div className="sf-shell" style={{ background: shop.backgroundColor }}>
        <header className="sf-header">
          <div className="sf-header-name">
            <strong data-testid="shop-name">{shop.name}</strong>
            <small>{shop.storeName}</small>
          </div>
          <LanguagePicker />
        </header>
        {!shop.open && (
          <div className="sf-closed" role="status" data-testid="shop-closed">
            {t('closed')}
          </div>
        )}
        <main className="sf-page">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomBar code={code} />
      </div>
    </ShopContext.Provider>
  );
}
