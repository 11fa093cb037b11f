// The online shop's storefront (a page of its own, built beside the back office; see docs/web-conventions.md): what a
// shopper sees on a phone at `/shop/#/<shop code>`. React, hash routes and plain CSS only, so the first page stays light.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { bcp47 } from '../../shared/i18n/lang';
import { shopLang } from './lang';
import { ShopApp } from './shop-app';
import './shop.css';

async function start() {
  const lang = shopLang();
  document.documentElement.lang = bcp47(lang);
  await initI18n(lang);
  await i18n.loadNamespaces(['shop']);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <ShopApp />
    </StrictMode>,
  );
}

void start();
