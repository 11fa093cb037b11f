import { PromoEditPage } from '../components/promo-pages';

/** /readmeApp/settings/adEdit?shopId=…&id=…: add or edit a ad (see PromoEditPage). */
export default function SettingsAdEditPage() {
  return <PromoEditPage kind="ad" />;
}
