import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePageTitle } from '../../../shared/ui/page-title';
import { downloadShopQrPdf, downloadShopQrPng, useAllShops } from '../api';
import { ONLINE_PATHS } from '../paths';
import { ShopQrImage } from './shop-qr-image';

/**
 * The shop QR codes (`readmeQRcode`): for the chosen shop (`?shopId=`, else the first), the code shoppers scan, the
 * storefront address to copy or open, the PNG and a printable A4 PDF sheet. Test ids `qr-…`.
 */
export function ShopQrPanel() {
  const { t } = useTranslation(['onlineShop', 'menu']);
  const navigate = useNavigate();
  const shops = useAllShops();
  const wanted = idParam(useSearchParams()[0], 'shopId');
  const list = shops.data?.list ?? [];
  const shop = list.find((s) => s.id === wanted) ?? list[0];
  const [busy, setBusy] = useState<'png' | 'pdf'>();
  usePageTitle(t('menu:readmeApp.readmeQRcode'));

  const run = async (kind: 'png' | 'pdf', work: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The client has shown why ([code]:message).
    } finally {
      setBusy(undefined);
    }
  };

  if (shops.isError && !shops.data) return <LoadError testId="qr-load-error" onRetry={() => void shops.refetch()} />;
  if (shops.isPending) return <PageLoading />;
  return (
    <Card title={t('menu:readmeApp.readmeQRcode')} data-testid="qr-page">
      {!shop ? (
        <EmptyState
          text={t('settings.noShop')}
          testId="qr-no-shop"
          actions={
            <Button type="primary" onClick={() => navigate(ONLINE_PATHS.shops)} data-testid="qr-go-shops">
              {t('settings.goShops')}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={16} align="flex-start">
          <Select
            value={shop.id}
            onChange={(id: number) => navigate(`${ONLINE_PATHS.qr}?shopId=${id}`)}
            options={list.map((s) => ({ value: s.id, label: s.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            aria-label={t('field.shop')}
            data-testid="qr-shop"
          />
          <Flex gap={24} wrap align="center">
            <ShopQrImage key={shop.id} shopId={shop.id} size={240} />
            <Flex vertical gap={8}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {shop.name}{' '}
                <Tag color={shop.open ? 'green' : 'default'}>{t(shop.open ? 'state.open' : 'state.closed')}</Tag>
              </Typography.Title>
              {!shop.open && <Typography.Text type="warning">{t('qr.closedHint')}</Typography.Text>}
              <Typography.Text type="secondary">{t('field.url')}</Typography.Text>
              <Typography.Link
                href={shop.url}
                target="_blank"
                rel="noreferrer"
                copyable={{ text: shop.url }}
                data-testid="qr-url"
              >
                {shop.url}
              </Typography.Link>
              <Flex gap={8} wrap>
                <Button
                  icon={<DownloadOutlined />}
                  loading={busy === 'png'}
                  onClick={() => void run('png', () => downloadShopQrPng(shop.id))}
                  data-testid="qr-png"
                >
                  {t('qr.png')}
                </Button>
                <Button
                  type="primary"
                  icon={<FilePdfOutlined />}
                  loading={busy === 'pdf'}
                  onClick={() => void run('pdf', () => downloadShopQrPdf(shop.id))}
                  data-testid="qr-pdf"
                >
                  {t('qr.pdf')}
                </Button>
              </Flex>
              <Typography.Text type="secondary">{t('qr.tablesHint')}</Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
