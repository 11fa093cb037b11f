import { PromoListPage } from '../components/promo-pages';

/** /readmeApp/settings/theme?shopId=…: the shop's themes (see PromoListPage). */
export default function SettingsThemePage() {
  return <PromoListPage kind="theme" />;
}
