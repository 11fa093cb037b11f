import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { SortRow } from '@tillbook/contract';
import { Button, Flex, List, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { toast } from '../../../shared/ui/toast';
import { useAllCategories, useSaveSort, useSortList } from '../api';
import { AddProductButton } from '../components/add-product-button';
import { move } from '../components/move';
import { useUnsavedGuard } from '../components/use-unsaved-guard';

/** /goodsSetting/goodsSort: the order of a category's products on the POS, changed with up / down and saved. */
export default function SortPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const categories = useAllCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const list = useSortList(categoryId);
  const save = useSaveSort();
  const [rows, setRows] = useState<SortRow[]>([]);
  const { holder, markDirty, markClean } = useUnsavedGuard();
  useEffect(() => {
    if (list.data) setRows(list.data);
  }, [list.data]);

  const shift = (i: number, delta: number) => {
    markDirty();
    setRows((r) => move(r, i, delta));
  };
  const onSave = async () => {
    try {
      await save.mutateAsync({ categoryId, productIds: rows.map((r) => r.id) });
      markClean();
      toast.success(t('crud:saved'));
    } catch {
      // toasted by the client
    }
  };

  return (
    <ListPage
      testId="sort-page"
      title={t('menu:goodsSetting.goodsSort')}
      actions={
        <Button
          type="primary"
          disabled={rows.length === 0}
          loading={save.isPending}
          onClick={() => void onSave()}
          data-testid="sort-save"
        >
          {t('crud:save')}
        </Button>
      }
      filters={
        <Select<number>
          value={categoryId ?? 0}
          onChange={(v) => {
            markClean();
            setCategoryId(v === 0 ? null : v);
          }}
          aria-label={t('field.category')}
          options={[
            { value: 0, label: t('product.uncategorised') },
            ...(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          style={{ width: 220 }}
          data-testid="sort-category"
        />
      }
    >
      {holder}
      {list.isLoading ? (
        <Spin />
      ) : (
        <List
          bordered
          dataSource={rows}
          locale={{
            emptyText: (
              <EmptyState
                text={t('sort.empty')}
                testId="sort-empty"
                actions={<AddProductButton testId="sort-empty-add" />}
              />
            ),
          }}
          data-testid="sort-list"
          renderItem={(r, i) => (
            <List.Item
              data-testid={`sort-row-${i}`}
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('sort.up')}
                  disabled={i === 0}
                  onClick={() => shift(i, -1)}
                  data-testid={`sort-up-${r.id}`}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('sort.down')}
                  disabled={i === rows.length - 1}
                  onClick={() => shift(i, 1)}
                  data-testid={`sort-down-${r.id}`}
                />,
              ]}
            >
              <Flex gap={12}>
                <span style={{ width: 24, color: '#999' }}>{i + 1}</span>
                <span data-testid={`sort-name-${r.id}`}>{r.name}</span>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </ListPage>
  );
}
