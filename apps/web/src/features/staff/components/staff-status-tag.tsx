import type { StaffStatus } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StaffStatus, string> = { normal: 'green', inactive: 'default', frozen: 'red' };

export function StaffStatusTag({ status }: { status: StaffStatus }) {
  const { t } = useTranslation('staff');
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
