import type { StoreRow } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Open or closed, as a coloured tag. */
export function OpenTag({ open }: { open: boolean }) {
  const { t } = useTranslation(['stores', 'crud']);
  return <Tag color={open ? 'green' : 'default'}>{t(open ? 'open.true' : 'open.false')}</Tag>;
}

/** The store's sales modes as tags. */
export function SalesModeTags({ store }: { store: Pick<StoreRow, 'salesModes'> }) {
  const { t } = useTranslation(['stores', 'crud']);
  return (
    <>
      {store.salesModes.map((m) => (
        <Tag key={m}>{t(`salesMode.${m}`)}</Tag>
      ))}
    </>
  );
}

/** "+44 7700900123", or a dash. */
export const phoneText = (row: { areaCode: string; phone: string }) =>
  row.phone ? `${row.areaCode ? `+${row.areaCode} ` : ''}${row.phone}` : '—';
