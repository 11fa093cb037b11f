import { ShopList } from '../components/shop-list';

/** /readmeApp/shopList: the online shops (see ShopList). */
export default function ShopListPage() {
  return <ShopList />;
}
