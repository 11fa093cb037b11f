import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { useTimeCard, useTimeCardOptions } from '../api';
import { Loaded } from '../components/loaded';
import { TimeCardForm } from '../components/time-card-form';
import { STAFF_PATHS } from '../paths';

/** /staffManage/timeCardEdit: add a time card, or edit one (`?id=`). */
export default function TimeCardEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const card = useTimeCard(id);
  const options = useTimeCardOptions();

  return (
    <EditFrame
      testId="time-card-edit-page"
      title={id ? t('timeCard.editTitle') : t('timeCard.addTitle')}
      backTo={STAFF_PATHS.timeCardList}
    >
      <Loaded needs={[options]} also={id ? [card] : []} testId="time-card-edit-error">
        {(choices) => (
          <TimeCardForm
            key={card.data?.id ?? 'new'}
            card={card.data}
            options={choices}
            onDone={() => navigate(STAFF_PATHS.timeCardList)}
          />
        )}
      </Loaded>
    </EditFrame>
  );
}
