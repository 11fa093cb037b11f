import { OnlineCategoryTable } from '../components/online-category-table';
import { SettingsFrame } from '../components/settings-frame';

/** /readmeApp/settings/type?shopId=…: the shop's online categories (see OnlineCategoryTable). */
export default function SettingsTypePage() {
  return <SettingsFrame tab="type">{(shop) => <OnlineCategoryTable shopId={shop.id} />}</SettingsFrame>;
}
