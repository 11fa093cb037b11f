import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProductRow } from '@tillbook/contract';
import { Button, Checkbox, Flex, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import {
  exportComposites,
  exportProducts,
  useAllCategories,
  useDeleteProduct,
  useProductList,
  useStoreOptions,
} from '../api';
import { LoadError } from '../components/frames';
import { money } from '../format';
import { CATALOG_PATHS } from '../paths';

interface Filters {
  keyword?: string;
  categoryId?: number;
  storeId?: number;
  lowStock?: boolean;
}
const INITIAL: Filters = {};

/**
 * /goodsSetting/goodsList: products searched by name / SKU / barcode, filtered by category, store and low stock;
 * export (xlsx, with the filters; the composites among them with their components as a PDF), import, add, edit,
 * delete (asked first).
 */
export default function ProductListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const [draft, setDraft] = useState('');
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const list = useProductList(body);
  const categories = useAllCategories();
  const stores = useStoreOptions();
  const remove = useDeleteProduct();
  const { confirmDelete, holder } = useConfirm();

  const onDelete = async (row: ProductRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // toasted by the client (e.g. 20055 used as a component)
    }
  };
  const onExport = async (kind: 'xlsx' | 'pdf') => {
    setExporting(kind);
    try {
      await (kind === 'xlsx' ? exportProducts(filters) : exportComposites(filters));
    } catch {
      // toasted by the client
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<ProductRow> = [
    {
      key: 'name',
      title: t('field.name'),
      render: (_, r) => (
        <Flex gap={6} align="center">
          <span data-testid={`product-name-${r.id}`}>{r.name}</span>
          {r.composite && <Tag color="purple">{t('product.composite')}</Tag>}
        </Flex>
      ),
    },
    { key: 'category', title: t('field.category'), render: (_, r) => r.categoryName ?? t('product.uncategorised') },
    { key: 'price', title: t('field.price'), align: 'right', render: (_, r) => money(r.price) },
    { key: 'cost', title: t('field.cost'), align: 'right', render: (_, r) => money(r.cost) },
    { key: 'sku', title: t('field.sku'), dataIndex: 'sku' },
    { key: 'barcode', title: t('field.barcode'), dataIndex: 'barcode' },
    { key: 'unit', title: t('field.unit'), render: (_, r) => t(`unit.${r.unit}`) },
    { key: 'stores', title: t('product.stores'), render: (_, r) => r.stores.map((s) => s.storeName).join(', ') },
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 130,
      fixed: 'right',
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${CATALOG_PATHS.productEdit}?id=${r.id}`)}
            data-testid={`product-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(r)}
            data-testid={`product-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId="product-list"
      title={t('menu:goodsSetting.goodsList')}
      actions={
        <>
          <Button
            icon={<UploadOutlined />}
            onClick={() => navigate(CATALOG_PATHS.productImport)}
            data-testid="product-import"
          >
            {t('product.import')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting === 'xlsx'}
            onClick={() => void onExport('xlsx')}
            data-testid="product-export"
          >
            {t('crud:exportExcel')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting === 'pdf'}
            onClick={() => void onExport('pdf')}
            data-testid="product-export-composites"
          >
            {t('product.exportComposites')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(CATALOG_PATHS.productEdit)}
            data-testid="product-add"
          >
            {t('product.add')}
          </Button>
        </>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('filter.keyword')}
            aria-label={t('filter.keyword')}
            style={{ width: 260, maxWidth: '100%' }}
            data-testid="product-search"
          />
          <Select
            allowClear
            value={filters.categoryId}
            onChange={(categoryId?: number) => setFilters({ categoryId })}
            placeholder={t('field.category')}
            aria-label={t('field.category')}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 180 }}
            data-testid="product-filter-category"
          />
          <Select
            allowClear
            value={filters.storeId}
            onChange={(storeId?: number) => setFilters({ storeId })}
            placeholder={t('field.store')}
            aria-label={t('field.store')}
            options={(stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
            style={{ width: 180 }}
            data-testid="product-filter-store"
          />
          <Checkbox
            checked={filters.lowStock ?? false}
            onChange={(e) => setFilters({ lowStock: e.target.checked || undefined })}
            data-testid="product-filter-low-stock"
          >
            {t('filter.lowStock')}
          </Checkbox>
          <Button
            onClick={() => {
              setDraft('');
              reset();
            }}
            data-testid="product-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError && !list.data ? (
        <LoadError testId="product-load-error" onRetry={() => void list.refetch()} />
      ) : (
        <Table<ProductRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <EmptyState
                text={t('product.empty')}
                filtered={hasFilters(filters)}
                testId="product-empty"
                actions={
                  <>
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      onClick={() => navigate(CATALOG_PATHS.productEdit)}
                      data-testid="product-empty-add"
                    >
                      {t('product.add')}
                    </Button>
                    <Button
                      icon={<UploadOutlined />}
                      onClick={() => navigate(CATALOG_PATHS.productImport)}
                      data-testid="product-empty-import"
                    >
                      {t('crud:importExcel')}
                    </Button>
                  </>
                }
              />
            ),
          }}
          data-testid="product-table"
        />
      )}
    </ListPage>
  );
}
