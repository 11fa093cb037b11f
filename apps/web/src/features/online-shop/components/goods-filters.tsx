import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnlineCategories } from '../api';

export interface GoodsFilters {
  keyword?: string;
  categoryId?: number;
  online?: boolean;
  onSale?: boolean;
}

/** The online catalogue's filter bar: keyword, category, in the online shop or not, on or off sale. */
export function GoodsFilterBar({
  shopId,
  filters,
  onChange,
}: {
  shopId: number;
  filters: GoodsFilters;
  onChange: (next: Partial<GoodsFilters>) => void;
}) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const categories = useOnlineCategories(shopId);
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('goods.keyword')}
        aria-label={t('goods.keyword')}
        onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
        style={{ width: 220, maxWidth: '100%' }}
        data-testid="goods-search"
      />
      <Select
        allowClear
        placeholder={t('filter.allCategories')}
        value={filters.categoryId}
        onChange={(categoryId?: number) => onChange({ categoryId })}
        options={categories.data?.map((c) => ({ value: c.categoryId, label: c.name }))}
        loading={categories.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 160 }}
        aria-label={t('field.category')}
        data-testid="goods-filter-category"
      />
      <Select
        allowClear
        placeholder={t('goods.allProducts')}
        value={filters.online}
        onChange={(online?: boolean) => onChange({ online })}
        options={[
          { value: true, label: t('goods.inShop') },
          { value: false, label: t('goods.notInShop') },
        ]}
        style={{ minWidth: 170 }}
        aria-label={t('goods.online')}
        data-testid="goods-filter-online"
      />
      <Select
        allowClear
        placeholder={t('goods.anySale')}
        value={filters.onSale}
        onChange={(onSale?: boolean) => onChange({ onSale })}
        options={[
          { value: true, label: t('sale.on') },
          { value: false, label: t('sale.off') },
        ]}
        style={{ minWidth: 140 }}
        aria-label={t('goods.onSale')}
        data-testid="goods-filter-sale"
      />
    </>
  );
}
