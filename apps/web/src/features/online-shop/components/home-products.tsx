import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toast } from '../../../shared/ui/toast';
import { useHomeList, useSaveHome } from '../api';
import { ProductOrderField } from './product-order-field';

/**
 * The shop's home page (`home`): the products it shows, in order (at most 100, each from the online catalogue —
 * 20075 otherwise; an empty list clears it). Saved as a whole. Test ids `home-…`.
 */
export function HomeProducts({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const home = useHomeList(shopId);
  const save = useSaveHome();
  const [ids, setIds] = useState<number[] | null>(null);
  useEffect(() => {
    if (home.data) setIds(home.data.map((r) => r.productId));
  }, [home.data]);

  if (home.isError && !home.data) return <LoadError testId="home-load-error" onRetry={() => void home.refetch()} />;
  if (ids === null) return <PageLoading />;
  const saved = (home.data ?? []).map((r) => r.productId);
  const dirty = ids.join() !== saved.join();

  const submit = async () => {
    try {
      await save.mutateAsync({ shopId, productIds: ids });
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Text type="secondary">{t('home.help')}</Typography.Text>
      <ProductOrderField shopId={shopId} value={ids} onChange={setIds} testId="home-products" />
      <Flex gap={8}>
        <Button
          type="primary"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="home-save"
        >
          {t('crud:save')}
        </Button>
        <Button disabled={!dirty} onClick={() => setIds(saved)} data-testid="home-discard">
          {t('type.discard')}
        </Button>
      </Flex>
    </Flex>
  );
}
