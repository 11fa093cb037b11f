import {
  accountName,
  DEVICE_STATUSES,
  type DeviceKind,
  type DeviceRow,
  type DeviceStatus,
  Err,
  staffPassword,
} from '@tillbook/contract';
import { Button, Col, Form, type FormRule, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../shared/api/client';
import { useStoreOptions } from '../../../shared/api/store-options';
import { applyCodeToField, confirmRule, contractRule, ruleMessage } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { type DeviceSave, useKitchenStation, useSaveDevice, useSaveKitchenStation } from '../api';
import { ALL_LINES, StationField } from './station-field';

interface DeviceFormValues {
  name: string;
  account: string;
  password: string;
  confirmPassword: string;
  storeId?: number;
  available: boolean;
  status: DeviceStatus;
  /** A kitchen display's printer group (ALL_LINES: every line); absent until its groups are loaded. */
  printerGroupId?: number;
}

function initialValues(d: DeviceRow | undefined): DeviceFormValues {
  return {
    name: d?.name ?? '',
    account: d?.account ?? '',
    password: '',
    confirmPassword: '',
    storeId: d?.storeId,
    available: d?.available ?? true,
    status: d?.status ?? 'normal',
  };
}

/**
 * Add or edit a device of one kind (§3, §5): account 8-30 characters, unique across merchants (20074 is marked on
 * the field); password 8-16, required on creation and kept when left empty on edit; a store of the caller's. A
 * kitchen display's station (printer group) is saved with it on an edit (/kitchen/station/save, after the device);
 * moving the display to another store unbinds it from its old store's group.
 */
export function DeviceForm({
  kind,
  device,
  onDone,
}: {
  kind: DeviceKind;
  device?: DeviceRow;
  onDone: (saved: DeviceRow) => void;
}) {
  const { t } = useTranslation(['devices', 'crud']);
  const [form] = Form.useForm<DeviceFormValues>();
  const save = useSaveDevice();
  const stores = useStoreOptions();
  const editing = device !== undefined;
  const kitchenId = kind === 'kitchen' ? device?.id : undefined;
  const station = useKitchenStation(kitchenId);
  const saveStation = useSaveKitchenStation();
  const storeId = Form.useWatch('storeId', form);
  const storeMoved = device !== undefined && storeId !== undefined && storeId !== device.storeId;

  /** The station to save after the device, or undefined when it stays as it is. */
  const stationChange = (v: DeviceFormValues): number | null | undefined => {
    if (kitchenId === undefined || !station.data) return undefined;
    const before = station.data.printerGroupId;
    const chosen = v.storeId !== device?.storeId ? null : v.printerGroupId === ALL_LINES ? null : v.printerGroupId;
    return chosen === undefined || chosen === before ? undefined : chosen;
  };

  const submit = async (v: DeviceFormValues) => {
    const body: DeviceSave = {
      id: device?.id,
      kind,
      name: v.name.trim(),
      account: v.account.trim(),
      // Sent only when typed: an edit without a password keeps the old one.
      password: v.password ? v.password : undefined,
      storeId: v.storeId as number,
      available: v.available,
      status: v.status,
    };
    try {
      const envelope = await save.mutateAsync(body);
      if (envelope.code !== 200) {
        // 20074 is a §8 result code: the client hands it back instead of toasting it.
        toast.error(await errorText(envelope.code, envelope.msg));
        applyCodeToField(form, new ApiError(envelope.code, envelope.msg, envelope.data, 'toast'), {
          [Err.ACCOUNT_DUPLICATE]: 'account',
        });
        return;
      }
      const printerGroupId = stationChange(v);
      if (kitchenId !== undefined && printerGroupId !== undefined) {
        try {
          await saveStation.mutateAsync({ deviceId: kitchenId, printerGroupId });
        } catch (err) {
          // The device is saved; the group has gone meanwhile (20037): the field says so, the toast already has.
          applyCodeToField(form, err, { [Err.NO_DATA]: 'printerGroupId' });
          return;
        }
      }
      toast.success(t('crud:saved'));
      onDone(envelope.data);
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.ACCOUNT_DUPLICATE]: 'account',
        [Err.STORE_EMPTY]: 'storeId',
        [Err.PASSWORD_EMPTY]: 'password',
        [Err.PASSWORD_NON_COMPLIANT]: 'password',
        [Err.PASSWORD_BAD_CHARS]: 'password',
      });
    }
  };

  // On edit an empty password means "keep": the contract's rule then only checks what was typed.
  const passwordRules: FormRule[] = editing
    ? [
        {
          validator: async (_r, value?: string) => {
            const message = value ? ruleMessage(staffPassword, value, t('form.passwordInvalid')) : null;
            if (message) throw new Error(message);
          },
        },
      ]
    : [{ required: true, message: t('form.passwordRequired') }, contractRule(staffPassword, t('form.passwordInvalid'))];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(device)}
      onFinish={submit}
      data-testid="device-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('field.name')} rules={[{ max: 50 }]}>
            <Input maxLength={50} data-testid="device-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="account"
            // One message at a time: the first rule that fails.
            validateFirst
            label={t('field.account')}
            extra={t('form.accountHelp')}
            rules={[
              { required: true, message: t('form.accountInvalid') },
              contractRule(accountName, t('form.accountInvalid')),
            ]}
          >
            <Input maxLength={30} autoComplete="off" data-testid="device-form-account" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            // One message at a time: the first rule that fails.
            validateFirst
            label={t('field.password')}
            extra={editing ? t('form.passwordKeep') : t('form.passwordHelp')}
            rules={passwordRules}
          >
            <Input.Password
              maxLength={16}
              autoComplete="new-password"
              placeholder={editing ? t('form.passwordKeepPlaceholder') : undefined}
              data-testid="device-form-password"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="confirmPassword"
            required={!editing}
            // One message at a time: the first rule that fails.
            validateFirst
            label={t('field.confirmPassword')}
            dependencies={['password']}
            rules={[
              {
                // Read at validation time: on an edit the confirmation is needed only once a password is typed.
                validator: async (_r, value?: string) => {
                  if (!value && (!editing || form.getFieldValue('password')))
                    throw new Error(t('form.confirmRequired'));
                },
              },
              confirmRule(form, 'password', t('form.passwordMismatch')),
            ]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" data-testid="device-form-confirmPassword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="storeId"
            label={t('field.store')}
            extra={editing ? t('form.storeMoveHelp') : undefined}
            rules={[{ required: true, message: t('form.storeRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={stores.isPending}
              options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t('form.storePlaceholder')}
              data-testid="device-form-store"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="available"
            label={t('field.available')}
            valuePropName="checked"
            extra={t('form.availableHelp')}
          >
            <Switch data-testid="device-form-available" />
          </Form.Item>
        </Col>
        {kind === 'kitchen' && (
          <Col xs={24} md={12}>
            <StationField deviceId={kitchenId} storeMoved={storeMoved} />
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('field.status')} extra={t('form.statusHelp')}>
            <Radio.Group
              optionType="button"
              options={DEVICE_STATUSES.map((s) => ({
                value: s,
                label: <span data-testid={`device-form-status-${s}`}>{t(`status.${s}`)}</span>,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending || saveStation.isPending}
        data-testid="device-form-save"
      >
        {t('crud:save')}
      </Button>
    </Form>
  );
}
