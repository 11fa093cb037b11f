import { SettingsFrame } from '../components/settings-frame';
import { ShopSettingsForm } from '../components/shop-settings-form';

/** /readmeApp/settings/set?shopId=…: the shop's options (see ShopSettingsForm). */
export default function SettingsSetPage() {
  return <SettingsFrame tab="set">{(shop) => <ShopSettingsForm key={shop.updatedAt} shop={shop} />}</SettingsFrame>;
}
