import type { DeviceStatus } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DeviceStatus, string> = { normal: 'green', frozen: 'red' };

export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation('devices');
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
