import { useTranslation } from 'react-i18next';
import { TABLE_CODES, type TableRefusal } from './table-rules';

/** The whole page when a table's code cannot be ordered with: missing, replaced, QR ordering off, store not open. */
export function TableRefused({ refusal }: { refusal: TableRefusal }) {
  const { t } = useTranslation('shop');
  return (
    <section className="sf-center sf-refused" role="alert" data-testid="table-refused" data-code={TABLE_CODES[refusal]}>
      <h1 data-testid="table-refused-title">{t(`table.refused.${refusal}.title`)}</h1>
      <p>{t(`table.refused.${refusal}.text`)}</p>
    </section>
  );
}
