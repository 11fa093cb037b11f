import { OrderList } from '../components/order-list';

/** /readmeApp/orderList: the online orders (see OrderList). */
export default function OrderListPage() {
  return <OrderList />;
}
