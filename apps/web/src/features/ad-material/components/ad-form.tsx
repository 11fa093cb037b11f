import {
  AD_STATUSES,
  AD_TYPES,
  type AdDayPart,
  type AdFileUpload,
  type AdRow,
  AdSaveBody,
  type AdStatus,
  type AdType,
  adMaterialResource,
  adMaxBytes,
  base64Bytes,
  Err,
} from '@tillbook/contract';
import { Button, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { contractRule } from '../../../shared/form/rules';
import { dateFormat } from '../../../shared/format/dates';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { AD_PATHS } from '../paths';
import { AdFileField } from './ad-file-field';
import { DayPartsField } from './day-parts-field';
import { formatFileSize } from './file-size';

export interface AdFormValues {
  name: string;
  publisher: string;
  slot: string;
  size: string;
  type: AdType;
  memo: string;
  status: AdStatus;
  storeIds: number[];
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  dayParts: AdDayPart[];
  sort: number | null;
  durationSeconds: number | null;
  file?: AdFileUpload;
}

const P = AdSaveBody.shape;
const DAY = 'YYYY-MM-DD';

function initialValues(ad: AdRow | undefined): AdFormValues {
  return {
    name: ad?.name ?? '',
    publisher: ad?.publisher ?? '',
    slot: ad?.slot ?? '',
    size: ad?.size ?? '',
    type: ad?.type ?? 'image',
    memo: ad?.memo ?? '',
    status: ad?.status ?? 'normal',
    storeIds: ad?.storeIds ?? [],
    startDate: ad?.startDate ? dayjs(ad.startDate) : null,
    endDate: ad?.endDate ? dayjs(ad.endDate) : null,
    dayParts: ad?.dayParts ?? [],
    sort: ad?.sort ?? 0,
    durationSeconds: ad?.durationSeconds ?? 10,
    file: undefined,
  };
}

/** What the form sends: the file only when one was chosen (an edit without one keeps the saved file). */
export function saveBody(id: number | undefined, v: AdFormValues) {
  return {
    id,
    name: v.name.trim(),
    publisher: v.publisher.trim(),
    slot: v.slot.trim(),
    size: v.size.trim(),
    type: v.type,
    memo: v.memo.trim(),
    status: v.status,
    storeIds: v.storeIds,
    startDate: v.startDate ? v.startDate.format(DAY) : null,
    endDate: v.endDate ? v.endDate.format(DAY) : null,
    dayParts: v.dayParts,
    sort: v.sort ?? 0,
    durationSeconds: v.durationSeconds ?? 10,
    ...(v.file ? { file: v.file } : {}),
  };
}

/**
 * Add or edit an ad (§3, §5): name unique in the merchant (1003), at least one store (20076), the file required on
 * creation and within its type's size (video 20 MB, audio 10 MB, image 2 MB, logo 200 KB; its format the server reads
 * from the bytes: 20094), the schedule (dates, parts of the day, sort, seconds per image). Test ids `ad-form-…`.
 */
export function AdForm({ ad }: { ad?: AdRow }) {
  const { t } = useTranslation(['adMaterial', 'crud']);
  const [form] = Form.useForm<AdFormValues>();
  const stores = useStoreOptions();
  const type = Form.useWatch('type', form) ?? ad?.type ?? 'image';
  const { submit, saving } = useSaveForm(adMaterialResource, form, {
    backTo: AD_PATHS.list,
    codeFields: {
      [Err.EMPTY_OR_MISSING]: 'file',
      [Err.FILE_FORMAT_WRONG]: 'file',
      [Err.FILE_CONTENT_ERROR]: 'file',
      [Err.NO_DATA]: 'storeIds',
    },
  });

  const fileRules = [
    {
      validator: async (_r: unknown, file?: AdFileUpload) => {
        if (!file && !ad) throw new Error(t('form.fileRequired'));
        const max = adMaxBytes(form.getFieldValue('type') as AdType);
        if (file && base64Bytes(file.base64) > max) throw new Error(t('form.fileTooBig', { max: formatFileSize(max) }));
      },
    },
  ];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(ad)}
      onFinish={(v) => void submit(saveBody(ad?.id, v))}
      data-testid="ad-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('field.name')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('form.nameRequired') },
              contractRule(P.name, t('form.nameInvalid')),
            ]}
          >
            <Input maxLength={50} data-testid="ad-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('field.type')} extra={ad ? t('form.typeHelp') : undefined}>
            <Radio.Group
              optionType="button"
              options={AD_TYPES.map((v) => ({
                value: v,
                label: <span data-testid={`ad-form-type-${v}`}>{t(`type.${v}`)}</span>,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="publisher" label={t('field.publisher')}>
            <Input maxLength={50} data-testid="ad-form-publisher" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="slot" label={t('field.slot')}>
            <Input maxLength={50} data-testid="ad-form-slot" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="size" label={t('field.size')} extra={t('form.sizeHelp')}>
            <Input maxLength={30} data-testid="ad-form-size" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="file" label={t('field.file')} required={!ad} dependencies={['type']} rules={fileRules}>
        <AdFileField type={type} saved={ad?.file} />
      </Form.Item>
      <Form.Item
        name="storeIds"
        label={t('field.stores')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.storeRequired') }]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={stores.isPending}
          options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
          placeholder={t('form.storePlaceholder')}
          data-testid="ad-form-stores"
        />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Form.Item name="startDate" label={t('field.startDate')}>
            <DatePicker format={dateFormat()} style={{ width: '100%' }} data-testid="ad-form-start" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="endDate"
            label={t('field.endDate')}
            dependencies={['startDate']}
            rules={[
              {
                validator: async (_r, end: Dayjs | null) => {
                  const start = form.getFieldValue('startDate') as Dayjs | null;
                  if (start && end?.isBefore(start, 'day')) throw new Error(t('form.endBeforeStart'));
                },
              },
            ]}
          >
            <DatePicker format={dateFormat()} style={{ width: '100%' }} data-testid="ad-form-end" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="sort" label={t('field.sort')} extra={t('form.sortHelp')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="ad-form-sort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          {(type === 'image' || type === 'logo') && (
            <Form.Item
              name="durationSeconds"
              label={t('field.duration')}
              extra={t('form.durationHelp')}
              rules={[contractRule(P.durationSeconds, t('form.durationInvalid'))]}
            >
              <InputNumber min={1} max={3600} precision={0} style={{ width: '100%' }} data-testid="ad-form-duration" />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Form.Item label={t('field.dayParts')} extra={t('form.dayPartsHelp')}>
        <DayPartsField form={form} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={16}>
          <Form.Item name="memo" label={t('field.memo')}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="ad-form-memo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label={t('field.status')} extra={t('form.statusHelp')}>
            <Radio.Group
              optionType="button"
              options={AD_STATUSES.map((s) => ({
                value: s,
                label: <span data-testid={`ad-form-status-${s}`}>{t(`status.${s}`)}</span>,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="ad-form-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
