import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useTimeCard, useTimeCardOptions } from '../api';
import { EditFrame } from '../components/edit-frame';
import { LoadError } from '../components/load-error';
import { TimeCardForm } from '../components/time-card-form';
import { idParam, STAFF_PATHS } from '../paths';

/** /staffManage/timeCardEdit: add a time card, or edit one (`?id=`). */
export default function TimeCardEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const card = useTimeCard(id);
  const options = useTimeCardOptions();

  const failed = (id !== undefined && card.isError) || options.isError;
  const loading = (id !== undefined && card.isPending) || options.isPending;
  return (
    <EditFrame
      testId="time-card-edit-page"
      title={id ? t('timeCard.editTitle') : t('timeCard.addTitle')}
      backTo={STAFF_PATHS.timeCardList}
    >
      {failed ? (
        <LoadError
          testId="time-card-edit-error"
          onRetry={() => {
            if (id !== undefined) void card.refetch();
            void options.refetch();
          }}
        />
      ) : loading || !options.data ? (
        <PageLoading />
      ) : (
        <TimeCardForm
          key={card.data?.id ?? 'new'}
          card={card.data}
          options={options.data}
          onDone={() => navigate(STAFF_PATHS.timeCardList)}
        />
      )}
    </EditFrame>
  );
}
