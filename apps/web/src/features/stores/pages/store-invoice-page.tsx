import { InvoiceSetting } from '../components/invoice-setting';

/** /storeManage/invoiceSetting?storeId=…: the receipt template of a store. */
export default function StoreInvoicePage() {
  return <InvoiceSetting kind="store" />;
}
