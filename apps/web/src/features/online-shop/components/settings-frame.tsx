import type { ShopRow } from '@tillbook/contract';
import { Button, Card, Flex, Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { BackTitle } from '../../../shared/ui/crud/edit-frame';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAllShops } from '../api';
import { ONLINE_PATHS, SETTINGS_TABS, type SettingsTab, settingsPath } from '../paths';

/** The shop of a settings page: `?shopId=` of the address. */
export const useShopIdParam = () => idParam(useSearchParams()[0], 'shopId');

/**
 * The frame of a shop's settings pages (the hidden `settings` layout of §2): back to the shops, a picker of the shop,
 * one tab per page (options, products, categories, home page, banners, themes), then the page for the chosen shop.
 * Without `?shopId=` it opens the first shop; without any shop it says how to add one. Test ids: `settings-frame`,
 * `settings-shop`, `settings-tab-<tab>`.
 */
export function SettingsFrame({ tab, children }: { tab: SettingsTab; children: (shop: ShopRow) => ReactNode }) {
  const { t } = useTranslation(['onlineShop', 'menu']);
  const navigate = useNavigate();
  const shopId = useShopIdParam();
  const shops = useAllShops();
  const list = shops.data?.list ?? [];
  const shop = list.find((s) => s.id === shopId);

  if (shops.isError && !shops.data)
    return <LoadError testId="settings-load-error" onRetry={() => void shops.refetch()} />;
  if (shops.isPending) return <PageLoading />;
  if (!shop && list.length > 0) return <Navigate replace to={settingsPath(tab, list[0].id)} />;

  return (
    <Card data-testid="settings-frame">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <BackTitle title={t(`menu:readmeApp.settings/${tab}`)} backTo={ONLINE_PATHS.shops} testId="settings-back" />
        {shop && (
          <Select
            value={shop.id}
            onChange={(id: number) => navigate(settingsPath(tab, id))}
            options={list.map((s) => ({ value: s.id, label: s.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            aria-label={t('field.shop')}
            data-testid="settings-shop"
          />
        )}
      </Flex>
      {shop ? (
        <>
          <Tabs
            activeKey={tab}
            onChange={(next) => navigate(settingsPath(next as SettingsTab, shop.id))}
            items={SETTINGS_TABS.map((key) => ({
              key,
              label: <span data-testid={`settings-tab-${key}`}>{t(`menu:readmeApp.settings/${key}`)}</span>,
            }))}
          />
          <div key={shop.id}>{children(shop)}</div>
        </>
      ) : (
        <EmptyState
          text={t('settings.noShop')}
          testId="settings-no-shop"
          actions={
            <Button type="primary" onClick={() => navigate(ONLINE_PATHS.shops)} data-testid="settings-go-shops">
              {t('settings.goShops')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
