import { Button, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useStoreOptions } from '../../../shared/api/store-options';
import { idParam } from '../../../shared/routing/id-param';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { searchable } from '../../../shared/ui/select-options';
import { KIND, type StoreKind } from '../kind';

/** The stores (or food trucks) the user sees, by name, from the one store-options query. */
export function useStoresOfKind(kind: StoreKind) {
  const options = useStoreOptions();
  const data = useMemo(() => options.data?.stores.filter((s) => s.kind === kind), [options.data, kind]);
  return { ...options, data };
}

/**
 * The store (or truck) a page is about, kept in the query string (`?storeId=` / `?truckId=`) so the page can be
 * linked and reloaded. Without one, the first store is chosen.
 */
export function useChosenStore(kind: StoreKind, param: 'storeId' | 'truckId' = 'storeId') {
  const [params, setParams] = useSearchParams();
  const options = useStoresOfKind(kind);
  const fromUrl = idParam(params, param);
  const first = options.data?.[0]?.id;
  const storeId = fromUrl ?? first;

  useEffect(() => {
    if (fromUrl === undefined && first !== undefined) {
      setParams(
        (p) => {
          p.set(param, String(first));
          return p;
        },
        { replace: true },
      );
    }
  }, [fromUrl, first, param, setParams]);

  const choose = (id: number) =>
    setParams((p) => {
      p.set(param, String(id));
      return p;
    });
  return { storeId, choose, options };
}

/** A select of the stores (or trucks) the user sees. */
export function StorePicker({
  kind,
  value,
  onChange,
  allowClear,
  placeholder,
  testId,
  width = 240,
}: {
  kind: StoreKind;
  /** Given by a Form.Item when the picker is a form field. */
  value?: number;
  onChange?: (id: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  testId: string;
  width?: number | string;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  const options = useStoresOfKind(kind);
  const label = placeholder ?? t(kind === 'store' ? 'store.pick' : 'truck.pick');
  return (
    <Select
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={label}
      aria-label={label}
      loading={options.isPending}
      showSearch={searchable}
      options={(options.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

/** A page about one store (or truck) when there is none yet: says so and offers to add one. */
export function NoStoresYet({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const navigate = useNavigate();
  const k = KIND[kind];
  return (
    <EmptyState
      text={t(`${k.texts}.empty`)}
      testId={`${k.testId}-none`}
      actions={
        <Button type="primary" onClick={() => navigate(k.edit)} data-testid={`${k.testId}-none-add`}>
          {t(`${k.texts}.add`)}
        </Button>
      }
    />
  );
}
