import type { OnlineGoodsRow } from '@tillbook/contract';
import { Button, Flex, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import { formatQuantity } from '../../../shared/format/numbers';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useOnlineGoods, useRemoveGoods, useSaveOnlineGoods, useSetGoodsSale } from '../api';
import { GoodsFilterBar, type GoodsFilters } from './goods-filters';
import { OnlineGoodsModal } from './online-goods-modal';

const INITIAL: GoodsFilters = {};

/**
 * The online catalogue of a shop (`goods`): the products sold in its store, which of them are in the online shop, on
 * or off sale (§4), their online price, sort and back-orders; sold out when tracked stock is 0 without back-orders.
 * Bulk: add to the online shop, on sale, off sale, remove (asked first). Test ids `goods-…`.
 */
export function OnlineGoodsTable({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const money = useMoney();
  const { body, filters, setFilters, pagination } = useListParams(INITIAL);
  const list = useOnlineGoods({ ...body, shopId, sort: 'sort' });
  const save = useSaveOnlineGoods();
  const setSale = useSetGoodsSale();
  const remove = useRemoveGoods();
  const { confirm, holder } = useConfirm();
  const [selected, setSelected] = useState<OnlineGoodsRow[]>([]);
  const [editing, setEditing] = useState<OnlineGoodsRow>();
  const busy = save.isPending || setSale.isPending || remove.isPending;

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toast.success(t('crud:saved'));
      setSelected([]);
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };
  const add = (rows: OnlineGoodsRow[]) =>
    run(() =>
      save.mutateAsync({
        shopId,
        items: rows.map((r) => ({
          productId: r.productId,
          onSale: true,
          sort: r.sort,
          onlinePrice: null,
          backorder: false,
        })),
      }),
    );
  const sale = (rows: OnlineGoodsRow[], onSale: boolean) =>
    run(() => setSale.mutateAsync({ shopId, productIds: rows.map((r) => r.productId), onSale }));
  const takeOut = async (rows: OnlineGoodsRow[]) => {
    const agreed = await confirm({
      title: t('goods.removeConfirm', { count: rows.length }),
      content: t('goods.removeBody'),
      okText: t('goods.remove'),
      danger: true,
    });
    if (agreed) await run(() => remove.mutateAsync({ shopId, productIds: rows.map((r) => r.productId) }));
  };

  const outside = selected.filter((r) => !r.online);
  const inside = selected.filter((r) => r.online);

  const columns: TableColumnsType<OnlineGoodsRow> = [
    { key: 'name', title: t('field.product'), dataIndex: 'name', fixed: 'left' },
    { key: 'category', title: t('field.category'), render: (_, r) => r.categoryName || '—' },
    { key: 'storePrice', title: t('goods.storePrice'), render: (_, r) => money(r.storePrice) },
    { key: 'onlinePrice', title: t('goods.onlinePrice'), render: (_, r) => money(r.onlinePrice ?? r.storePrice) },
    {
      key: 'online',
      title: t('goods.online'),
      render: (_, r) =>
        r.online ? (
          <Switch
            size="small"
            checked={r.onSale}
            checkedChildren={t('sale.on')}
            unCheckedChildren={t('sale.off')}
            onClick={() => void sale([r], !r.onSale)}
            data-testid={`goods-sale-${r.productId}`}
          />
        ) : (
          <Tag>{t('goods.notInShop')}</Tag>
        ),
    },
    { key: 'sort', title: t('field.sort'), render: (_, r) => (r.online ? r.sort : '—') },
    {
      key: 'stock',
      title: t('goods.stock'),
      render: (_, r) =>
        r.soldOut ? (
          <Tag color="red">{t('goods.soldOut')}</Tag>
        ) : r.trackInventory ? (
          formatQuantity(r.onHand)
        ) : (
          <Typography.Text type="secondary">{t('goods.untracked')}</Typography.Text>
        ),
    },
    {
      key: 'home',
      title: t('goods.home'),
      render: (_, r) => (r.homePosition === null ? '—' : <Tag color="blue">#{r.homePosition + 1}</Tag>),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      fixed: 'right',
      render: (_, r) =>
        r.online ? (
          <Flex gap={4}>
            <Button type="link" size="small" onClick={() => setEditing(r)} data-testid={`goods-edit-${r.productId}`}>
              {t('crud:edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void takeOut([r])}
              data-testid={`goods-remove-${r.productId}`}
            >
              {t('goods.remove')}
            </Button>
          </Flex>
        ) : (
          <Button type="link" size="small" onClick={() => void add([r])} data-testid={`goods-add-${r.productId}`}>
            {t('goods.add')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="goods-list">
      {holder}
      <Flex gap={8} wrap align="center">
        <GoodsFilterBar shopId={shopId} filters={filters} onChange={setFilters} />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">{t('goods.selected', { count: selected.length })}</Typography.Text>
        <Button disabled={busy || outside.length === 0} onClick={() => void add(outside)} data-testid="goods-bulk-add">
          {t('goods.addSelected')}
        </Button>
        <Button
          disabled={busy || inside.length === 0}
          onClick={() => void sale(inside, true)}
          data-testid="goods-bulk-on"
        >
          {t('goods.putOnSale')}
        </Button>
        <Button
          disabled={busy || inside.length === 0}
          onClick={() => void sale(inside, false)}
          data-testid="goods-bulk-off"
        >
          {t('goods.takeOffSale')}
        </Button>
        <Button
          danger
          disabled={busy || inside.length === 0}
          onClick={() => void takeOut(inside)}
          data-testid="goods-bulk-remove"
        >
          {t('goods.removeSelected')}
        </Button>
      </Flex>
      <QueryTable<OnlineGoodsRow>
        query={list}
        testId="goods-table"
        rowKey="productId"
        pagination={pagination}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.productId),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        columns={columns}
        empty={<EmptyState text={t('goods.empty')} filtered={hasFilters(filters)} testId="goods-empty" />}
      />
      {editing && <OnlineGoodsModal shopId={shopId} row={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
