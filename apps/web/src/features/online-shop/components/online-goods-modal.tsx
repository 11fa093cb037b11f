import { OnlineGoodsItem, type OnlineGoodsRow } from '@tillbook/contract';
import { type ButtonProps, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, contractRule } from '../../../shared/form/rules';
import { useMoney } from '../../../shared/format/money';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { useSaveOnlineGoods } from '../api';
import { optional } from './form-rules';

interface GoodsValues {
  onSale: boolean;
  onlinePrice: string;
  sort: number | string;
  backorder: boolean;
}

const I = OnlineGoodsItem.shape;

/**
 * A product of the online catalogue: on or off sale (§4), the online price (empty: the store's), the online sort order,
 * and whether it may be ordered when its tracked stock is 0 (else it shows as sold out).
 */
export function OnlineGoodsModal({
  shopId,
  row,
  onClose,
}: {
  shopId: number;
  row: OnlineGoodsRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const [form] = Form.useForm<GoodsValues>();
  const save = useSaveOnlineGoods();
  const money = useMoney();

  const submit = async (v: GoodsValues) => {
    try {
      await save.mutateAsync({
        shopId,
        items: [
          {
            productId: row.productId,
            onSale: v.onSale,
            sort: Number(v.sort || 0),
            onlinePrice: v.onlinePrice?.trim() ? v.onlinePrice : null,
            backorder: v.backorder,
          },
        ],
      });
      toast.success(t('crud:saved'));
      onClose();
    } catch (err) {
      applyServerIssues(form, err, (path) => [path.split('.').pop() ?? path]);
    }
  };

  return (
    <Modal
      open
      title={t('goods.editTitle', { name: row.name })}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'goods-form-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          onSale: row.online ? row.onSale : true,
          onlinePrice: row.onlinePrice ?? '',
          sort: row.sort,
          backorder: row.backorder,
        }}
        onFinish={(v) => void submit(v)}
        data-testid="goods-form"
      >
        <Form.Item name="onSale" label={t('goods.onSale')} valuePropName="checked">
          <Switch data-testid="goods-form-onSale" />
        </Form.Item>
        <Form.Item
          name="onlinePrice"
          label={t('goods.onlinePrice')}
          extra={t('goods.onlinePriceHelp', { price: money(row.storePrice) })}
          rules={[contractRule(optional(I.onlinePrice), t('set.amountInvalid'))]}
        >
          <DecimalInput places={2} kind="money" placeholder={money(row.storePrice)} testId="goods-form-price" />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('field.sort')}
          extra={t('goods.sortHelp')}
          rules={[contractRule(I.sort, t('goods.sortInvalid'))]}
        >
          <Input type="number" min={0} data-testid="goods-form-sort" />
        </Form.Item>
        <Form.Item
          name="backorder"
          label={t('goods.backorder')}
          valuePropName="checked"
          extra={row.trackInventory ? t('goods.backorderHelp') : t('goods.notTracked')}
        >
          <Switch data-testid="goods-form-backorder" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
