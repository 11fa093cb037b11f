import { EditOutlined } from '@ant-design/icons';
import type { PriceRow } from '@tillbook/contract';
import { Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { usePriceList } from '../api';
import { PriceFilterBar, type PriceFilters, PricesEmpty, priceKey } from '../components/price-filters';
import { CATALOG_PATHS } from '../paths';

const INITIAL: PriceFilters = {};

/**
 * /goodsSetting/goodsPrice: each product's price and cost in each store (a row per product and store, so not a
 * resource table); edit one product or many at once.
 */
export default function PriceListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = usePriceList(body);
  const columns: TableColumnsType<PriceRow> = [
    { key: 'product', title: t('price.product'), dataIndex: 'productName' },
    { key: 'store', title: t('field.store'), dataIndex: 'storeName' },
    {
      key: 'price',
      title: t('field.price'),
      align: 'right',
      render: (_, r) => <span data-testid={`price-${r.productId}-${r.storeId}`}>{money(r.price)}</span>,
    },
    { key: 'cost', title: t('field.cost'), align: 'right', render: (_, r) => money(r.cost) },
    {
      key: 'variants',
      title: t('price.variants'),
      render: (_, r) =>
        r.variants.length === 0 ? (
          '—'
        ) : (
          <Flex vertical gap={2}>
            {r.variants.map((v) => (
              <span key={v.variantId} data-testid={`price-${r.productId}-${r.storeId}-variant-${v.variantId}`}>
                {v.name}: {money(v.price)}
                <Typography.Text type="secondary"> ({money(v.cost)})</Typography.Text>
              </span>
            ))}
          </Flex>
        ),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 100,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`${CATALOG_PATHS.priceEdit}?productId=${r.productId}`)}
          data-testid={`price-edit-${r.productId}-${r.storeId}`}
        >
          {t('crud:edit')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      testId="price-list"
      title={t('menu:goodsSetting.goodsPrice')}
      actions={
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(CATALOG_PATHS.priceEditMany)}
          data-testid="price-edit-many"
        >
          {t('price.editMany')}
        </Button>
      }
      filters={<PriceFilterBar filters={filters} setFilters={setFilters} reset={reset} testId="price" />}
    >
      <QueryTable<PriceRow>
        query={list}
        testId="price-table"
        rowKey={priceKey}
        errorTestId="price-load-error"
        columns={columns}
        pagination={pagination}
        empty={<PricesEmpty filtered={hasFilters(filters)} testId="price-empty" />}
      />
    </ListPage>
  );
}
