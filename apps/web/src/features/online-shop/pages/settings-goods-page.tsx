import { OnlineGoodsTable } from '../components/online-goods-table';
import { SettingsFrame } from '../components/settings-frame';

/** /readmeApp/settings/goods?shopId=…: the shop's online catalogue (see OnlineGoodsTable). */
export default function SettingsGoodsPage() {
  return <SettingsFrame tab="goods">{(shop) => <OnlineGoodsTable shopId={shop.id} />}</SettingsFrame>;
}
