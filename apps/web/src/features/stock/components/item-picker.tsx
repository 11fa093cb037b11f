import type { StockItemRow } from '@tillbook/contract';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStockItems } from '../api';
import { formatQty, itemKey, itemName } from '../format';

/** The typed text, once the user has stopped typing for `ms`. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Finds an item of a store (product or variant that tracks inventory) by name, SKU or barcode, and hands it to
 * `onPick`; a scanned barcode followed by Enter picks the first match. Disabled until a store is chosen.
 */
export function ItemPicker({
  storeId,
  compositeOnly,
  added,
  onPick,
  testId,
}: {
  storeId: number | undefined;
  compositeOnly?: boolean;
  /** Keys (itemKey) of the items already listed: marked in the options. */
  added: ReadonlySet<string>;
  onPick: (item: StockItemRow) => void;
  testId: string;
}) {
  const { t } = useTranslation('stock');
  const [search, setSearch] = useState('');
  const keyword = useSettled(search.trim());
  const items = useStockItems(
    storeId
      ? { storeId, keyword: keyword || undefined, compositeOnly: compositeOnly || undefined, page: 1, pageSize: 20 }
      : null,
  );
  const rows = items.data?.list ?? [];

  return (
    <Select<string | null>
      value={null}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onChange={(key) => {
        const item = rows.find((r) => itemKey(r) === key);
        if (!item) return;
        setSearch('');
        onPick(item);
      }}
      disabled={!storeId}
      placeholder={storeId ? t('lines.pick') : t('lines.storeFirst')}
      aria-label={t('lines.pick')}
      notFoundContent={items.isFetching ? <Spin size="small" /> : t('lines.noItems')}
      options={rows.map((r) => ({
        value: itemKey(r),
        label: (
          <span data-testid={`${testId}-option-${itemKey(r)}`}>
            {itemName(r)}
            <span style={{ opacity: 0.65 }}>
              {r.sku ? ` · ${r.sku}` : ''} · {t('field.onHand')} {formatQty(r.onHand)}
              {added.has(itemKey(r)) ? ` · ${t('lines.listed')}` : ''}
            </span>
          </span>
        ),
      }))}
      style={{ width: 420, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
