import './zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnce } from './app/lazy-page';
import { scanForward } from './app/route-table';
import { preloadSignedIn } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { bcp47, getLang } from './shared/i18n/lang';
import { loadThirdPartyLocales } from './shared/i18n/third-party-locales';

// A preloaded chunk that vanished (new deploy) reloads the page, like a failed page load (§2).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

async function start() {
  // A printed table QR code (`/#/scan?token=…`) is the storefront's: the page is replaced before the router starts.
  const tableScan = scanForward(window.location.href);
  if (tableScan) {
    window.location.replace(tableScan);
    return;
  }
  const lang = getLang();
  document.documentElement.lang = bcp47(lang);
  // Texts and antd/dayjs locales first, so the first paint is already in the user's language. They are asked before
  // the signed-in pages' code: the browser fetches a few files at a time, in the order asked, and the app draws its
  // first frame (and works out its theme) with them while the rest arrives.
  const texts = Promise.all([initI18n(lang), loadThirdPartyLocales(lang)]);
  preloadSignedIn(window.location.hash.replace(/^#/, '').split('?')[0]);
  await texts;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
