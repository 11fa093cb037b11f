import { PlusOutlined } from '@ant-design/icons';
import { storeResource, type ZoneRow } from '@tillbook/contract';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceDetail } from '../../../shared/api/resource';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useZones } from '../api';
import { NoStoresYet, StorePicker, useChosenStore } from '../components/store-picker';
import { TableFeatures } from '../components/table-features';
import { ZoneCard } from '../components/zone-card';
import { ZoneFormModal } from '../components/zone-form-modal';

/** /storeManage/shopAreaEdit?storeId=…: the store's table features, its zones and their tables with QR codes. */
export default function ShopAreaPage() {
  const { t } = useTranslation(['stores', 'crud']);
  const { storeId, choose, options } = useChosenStore('store');
  const store = useResourceDetail(storeResource, storeId);
  const zones = useZones(storeId);
  // undefined: no dialog; null: a new zone; a row: that zone.
  const [editing, setEditing] = useState<ZoneRow | null | undefined>(undefined);

  const body = () => {
    if (options.isError || store.isError || zones.isError) {
      return (
        <LoadError
          onRetry={() => {
            void options.refetch();
            void store.refetch();
            void zones.refetch();
          }}
        />
      );
    }
    if (options.data?.length === 0) return <NoStoresYet kind="store" />;
    if (!store.data || !zones.data) return <Skeleton active data-testid="zones-loading" />;
    return (
      <>
        <TableFeatures store={store.data} />
        {zones.data.length === 0 ? (
          <Card>
            <EmptyState
              text={t('zones.empty')}
              testId="zones-empty"
              actions={
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing(null)}
                  data-testid="zones-empty-add"
                >
                  {t('zones.add')}
                </Button>
              }
            />
          </Card>
        ) : (
          zones.data.map((zone) => <ZoneCard key={zone.id} zone={zone} onEdit={setEditing} />)
        )}
      </>
    );
  };

  return (
    <div data-testid="zones-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu:storeManage.shopAreaEdit')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <StorePicker kind="store" value={storeId} onChange={(id) => id && choose(id)} testId="zones-store" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!store.data}
            onClick={() => setEditing(null)}
            data-testid="zone-add"
          >
            {t('zones.add')}
          </Button>
        </Flex>
      </Flex>
      {body()}
      {editing !== undefined && storeId !== undefined && (
        <ZoneFormModal storeId={storeId} zone={editing ?? undefined} open onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
