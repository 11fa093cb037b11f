import {
  FULFILMENTS,
  type Fulfilment,
  ONLINE_STATES,
  type OnlineState,
  onlineMemberResource,
} from '@tillbook/contract';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../../shared/api/resource';
import { dateFormat } from '../../../shared/format/dates';
import { useAllShops } from '../api';
import { stateKey } from './order-state';

export interface OrderFilters {
  shopId?: number;
  state?: OnlineState;
  fulfilment?: Fulfilment;
  onlineMemberId?: number;
  startTime?: number;
  endTime?: number;
  keyword?: string;
}

/** Members matching what is typed in the member filter (the first 20). */
function useMemberOptions(keyword: string) {
  const members = useResourceList(onlineMemberResource, { page: 1, pageSize: 20, keyword: keyword || undefined });
  return {
    loading: members.isFetching,
    options: (members.data?.list ?? []).map((m) => ({ value: m.id, label: [m.name, m.phone || m.email].join(' · ') })),
  };
}

/** The online orders' filter bar: dates, shop, state, delivery or pickup, member, keyword (number, name, phone). */
export function OrderFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: Partial<OrderFilters>) => void;
}) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const shops = useAllShops();
  const [memberSearch, setMemberSearch] = useState('');
  const members = useMemberOptions(memberSearch);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // The reset empties the box too.
  useEffect(() => {
    if (filters.keyword === undefined) setKeyword('');
  }, [filters.keyword]);

  return (
    <>
      <DatePicker.RangePicker
        value={
          filters.startTime && filters.endTime ? [dayjs.unix(filters.startTime), dayjs.unix(filters.endTime)] : null
        }
        format={dateFormat()}
        onChange={(range) =>
          onChange(
            range?.[0] && range[1]
              ? { startTime: range[0].startOf('day').unix(), endTime: range[1].endOf('day').unix() }
              : { startTime: undefined, endTime: undefined },
          )
        }
        aria-label={t('filter.dates')}
        style={{ maxWidth: '100%' }}
        data-testid="order-filter-dates"
      />
      <Select
        allowClear
        placeholder={t('filter.allShops')}
        value={filters.shopId}
        onChange={(shopId?: number) => onChange({ shopId })}
        options={shops.data?.list.map((s) => ({ value: s.id, label: s.name }))}
        loading={shops.isPending}
        style={{ minWidth: 150 }}
        aria-label={t('field.shop')}
        data-testid="order-filter-shop"
      />
      <Select
        allowClear
        placeholder={t('filter.allStates')}
        value={filters.state}
        onChange={(state?: OnlineState) => onChange({ state })}
        options={ONLINE_STATES.map((s) => ({ value: s, label: t(stateKey(s, 'delivery')) }))}
        style={{ minWidth: 150 }}
        aria-label={t('field.state')}
        data-testid="order-filter-state"
      />
      <Select
        allowClear
        placeholder={t('filter.allFulfilments')}
        value={filters.fulfilment}
        onChange={(fulfilment?: Fulfilment) => onChange({ fulfilment })}
        options={FULFILMENTS.map((f) => ({ value: f, label: t(`fulfilment.${f}`) }))}
        style={{ minWidth: 150 }}
        aria-label={t('order.fulfilment')}
        data-testid="order-filter-fulfilment"
      />
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setMemberSearch }}
        placeholder={t('filter.anyMember')}
        value={filters.onlineMemberId}
        onChange={(onlineMemberId?: number) => onChange({ onlineMemberId })}
        options={members.options}
        loading={members.loading}
        style={{ minWidth: 180 }}
        aria-label={t('order.customer')}
        data-testid="order-filter-member"
      />
      <Input.Search
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
        placeholder={t('order.keyword')}
        aria-label={t('crud:keyword')}
        maxLength={50}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid="order-search"
      />
    </>
  );
}
