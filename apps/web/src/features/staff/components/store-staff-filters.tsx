import { useTranslation } from 'react-i18next';
import { useTimeCardOptions } from '../api';
import { FilterSelect } from './filter-select';

/** Whether a staff member works in a store: bound to it, or to every store. */
export const worksIn = (staff: { allStores: boolean; storeIds: number[] }, storeId: number) =>
  staff.allStores || staff.storeIds.includes(storeId);

/**
 * The store and staff filters of the time pages. The staff offered are those working in the chosen store; choosing
 * another store clears the staff member. Test ids: `<testId>-filter-store`, `<testId>-filter-staff`.
 */
export function StoreStaffFilters({
  storeId,
  staffId,
  onChange,
  testId,
}: {
  storeId?: number;
  staffId?: number;
  onChange: (next: { storeId?: number; staffId?: number }) => void;
  testId: string;
}) {
  const { t } = useTranslation('staff');
  const options = useTimeCardOptions();
  const staff = (options.data?.staff ?? []).filter((s) => storeId === undefined || worksIn(s, storeId));
  return (
    <>
      <FilterSelect
        value={storeId}
        onChange={(id) => onChange({ storeId: id, staffId: undefined })}
        options={options.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
        all={t('filter.allStores')}
        label={t('filter.store')}
        loading={options.isPending}
        testId={`${testId}-filter-store`}
      />
      <FilterSelect
        value={staffId}
        onChange={(id) => onChange({ staffId: id })}
        options={staff.map((s) => ({ value: s.id, label: s.name }))}
        all={t('filter.allStaff')}
        label={t('filter.staff')}
        loading={options.isPending}
        searchable
        testId={`${testId}-filter-staff`}
      />
    </>
  );
}
