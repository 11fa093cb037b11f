import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { type ProductRow, productResource } from '@tillbook/contract';
import { Button, Checkbox, Flex, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { CATALOG_ALL, exportComposites } from '../api';
import { CategoryFilter, StoreFilter } from '../components/list-filters';
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
 * delete (asked first; refused with 20055 while a composite uses it).
 */
export default function ProductListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const toImport = () => navigate(CATALOG_PATHS.productImport);
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
  ];
  return (
    <ResourceTable
      resource={productResource}
      testId="product"
      title={t('menu:goodsSetting.goodsList')}
      initialFilters={INITIAL}
      searchPlaceholder={t('filter.keyword')}
      filters={(f, set) => (
        <>
          <CategoryFilter
            value={f.categoryId}
            onChange={(categoryId) => set({ categoryId })}
            testId="product-filter-category"
          />
          <StoreFilter value={f.storeId} onChange={(storeId) => set({ storeId })} testId="product-filter-store" />
          <Checkbox
            checked={f.lowStock ?? false}
            onChange={(e) => set({ lowStock: e.target.checked || undefined })}
            data-testid="product-filter-low-stock"
          >
            {t('filter.lowStock')}
          </Checkbox>
        </>
      )}
      columns={columns}
      addLabel={t('product.add')}
      onAdd={() => navigate(CATALOG_PATHS.productEdit)}
      actions={(filters) => (
        <>
          <Button icon={<UploadOutlined />} onClick={toImport} data-testid="product-import">
            {t('product.import')}
          </Button>
          <CompositesExport filters={filters} />
        </>
      )}
      emptyText={t('product.empty')}
      emptyActions={
        <Button icon={<UploadOutlined />} onClick={toImport} data-testid="product-empty-import">
          {t('crud:importExcel')}
        </Button>
      }
      onEdit={(r) => navigate(`${CATALOG_PATHS.productEdit}?id=${r.id}`)}
      deleteInvalidates={CATALOG_ALL}
    />
  );
}

/** The composites of the filtered list with their components, as a PDF. */
function CompositesExport({ filters }: { filters: Filters }) {
  const { t } = useTranslation('catalog');
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await exportComposites(filters);
    } catch {
      // The client has shown why ([code]:message).
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={running}
      onClick={() => void run()}
      data-testid="product-export-composites"
    >
      {t('product.exportComposites')}
    </Button>
  );
}
