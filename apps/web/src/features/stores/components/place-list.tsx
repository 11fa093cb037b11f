import { type PlaceRow, placeResource } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { PLACE_EDIT_PATH } from '../kind';
import { useDeleteRefusal } from './delete-refusal';
import { StorePicker } from './store-picker';
import { phoneText } from './store-tags';

interface PlaceFilters {
  truckId?: number;
  keyword?: string;
}

/**
 * The operating places of the food trucks; `?truckId=` narrows to one truck (then an empty list is that truck's, and
 * adding preselects it).
 */
export function PlaceList() {
  const { t } = useTranslation(['stores', 'crud']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Read once: the list's filters start from the link, a stable object.
  const [initial] = useState<PlaceFilters>(() => ({ truckId: idParam(params, 'truckId') }));
  const refusal = useDeleteRefusal('places.deleteRefused', 'place');

  const columns: TableColumnsType<PlaceRow> = [
    { key: 'name', title: t('places.name'), dataIndex: 'name' },
    { key: 'truck', title: t('truck.one'), dataIndex: 'truckName' },
    { key: 'phone', title: t('common:field.phone'), render: (_, r) => phoneText(r) },
    { key: 'address', title: t('field.address'), render: (_, r) => r.address || '—' },
    { key: 'city', title: t('field.city'), render: (_, r) => r.city || '—' },
  ];

  return (
    <ResourceTable
      resource={placeResource}
      testId="place"
      title={t('menu:diningCar.placeList')}
      initialFilters={initial}
      searchPlaceholder={t('places.keyword')}
      filters={(f, set) => (
        <StorePicker
          kind="truck"
          value={f.truckId}
          onChange={(truckId) => {
            set({ truckId });
            // The link keeps the truck, for a reload.
            setParams(truckId ? { truckId: String(truckId) } : {}, { replace: true });
          }}
          allowClear
          placeholder={t('truck.all')}
          testId="place-filter-truck"
        />
      )}
      columns={columns}
      addLabel={t('places.add')}
      emptyText={t('places.empty')}
      onAdd={(f) => navigate(f.truckId ? `${PLACE_EDIT_PATH}?truckId=${f.truckId}` : PLACE_EDIT_PATH)}
      onEdit={(r) => navigate(`${PLACE_EDIT_PATH}?id=${r.id}`)}
      onDeleteError={refusal.onDeleteError}
      aboveTable={() => refusal.alert}
    />
  );
}
