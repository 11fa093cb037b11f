import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopQr } from '../api';

/** The shop's QR code (what a shopper scans to open its storefront), `size` pixels on screen. */
export function ShopQrImage({ shopId, size = 96 }: { shopId: number; size?: number }) {
  const { t } = useTranslation('onlineShop');
  // Twice the shown size, so it stays sharp on dense screens.
  const qr = useShopQr(shopId, Math.min(2048, Math.max(64, size * 2)));
  if (qr.isPending) return <Skeleton.Image active style={{ width: size, height: size }} />;
  if (!qr.data) return <Typography.Text type="secondary">{t('qr.failed')}</Typography.Text>;
  return (
    <img
      src={qr.data}
      alt={t('qr.alt')}
      width={size}
      height={size}
      style={{ imageRendering: 'pixelated', border: '1px solid #f0f0f0' }}
      data-testid={`shop-qr-${shopId}`}
    />
  );
}
