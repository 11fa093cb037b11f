import { ShopQrPanel } from '../components/shop-qr-panel';

/** /readmeApp/readmeQRcode: the shops' QR codes and addresses (see ShopQrPanel). */
export default function ShopQrPage() {
  return <ShopQrPanel />;
}
