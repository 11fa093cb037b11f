import { PromoListPage } from '../components/promo-pages';

/** /readmeApp/settings/ad?shopId=…: the shop's ads (see PromoListPage). */
export default function SettingsAdPage() {
  return <PromoListPage kind="ad" />;
}
