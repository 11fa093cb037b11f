import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Button, Col, Modal, QRCode, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// Deployments point these at their own store listings; the defaults search the stores for the app.
export const APP_LINKS = {
  android: import.meta.env.VITE_APP_DOWNLOAD_ANDROID || 'https://play.google.com/store/search?q=Tillbook%20POS&c=apps',
  ios: import.meta.env.VITE_APP_DOWNLOAD_IOS || 'https://apps.apple.com/search?term=Tillbook%20POS',
};

/** After registration: where to get the POS app, with QR codes to scan from the till's tablet or phone. */
export function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const stores = [
    { key: 'android', icon: <AndroidOutlined />, href: APP_LINKS.android, label: t('download.android') },
    { key: 'ios', icon: <AppleOutlined />, href: APP_LINKS.ios, label: t('download.ios') },
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('download.title')}
      footer={
        <Button onClick={onClose} data-testid="download-close">
          {t('common:close')}
        </Button>
      }
      data-testid="app-download-dialog"
    >
      <Typography.Paragraph>{t('download.body')}</Typography.Paragraph>
      <Row gutter={16}>
        {stores.map((s) => (
          <Col key={s.key} xs={24} sm={12} style={{ textAlign: 'center', marginBottom: 12 }}>
            <QRCode value={s.href} size={140} style={{ margin: '0 auto 8px' }} />
            <Button icon={s.icon} href={s.href} target="_blank" rel="noopener" data-testid={`download-${s.key}`}>
              {s.label}
            </Button>
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
