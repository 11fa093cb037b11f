import { Err, LIMITS, type PlaceRow, PlaceSaveBody } from '@tillbook/contract';
import { Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BodyOf } from '../../../shared/api/schema-types';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toast } from '../../../shared/ui/toast';
import { usePlaceDetail, useSavePlace } from '../api';
import { idParam, PLACES_PATH } from '../kind';
import { AddressFields } from './address-fields';
import { LoadError } from './load-error';
import { StorePicker } from './store-picker';

type PlaceFormValues = Omit<BodyOf<typeof PlaceSaveBody>, 'id'>;

/** Add (no `?id=`; `?truckId=` preselects the truck) or edit an operating place of a food truck. */
export function PlaceEdit() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = usePlaceDetail(id);
  if (id !== undefined && detail.isPending) return <PageLoading />;
  if (id !== undefined && !detail.data) return <LoadError onRetry={() => void detail.refetch()} />;
  return <PlaceForm row={detail.data} truckId={idParam(params.get('truckId'))} />;
}

function PlaceForm({ row, truckId }: { row?: PlaceRow; truckId?: number }) {
  const { t } = useTranslation(['stores', 'crud']);
  const navigate = useNavigate();
  const save = useSavePlace();
  const [form] = Form.useForm<PlaceFormValues>();
  const [leaving, setLeaving] = useState(false);
  const back = (id?: number) => navigate(id ? `${PLACES_PATH}?truckId=${id}` : PLACES_PATH);

  const submit = async (values: PlaceFormValues) => {
    try {
      const saved = await save.mutateAsync({ ...values, id: row?.id });
      toast.success(t('crud:saved'));
      setLeaving(true);
      setTimeout(() => back(saved.truckId), LIMITS.backDelayMs);
    } catch (err) {
      applyCodeToField(form, err, { [Err.MOBILE_FORMAT]: 'phone', [Err.AREA_CODE_WRONG]: 'areaCode' });
    }
  };

  const initialValues: Partial<PlaceFormValues> = row
    ? {
        truckId: row.truckId,
        name: row.name,
        areaCode: row.areaCode,
        phone: row.phone,
        address: row.address,
        city: row.city,
        province: row.province,
        postalCode: row.postalCode,
        sysCountryId: row.sysCountryId,
      }
    : { truckId };

  return (
    <div data-testid="place-edit-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {row ? t('places.editTitle', { name: row.name }) : t('places.newTitle')}
      </Typography.Title>
      <Form<PlaceFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
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
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => back(row?.truckId ?? truckId)} data-testid="place-cancel">
            {t('crud:cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending || leaving} data-testid="place-save">
            {t('crud:save')}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
