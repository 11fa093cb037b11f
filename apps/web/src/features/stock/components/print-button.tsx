import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type StockDoc, usePrint } from '../api';

/** Downloads the document as PDF (§7) to print it. */
export function PrintButton({ doc, id, testId }: { doc: StockDoc; id: number; testId: string }) {
  const { t } = useTranslation('stock');
  const print = usePrint(doc);
  return (
    <Button
      icon={<PrinterOutlined />}
      loading={print.isPending}
      onClick={() => print.mutate(id, { onError: () => undefined })}
      data-testid={testId}
    >
      {t('action.print')}
    </Button>
  );
}
