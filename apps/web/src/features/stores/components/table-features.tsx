import { type StoreRow, TABLE_FEATURES, type TableFeature } from '@tillbook/contract';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useSwitchFeature } from '../api';

/** The store's table features (§4): each switch asks for confirmation before it changes. */
export function TableFeatures({ store }: { store: StoreRow }) {
  const { t } = useTranslation(['stores', 'crud']);
  const switchFeature = useSwitchFeature();
  const { confirm, holder } = useConfirm();

  const onChange = async (feature: TableFeature, enabled: boolean) => {
    const ok = await confirm({
      title: t(enabled ? 'features.confirmOn' : 'features.confirmOff', { feature: t(`features.${feature}.name`) }),
      content: t(`features.${feature}.${enabled ? 'on' : 'off'}`),
    });
    if (!ok) return;
    try {
      await switchFeature.mutateAsync({ storeId: store.id, feature, enabled });
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal; the switch keeps the stored state.
    }
  };

  return (
    <Card title={t('features.title')} size="small" style={{ marginBottom: 16 }} data-testid="table-features">
      {holder}
      <Flex gap={24} wrap>
        {TABLE_FEATURES.map((feature) => (
          <Flex key={feature} gap={8} align="center" style={{ minWidth: 220 }}>
            <Switch
              checked={store.features[feature]}
              loading={switchFeature.isPending && switchFeature.variables?.feature === feature}
              onChange={(checked) => void onChange(feature, checked)}
              aria-label={t(`features.${feature}.name`)}
              data-testid={`feature-${feature}`}
            />
            <div>
              <Typography.Text strong>{t(`features.${feature}.name`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`features.${feature}.hint`)}
              </Typography.Text>
            </div>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
