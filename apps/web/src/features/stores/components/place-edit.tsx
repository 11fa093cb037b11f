import { Err, type PlaceRow, PlaceSaveBody, placeResource } from '@tillbook/contract';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BodyOf } from '../../../shared/api/schema-types';
import { contractRule } from '../../../shared/form/rules';
import { idParam } from '../../../shared/routing/id-param';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { PLACES_PATH } from '../kind';
import { AddressFields, addressOf } from './address-fields';
import { FormButtons } from './form-buttons';
import { useLeaveAfterSave } from './leave-after-save';
import { NamedEdit } from './named-edit';
import { StorePicker } from './store-picker';

type PlaceFormValues = Omit<BodyOf<typeof PlaceSaveBody>, 'id'>;

/** The place list, narrowed to a truck where one is given. */
const placesOf = (truckId: number | undefined) => (truckId ? `${PLACES_PATH}?truckId=${truckId}` : PLACES_PATH);

/** Add (no `?id=`; `?truckId=` preselects the truck) or edit an operating place of a food truck. */
export function PlaceEdit() {
  const { t } = useTranslation(['stores', 'crud']);
  const truckId = idParam(useSearchParams()[0], 'truckId');
  return (
    <NamedEdit
      resource={placeResource}
      testId="place"
      addTitle={t('places.newTitle')}
      editTitle={(row) => t('places.editTitle', { name: row.name })}
      backTo={placesOf(truckId)}
      form={(row) => <PlaceForm row={row} truckId={truckId} />}
    />
  );
}

function PlaceForm({ row, truckId }: { row?: PlaceRow; truckId?: number }) {
  const { t } = useTranslation(['stores', 'crud']);
  const [form] = Form.useForm<PlaceFormValues>();
  const { leaving, leave } = useLeaveAfterSave();
  const { submit, saving } = useSaveForm(placeResource, form, {
    codeFields: { [Err.MOBILE_FORMAT]: 'phone', [Err.AREA_CODE_WRONG]: 'areaCode' },
    onSaved: (saved) => leave(placesOf(saved.truckId)),
  });

  const initialValues: Partial<PlaceFormValues> = row
    ? {
        truckId: row.truckId,
        name: row.name,
        ...addressOf(row),
      }
    : { truckId };

  return (
    <Form<PlaceFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => submit({ ...values, id: row?.id })}
      data-testid="place-form"
    >
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="truckId" label={t('truck.one')} rules={[{ required: true, message: t('truck.pick') }]}>
              <StorePicker kind="truck" testId="place-truck" width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('places.name')}
              required
              rules={[contractRule(PlaceSaveBody.shape.name, t('validation.placeName'))]}
            >
              <Input maxLength={50} data-testid="place-name" />
            </Form.Item>
          </Col>
        </Row>
        <AddressFields testId="place" />
      </Card>
      <FormButtons testId="place" saving={saving || leaving} cancelTo={placesOf(row?.truckId ?? truckId)} />
    </Form>
  );
}
