import { Err, type TimeCardOptions, type TimeCardRow } from '@tillbook/contract';
import { Alert, Button, Col, DatePicker, Form, Row, Select, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyCodeToField } from '../../../shared/form/rules';
import { dateTimeFormat } from '../../../shared/format/dates';
import { toast } from '../../../shared/ui/toast';
import { useSaveTimeCard } from '../api';
import { formatHours } from '../format';
import { afterToday } from './date-range-filter';
import { worksIn } from './store-staff-filters';

interface TimeCardFormValues {
  storeId?: number;
  staffId?: number;
  startAt?: Dayjs;
  endAt?: Dayjs;
}

/** What a picker also takes when typed (the language's own format is shown). */
const DATE_TIME = 'YYYY-MM-DD HH:mm';
const hoursBetween = (start?: Dayjs, end?: Dayjs) =>
  start && end && !end.isBefore(start) ? end.diff(start, 'minute') / 60 : null;

/** Add or edit a time card: store, staff member working there, start and end (start not after end, none after today). */
export function TimeCardForm({
  card,
  options,
  onDone,
}: {
  card?: TimeCardRow;
  options: TimeCardOptions;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<TimeCardFormValues>();
  const save = useSaveTimeCard();
  const storeId: number | undefined = Form.useWatch('storeId', form);
  const startAt: Dayjs | undefined = Form.useWatch('startAt', form);
  const endAt: Dayjs | undefined = Form.useWatch('endAt', form);
  // A clock-in of the POS app still running is the app's until its clock-out (20053).
  const locked = card?.source === 'app' && card.endAt === null;
  const staffChoices = options.staff.filter((s) => storeId !== undefined && worksIn(s, storeId));
  const hours = hoursBetween(startAt, endAt);

  const submit = async (v: TimeCardFormValues) => {
    try {
      await save.mutateAsync({
        id: card?.id,
        storeId: v.storeId,
        staffId: v.staffId,
        startAt: (v.startAt as Dayjs).second(0).millisecond(0).toISOString(),
        endAt: (v.endAt as Dayjs).second(0).millisecond(0).toISOString(),
      });
      toast.success(t('crud:saved'));
      onDone();
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.STORE_EMPTY]: 'storeId',
        [Err.EMPLOYEE_EMPTY]: 'staffId',
        [Err.ADDED_REPEATEDLY]: 'startAt',
        [Err.NO_DATA]: 'staffId',
      });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={locked}
      onFinish={submit}
      initialValues={{
        storeId: card?.storeId ?? (options.stores.length === 1 ? options.stores[0].id : undefined),
        staffId: card?.staffId,
        startAt: card ? dayjs(card.startAt) : undefined,
        endAt: card?.endAt ? dayjs(card.endAt) : undefined,
      }}
      onValuesChange={(changed: TimeCardFormValues) => {
        // The staff member must work in the chosen store.
        if ('storeId' in changed) {
          const staffId = form.getFieldValue('staffId');
          const s = options.staff.find((x) => x.id === staffId);
          if (s && !(s.allStores || (changed.storeId !== undefined && worksIn(s, changed.storeId)))) {
            form.setFieldValue('staffId', undefined);
          }
        }
      }}
      style={{ maxWidth: 640 }}
      data-testid="time-card-form"
    >
      {locked ? <Alert type="info" showIcon title={t('timeCard.runningLocked')} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="storeId"
            label={t('timeCard.store')}
            rules={[{ required: true, message: t('timeCard.storeRequired') }]}
          >
            <Select
              options={options.stores.map((s) => ({ value: s.id, label: s.name }))}
              data-testid="time-card-form-store"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="staffId"
            label={t('timeCard.staff')}
            rules={[{ required: true, message: t('timeCard.staffRequired') }]}
            extra={storeId === undefined ? t('timeCard.storeFirst') : undefined}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={locked || storeId === undefined}
              options={staffChoices.map((s) => ({ value: s.id, label: s.name }))}
              data-testid="time-card-form-staff"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="startAt"
            label={t('timeCard.start')}
            rules={[{ required: true, message: t('timeCard.startRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={[dateTimeFormat(), DATE_TIME]}
              disabledDate={afterToday}
              style={{ width: '100%' }}
              data-testid="time-card-form-start"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="endAt"
            label={t('timeCard.end')}
            dependencies={['startAt']}
            rules={[
              { required: true, message: t('timeCard.endRequired') },
              ({ getFieldValue }) => ({
                validator: async (_, value?: Dayjs) => {
                  const start: Dayjs | undefined = getFieldValue('startAt');
                  if (value && start && value.isBefore(start)) throw new Error(t('timeCard.endBeforeStart'));
                },
              }),
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={[dateTimeFormat(), DATE_TIME]}
              disabledDate={afterToday}
              style={{ width: '100%' }}
              data-testid="time-card-form-end"
            />
          </Form.Item>
        </Col>
      </Row>
      <Statistic
        title={t('timeCard.hours')}
        value={hours === null ? '—' : formatHours(hours)}
        style={{ marginBottom: 24 }}
        data-testid="time-card-form-hours"
      />
      {locked ? null : (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="time-card-form-save">
          {t('crud:save')}
        </Button>
      )}
    </Form>
  );
}
