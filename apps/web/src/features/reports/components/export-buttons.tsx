import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportFormat, useExport } from '../api';

/**
 * Excel and PDF export of what the page shows: `body` is the very body of the page's own query, sent to `path`
 * with the format. Test ids `report-export-xlsx` / `report-export-pdf`.
 */
export function ExportButtons({ path, body, disabled }: { path: string; body: object; disabled?: boolean }) {
  const { t } = useTranslation('crud');
  const exporter = useExport(path);
  const [running, setRunning] = useState<ExportFormat>();

  const exportAs = async (format: ExportFormat) => {
    setRunning(format);
    try {
      await exporter.mutateAsync({ body, format });
    } catch {
      // The client has shown why ([code]:message).
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={running === 'xlsx'}
        disabled={disabled}
        onClick={() => exportAs('xlsx')}
        data-testid="report-export-xlsx"
      >
        {t('exportExcel')}
      </Button>
      <Button
        icon={<FilePdfOutlined />}
        loading={running === 'pdf'}
        disabled={disabled}
        onClick={() => exportAs('pdf')}
        data-testid="report-export-pdf"
      >
        {t('exportPdf')}
      </Button>
    </>
  );
}
