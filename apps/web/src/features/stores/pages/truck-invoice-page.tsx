import { InvoiceSetting } from '../components/invoice-setting';

/** /diningCar/invoiceSetting?storeId=…: the receipt template of a food truck. */
export default function TruckInvoicePage() {
  return <InvoiceSetting kind="truck" />;
}
