import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFileFormat, ResourceDescriptor } from '@tillbook/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportResource, type WithExport } from '../../api/resource';

const ICONS = { xlsx: <DownloadOutlined />, pdf: <FilePdfOutlined /> };
const LABELS = { xlsx: 'exportExcel', pdf: 'exportPdf' } as const;

/**
 * The export of a resource's list with its current filters (§7): one Excel button (`testId`), or one button per
 * format where the export takes several (`<testId>-xlsx`, `<testId>-pdf`).
 */
export function ExportButtons({
  resource,
  filters,
  testId,
}: {
  resource: ResourceDescriptor;
  filters: object;
  testId: string;
}) {
  const { t } = useTranslation('crud');
  const exporter = useExportResource(resource as WithExport);
  const [running, setRunning] = useState<ExportFileFormat>();
  const formats = resource.exportFormats ?? ['xlsx'];
  const run = async (format: ExportFileFormat) => {
    setRunning(format);
    try {
      await exporter.mutateAsync({ filters, format });
    } catch {
      // The client has shown why ([code]:message).
    } finally {
      setRunning(undefined);
    }
  };
  return formats.map((format) => (
    <Button
      key={format}
      icon={ICONS[format]}
      loading={running === format}
      onClick={() => void run(format)}
      data-testid={formats.length > 1 ? `${testId}-${format}` : testId}
    >
      {t(LABELS[format])}
    </Button>
  ));
}
