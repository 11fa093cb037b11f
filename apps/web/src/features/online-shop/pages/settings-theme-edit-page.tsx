import { PromoEditPage } from '../components/promo-pages';

/** /readmeApp/settings/themeEdit?shopId=…&id=…: add or edit a theme (see PromoEditPage). */
export default function SettingsThemeEditPage() {
  return <PromoEditPage kind="theme" />;
}
