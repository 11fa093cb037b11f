import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKitchenStation } from '../api';

/** The value of "every line" (no station) in the select; saved as `printerGroupId: null`. */
export const ALL_LINES = 0;

/**
 * A kitchen display's station: one of its store's printer groups (the display then shows only the lines of the
 * group's categories) or every line. Chosen on an edit (the groups are those of the device's store); while the
 * form moves the device to another store, the choice waits until the move is saved.
 */
export function StationField({ deviceId, storeMoved }: { deviceId?: number; storeMoved: boolean }) {
  const { t } = useTranslation('devices');
  const station = useKitchenStation(deviceId);
  const label = t('field.station');
  if (deviceId === undefined)
    return (
      <Form.Item label={label} extra={t('form.stationAfterSave')}>
        <Select disabled placeholder={t('form.stationAll')} data-testid="device-form-station" />
      </Form.Item>
    );
  if (!station.data)
    return (
      <Form.Item
        label={label}
        validateStatus={station.isError ? 'error' : undefined}
        help={station.isError ? t('form.stationLoadError') : undefined}
      >
        <Select disabled loading={station.isPending} data-testid="device-form-station" />
      </Form.Item>
    );
  return (
    <Form.Item
      name="printerGroupId"
      label={label}
      initialValue={station.data.printerGroupId ?? ALL_LINES}
      extra={storeMoved ? t('form.stationStoreMoved') : t('form.stationHelp')}
    >
      <Select
        disabled={storeMoved}
        options={[
          { value: ALL_LINES, label: t('form.stationAll') },
          ...station.data.stations.map((s) => ({ value: s.id, label: s.name })),
        ]}
        data-testid="device-form-station"
      />
    </Form.Item>
  );
}
