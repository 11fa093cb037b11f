import { type OnlineCategoryRow, OnlineCategorySaveBody } from '@tillbook/contract';
import { Button, Flex, Input, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../../../shared/form/rules';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { toast } from '../../../shared/ui/toast';
import { useOnlineCategories, useRemoveOnlineCategories, useSaveOnlineCategories } from '../api';

type Draft = Record<number, { onSale: boolean; sort: string }>;

const sortRule = OnlineCategorySaveBody.shape.items.element.shape.sort;

/**
 * The online categories of a shop (`type`): every category of the merchant, whether the storefront shows it (on or
 * off sale) and in which order. Changes are kept until saved together; a sort outside 0-1,000,000 is marked on its
 * row and not sent. A category in the shop can be taken out of it, with its online products, after a confirmation
 * (at once, not with the save). Test ids `type-…`.
 */
export function OnlineCategoryTable({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const list = useOnlineCategories(shopId);
  const save = useSaveOnlineCategories();
  const remove = useRemoveOnlineCategories();
  const { confirm, holder } = useConfirm();
  const [draft, setDraft] = useState<Draft>({});
  const rows = list.data ?? [];
  const current = (r: OnlineCategoryRow) => draft[r.categoryId] ?? { onSale: r.onSale, sort: String(r.sort) };
  const change = (r: OnlineCategoryRow, next: Partial<{ onSale: boolean; sort: string }>) =>
    setDraft((d) => ({ ...d, [r.categoryId]: { ...current(r), ...next } }));
  const sortError = (r: OnlineCategoryRow) => ruleMessage(sortRule, current(r).sort, t('goods.sortInvalid'));
  const changed = Object.keys(draft).map(Number);
  const invalid = rows.some((r) => draft[r.categoryId] && sortError(r));

  const submit = async () => {
    try {
      await save.mutateAsync({
        shopId,
        items: changed.map((categoryId) => ({
          categoryId,
          onSale: draft[categoryId].onSale,
          sort: Number(draft[categoryId].sort || 0),
        })),
      });
      setDraft({});
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const takeOut = async (r: OnlineCategoryRow) => {
    const agreed = await confirm({
      title: t('type.removeConfirm', { name: r.name }),
      content: t('type.removeBody', { count: r.products }),
      okText: t('type.remove'),
      danger: true,
    });
    if (!agreed) return;
    try {
      await remove.mutateAsync({ shopId, categoryIds: [r.categoryId] });
      // An unsaved change of the row would put it back in the shop.
      setDraft(({ [r.categoryId]: _gone, ...rest }) => rest);
      toast.success(t('type.removed', { name: r.name }));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const columns: TableColumnsType<OnlineCategoryRow> = [
    {
      key: 'name',
      title: t('field.category'),
      render: (_, r) => (
        <Flex gap={8} align="center">
          <span style={{ width: 12, height: 12, borderRadius: 2, background: r.color, display: 'inline-block' }} />
          {r.name}
        </Flex>
      ),
    },
    {
      key: 'online',
      title: t('goods.online'),
      render: (_, r) => (r.online ? <Tag color="green">{t('goods.inShop')}</Tag> : <Tag>{t('goods.notInShop')}</Tag>),
    },
    {
      key: 'onSale',
      title: t('goods.onSale'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={current(r).onSale}
          checkedChildren={t('sale.on')}
          unCheckedChildren={t('sale.off')}
          onChange={(onSale) => change(r, { onSale })}
          data-testid={`type-sale-${r.categoryId}`}
        />
      ),
    },
    {
      key: 'sort',
      title: t('field.sort'),
      render: (_, r) => {
        const error = draft[r.categoryId] ? sortError(r) : null;
        return (
          <Flex vertical>
            <Input
              type="number"
              min={0}
              value={current(r).sort}
              status={error ? 'error' : undefined}
              onChange={(e) => change(r, { sort: e.target.value })}
              style={{ width: 110 }}
              aria-label={t('field.sort')}
              data-testid={`type-sort-${r.categoryId}`}
            />
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </Flex>
        );
      },
    },
    { key: 'products', title: t('type.products'), dataIndex: 'products' },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) =>
        r.online && (
          <Button
            type="link"
            size="small"
            danger
            disabled={remove.isPending}
            onClick={() => void takeOut(r)}
            data-testid={`type-remove-${r.categoryId}`}
          >
            {t('type.remove')}
          </Button>
        ),
    },
  ];

  if (list.isError && !list.data) return <LoadError testId="type-load-error" onRetry={() => void list.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="type-list">
      {holder}
      <Typography.Text type="secondary">{t('type.help')}</Typography.Text>
      <div data-testid="type-table">
        <Table<OnlineCategoryRow>
          size="middle"
          rowKey="categoryId"
          loading={list.isFetching}
          dataSource={rows}
          columns={columns}
          pagination={false}
          locale={{ emptyText: <EmptyState text={t('type.empty')} testId="type-empty" /> }}
          onRow={(r) => ({ 'data-testid': `type-row-${r.categoryId}` }) as object}
        />
      </div>
      <Flex gap={8}>
        <Button
          type="primary"
          disabled={changed.length === 0 || invalid}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="type-save"
        >
          {t('crud:save')}
        </Button>
        <Button disabled={changed.length === 0} onClick={() => setDraft({})} data-testid="type-discard">
          {t('type.discard')}
        </Button>
      </Flex>
    </Flex>
  );
}
