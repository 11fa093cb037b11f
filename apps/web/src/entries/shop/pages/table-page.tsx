import { useTranslation } from 'react-i18next';

/** A table's QR code (`#/table?token=…`): ordering at a table comes with the table-ordering routes. */
export default function TablePage() {
  const { t } = useTranslation('shop');
  return (
    <main className="sf-page sf-center" data-testid="table-page">
      <h1>{t('title')}</h1>
      <p>{t('table.scan')}</p>
    </main>
  );
}
