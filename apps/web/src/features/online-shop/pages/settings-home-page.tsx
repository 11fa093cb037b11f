import { HomeProducts } from '../components/home-products';
import { SettingsFrame } from '../components/settings-frame';

/** /readmeApp/settings/home?shopId=…: the products of the shop's home page (see HomeProducts). */
export default function SettingsHomePage() {
  return <SettingsFrame tab="home">{(shop) => <HomeProducts shopId={shop.id} />}</SettingsFrame>;
}
