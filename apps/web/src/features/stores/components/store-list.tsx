import type { StoreRow } from '@tillbook/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { storeWriteInvalidates } from '../api';
import { KIND, PLACES_PATH, type StoreKind, ZONES_PATH } from '../kind';
import { useDeleteRefusal } from './delete-refusal';
import { StoreFilterSelects, type StoreFilters } from './store-filters';
import { OpenTag, phoneText, SalesModeTags } from './store-tags';

const INITIAL_FILTERS: StoreFilters = {};

/** The list of stores or food trucks: search, filters, pagination; edit, zones/places and delete per row. */
export function StoreList({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const navigate = useNavigate();
  const refusal = useDeleteRefusal(`${k.texts}.deleteRefused`, k.testId);

  const columns: TableColumnsType<StoreRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name', fixed: 'left' },
    { key: 'type', title: t('field.type'), render: (_, r) => t(`type.${r.type}`) },
    { key: 'open', title: t('field.open'), render: (_, r) => <OpenTag open={r.open} /> },
    { key: 'salesModes', title: t('field.salesModes'), render: (_, r) => <SalesModeTags store={r} /> },
    { key: 'priceStrategy', title: t('field.priceStrategy'), render: (_, r) => t(`priceStrategy.${r.priceStrategy}`) },
    { key: 'contactPerson', title: t('field.contactPerson'), render: (_, r) => r.contactPerson || '—' },
    { key: 'phone', title: t('common:field.phone'), render: (_, r) => phoneText(r) },
    { key: 'city', title: t('field.city'), render: (_, r) => r.city || '—' },
  ];

  // Zones of a store, operating places of a truck.
  const openPart = (r: StoreRow) =>
    kind === 'store' ? (
      <Button
        type="link"
        size="small"
        onClick={() => navigate(`${ZONES_PATH}?storeId=${r.id}`)}
        data-testid={`store-zones-${r.id}`}
      >
        {t('zones.open')}
      </Button>
    ) : (
      <Button
        type="link"
        size="small"
        onClick={() => navigate(`${PLACES_PATH}?truckId=${r.id}`)}
        data-testid={`truck-places-${r.id}`}
      >
        {t('places.open')}
      </Button>
    );

  return (
    <ResourceTable
      resource={k.resource}
      testId={k.testId}
      title={t(`menu:${kind === 'store' ? 'storeManage.storeManage' : 'diningCar.list'}`)}
      initialFilters={INITIAL_FILTERS}
      searchPlaceholder={t('filter.keyword')}
      filters={(f, set) => <StoreFilterSelects filters={f} onChange={set} testId={k.testId} />}
      columns={columns}
      addLabel={t(`${k.texts}.add`)}
      emptyText={t(`${k.texts}.empty`)}
      onAdd={() => navigate(k.edit)}
      onEdit={(r) => navigate(`${k.edit}?id=${r.id}`)}
      rowActions={openPart}
      deleteInvalidates={storeWriteInvalidates(kind)}
      onDeleteError={refusal.onDeleteError}
      aboveTable={() => refusal.alert}
    />
  );
}
