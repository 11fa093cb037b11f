import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ZoneRow, ZoneSaveBody, ZoneTableInput } from '@tillbook/contract';
import { Button, type ButtonProps, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { useSaveZone } from '../api';
import { applyZoneErrors, type ZoneTableValues, zoneTableMessage } from './zone-rules';

interface ZoneFormValues {
  name: string;
  sort: number;
  tables: ZoneTableValues[];
}

/** The number after the last table's, when it ends in digits ("T9" → "T10"); else empty. */
export function nextTableNumber(tables: (ZoneTableValues | undefined)[]): string {
  const last = [...tables]
    .reverse()
    .find((t) => t?.number?.trim())
    ?.number?.trim();
  if (!last) return String(tables.length + 1);
  const m = /^(.*?)(\d+)$/.exec(last);
  if (!m) return '';
  const next = String(Number(m[2]) + 1).padStart(m[2].length, '0');
  return `${m[1]}${next}`;
}

/** Add or edit a zone with its whole table list (number and seats); at least one table, numbers unique. */
export function ZoneFormModal({
  storeId,
  zone,
  open,
  onClose,
}: {
  storeId: number;
  zone?: ZoneRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  const [form] = Form.useForm<ZoneFormValues>();
  const save = useSaveZone();

  const initialValues: ZoneFormValues = zone
    ? {
        name: zone.name,
        sort: zone.sort,
        tables: zone.tables.map((tb) => ({ id: tb.id, number: tb.number, seats: tb.seats })),
      }
    : { name: '', sort: 0, tables: [{ number: '1', seats: 4 }] };

  const submit = async (values: ZoneFormValues) => {
    try {
      await save.mutateAsync({
        id: zone?.id,
        storeId,
        name: values.name,
        sort: values.sort ?? 0,
        tables: values.tables.map((tb) => ({ id: tb.id, number: tb.number ?? '', seats: tb.seats ?? 1 })),
      });
      toast.success(t('crud:saved'));
      onClose();
    } catch (err) {
      applyZoneErrors(form, err);
    }
  };

  const tables = () => (form.getFieldValue('tables') ?? []) as ZoneTableValues[];

  return (
    <Modal
      open={open}
      title={zone ? t('zones.editTitle', { name: zone.name }) : t('zones.newTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'zone-save' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'zone-cancel' } as ButtonProps}
      onOk={() => form.submit()}
    >
      <Form<ZoneFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        data-testid="zone-form"
        preserve={false}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="name"
            label={t('zones.name')}
            required
            rules={[contractRule(ZoneSaveBody.shape.name, t('validation.zoneName'))]}
            style={{ flex: '1 1 220px' }}
          >
            <Input maxLength={30} data-testid="zone-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('zones.sort')} style={{ width: 120 }}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="zone-sort" />
          </Form.Item>
        </Flex>
        <Typography.Text strong>{t('zones.tables')}</Typography.Text>
        <Form.List
          name="tables"
          rules={[
            {
              validator: async (_rule, value?: ZoneTableValues[]) => {
                const message = zoneTableMessage(value ?? [], 'tables', t('validation.oneTable'));
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div style={{ marginTop: 8 }}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item
                    name={[field.name, 'number']}
                    style={{ flex: 1, marginBottom: 8 }}
                    dependencies={fields.filter((f) => f.key !== field.key).map((f) => ['tables', f.name, 'number'])}
                    rules={[
                      contractRule(ZoneTableInput.shape.number, t('validation.tableNumber')),
                      {
                        validator: async () => {
                          const message = zoneTableMessage(
                            tables(),
                            `tables.${field.name}.number`,
                            t('validation.tableNumber'),
                          );
                          if (message) throw new Error(message);
                        },
                      },
                    ]}
                  >
                    <Input
                      maxLength={20}
                      placeholder={t('zones.tableNumber')}
                      aria-label={t('zones.tableNumber')}
                      data-testid={`zone-table-number-${index}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'seats']}
                    style={{ width: 130, marginBottom: 8 }}
                    rules={[contractRule(ZoneTableInput.shape.seats, t('validation.seats'))]}
                  >
                    <InputNumber
                      min={1}
                      max={999}
                      precision={0}
                      placeholder={t('zones.seats')}
                      aria-label={t('zones.seats')}
                      suffix={t('zones.seatsUnit')}
                      style={{ width: '100%' }}
                      data-testid={`zone-table-seats-${index}`}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('zones.removeTable')}
                    data-testid={`zone-table-remove-${index}`}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add({ number: nextTableNumber(tables()), seats: 4 })}
                style={{ marginTop: 8 }}
                data-testid="zone-table-add"
              >
                {t('zones.addTable')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
