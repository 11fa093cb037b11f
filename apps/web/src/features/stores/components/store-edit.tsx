import { LIMITS } from '@tillbook/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toast } from '../../../shared/ui/toast';
import { useSaveStore, useStoreDetail } from '../api';
import { idParam, KIND, type StoreKind } from '../kind';
import { LoadError } from './load-error';
import { StoreForm, type StoreFormValues } from './store-form';

/** Add (no `?id=`) or edit a store or food truck; back to the list a moment after saving (§9). */
export function StoreEdit({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useStoreDetail(kind, id);
  const save = useSaveStore(kind);
  // Saved and about to go back: the button stays busy so a second click cannot add the store twice.
  const [leaving, setLeaving] = useState(false);

  if (id !== undefined && detail.isPending) return <PageLoading />;
  if (id !== undefined && !detail.data) return <LoadError onRetry={() => void detail.refetch()} />;

  const onSave = async (values: StoreFormValues) => {
    await save.mutateAsync({ ...values, id });
    toast.success(t('crud:saved'));
    setLeaving(true);
    setTimeout(() => navigate(k.list), LIMITS.backDelayMs);
  };

  return (
    <div data-testid={`${k.testId}-edit-page`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {id ? t(`${k.texts}.editTitle`, { name: detail.data?.name ?? '' }) : t(`${k.texts}.newTitle`)}
      </Typography.Title>
      <StoreForm
        key={detail.data?.updatedAt ?? 'new'}
        kind={kind}
        row={detail.data}
        saving={save.isPending || leaving}
        onSave={onSave}
        onCancel={() => navigate(k.list)}
      />
    </div>
  );
}
