import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, List, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnlineGoods } from '../api';

/** The products a picker offers: the shop's online catalogue (the first 200 by online sort). */
const catalogueBody = (shopId: number) => ({ shopId, online: true, page: 1, pageSize: 200, sort: 'sort' as const });

/**
 * An ordered list of products of the shop's online catalogue (home page, an ad's or theme's products): pick one to add
 * it at the end, move it up or down, take it out. `value` is the product ids in order; at most `max`.
 */
export function ProductOrderField({
  shopId,
  value = [],
  onChange,
  max = 100,
  testId,
}: {
  shopId: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
  max?: number;
  testId: string;
}) {
  const { t } = useTranslation('onlineShop');
  const goods = useOnlineGoods(catalogueBody(shopId));
  const rows = goods.data?.list ?? [];
  const byId = new Map(rows.map((r) => [r.productId, r]));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    onChange?.(next);
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={null}
        placeholder={t('products.pick')}
        disabled={value.length >= max}
        loading={goods.isPending}
        onChange={(id: number) => onChange?.([...value, id])}
        options={rows.filter((r) => !value.includes(r.productId)).map((r) => ({ value: r.productId, label: r.name }))}
        notFoundContent={t('products.noneOnline')}
        style={{ maxWidth: 420 }}
        aria-label={t('products.pick')}
        data-testid={`${testId}-pick`}
      />
      <List
        bordered
        size="small"
        dataSource={value}
        locale={{ emptyText: t('products.empty') }}
        renderItem={(id, i) => {
          const row = byId.get(id);
          return (
            <List.Item
              data-testid={`${testId}-item-${id}`}
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('products.up')}
                  data-testid={`${testId}-up-${id}`}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('products.down')}
                  data-testid={`${testId}-down-${id}`}
                />,
                <Button
                  key="remove"
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => onChange?.(value.filter((v) => v !== id))}
                  aria-label={t('products.remove')}
                  data-testid={`${testId}-remove-${id}`}
                />,
              ]}
            >
              <Flex gap={8} align="center">
                <Typography.Text type="secondary">{i + 1}.</Typography.Text>
                {row?.name ?? t('products.unknown', { id })}
                {row && !row.onSale && <Tag>{t('sale.off')}</Tag>}
                {row?.soldOut && <Tag color="red">{t('goods.soldOut')}</Tag>}
              </Flex>
            </List.Item>
          );
        }}
      />
      <Typography.Text type="secondary">{t('products.count', { count: value.length, max })}</Typography.Text>
    </Flex>
  );
}
