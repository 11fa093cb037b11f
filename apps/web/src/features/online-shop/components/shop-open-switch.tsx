import type { ShopRow } from '@tillbook/contract';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useSetShopOpen } from '../api';

/**
 * A shop's state (§4: open or closed) as a switch; either way is asked first, since closing turns shoppers away
 * (2003) and opening starts taking orders.
 */
export function ShopOpenSwitch({ shop }: { shop: ShopRow }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const setOpen = useSetShopOpen();
  const { confirm, holder } = useConfirm();

  const toggle = async () => {
    const opening = !shop.open;
    const agreed = await confirm({
      title: t(opening ? 'shop.openConfirm' : 'shop.closeConfirm', { name: shop.name }),
      content: t(opening ? 'shop.openBody' : 'shop.closeBody'),
      okText: t(opening ? 'shop.open' : 'shop.close'),
      danger: !opening,
    });
    if (!agreed) return;
    try {
      await setOpen.mutateAsync({ id: shop.id, open: opening });
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  return (
    <>
      {holder}
      <Switch
        checked={shop.open}
        loading={setOpen.isPending}
        checkedChildren={t('state.open')}
        unCheckedChildren={t('state.closed')}
        onClick={() => void toggle()}
        aria-label={t('field.state')}
        data-testid={`shop-open-${shop.id}`}
      />
    </>
  );
}
