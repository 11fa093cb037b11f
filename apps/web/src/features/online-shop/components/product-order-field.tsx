import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { OnlineGoodsRow } from '@tillbook/contract';
import { Button, Flex, List, Select, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineGoods } from '../api';
import { useDebounced } from './use-debounced';

/** How many matches the picker offers at a time; typing narrows them down on the server. */
export const PICK_PAGE = 20;
/** The pause in typing after which the picker asks the server. */
export const SEARCH_MS = 300;

/**
 * The names of products shown in the field: the chosen ones are asked for by id (they need not be among the
 * matches), and every row seen is kept, so one just picked keeps its name while the chosen ones are asked again.
 */
function useProductRows(shopId: number, value: number[], matches: OnlineGoodsRow[] | undefined) {
  const ids = [...new Set(value)].sort((a, b) => a - b);
  const chosen = useOnlineGoods({ shopId, productIds: ids, page: 1, pageSize: 200 }, ids.length > 0);
  const seen = useRef<{ shopId: number; rows: Map<number, OnlineGoodsRow> }>({ shopId, rows: new Map() });
  if (seen.current.shopId !== shopId) seen.current = { shopId, rows: new Map() };
  // The chosen rows last: they are the freshest word on what is chosen.
  for (const r of [...(matches ?? []), ...(chosen.data?.list ?? [])]) seen.current.rows.set(r.productId, r);
  return seen.current.rows;
}

/**
 * An ordered list of products of the shop's online catalogue (home page, an ad's or theme's products): search the
 * catalogue on the server as you type (by name, SKU or barcode) and pick one to add it at the end, move it up or
 * down, take it out. `value` is the product ids in order; at most `max`.
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
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_MS);
  const found = useOnlineGoods({
    shopId,
    online: true,
    keyword: keyword || undefined,
    page: 1,
    pageSize: PICK_PAGE,
    sort: 'sort',
  });
  const matches = found.data?.list;
  const byId = useProductRows(shopId, value, matches);
  const searching = found.isFetching || keyword !== typed.trim();
  const more = (found.data?.total ?? 0) - (matches?.length ?? 0);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    onChange?.(next);
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Select
        showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
        value={null}
        placeholder={t('products.pick')}
        disabled={value.length >= max}
        loading={searching}
        onChange={(id: number) => {
          setTyped('');
          onChange?.([...value, id]);
        }}
        options={(matches ?? [])
          .filter((r) => !value.includes(r.productId))
          .map((r) => ({ value: r.productId, label: r.name }))}
        notFoundContent={searching ? <Spin size="small" /> : t(keyword ? 'products.noMatch' : 'products.noneOnline')}
        popupRender={(menu) => (
          <>
            {menu}
            {more > 0 && !searching && (
              <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
                {t('products.more', { count: more })}
              </Typography.Text>
            )}
          </>
        )}
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
                {row && !row.online && <Tag color="orange">{t('goods.notInShop')}</Tag>}
                {row?.online && !row.onSale && <Tag>{t('sale.off')}</Tag>}
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
