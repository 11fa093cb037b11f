import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFileFormat, ResourceDescriptor } from '@tillbook/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/client';
import { exportBodyOf, withoutPaging } from '../../api/resource';

const ICONS = { xlsx: <DownloadOutlined />, pdf: <FilePdfOutlined /> };
const LABELS = { xlsx: 'exportExcel', pdf: 'exportPdf' } as const;
const BOTH: readonly ExportFileFormat[] = ['xlsx', 'pdf'];

/**
 * What is exported: a resource's list with its filters, or any export call (`path`) with the body of what the page
 * shows (paging left out) plus the chosen `format` where there is a choice (Excel and PDF unless `formats` says
 * otherwise).
 */
export type ExportSource =
  | { resource: ResourceDescriptor; filters: object }
  | { path: string; body: object; formats?: readonly ExportFileFormat[] };

const formatsOf = (source: ExportSource) =>
  'resource' in source ? (source.resource.exportFormats ?? ['xlsx']) : (source.formats ?? BOTH);

function request(source: ExportSource, format: ExportFileFormat): [string, object] {
  if ('resource' in source)
    return [source.resource.paths.export ?? '', exportBodyOf(source.resource, source.filters, format)];
  const body = withoutPaging(source.body);
  return [source.path, formatsOf(source).length > 1 ? { ...body, format } : body];
}

/**
 * The export of what a list or report shows (§7): one button (`testId`) where there is one format, else one per
 * format (`<testId>-xlsx`, `<testId>-pdf`). The file is saved by the browser; a refusal has been toasted.
 */
export function ExportButtons(props: ExportSource & { testId: string; disabled?: boolean }) {
  const { testId, disabled } = props;
  const { t } = useTranslation('crud');
  const [running, setRunning] = useState<ExportFileFormat>();
  const formats = formatsOf(props);
  const run = async (format: ExportFileFormat) => {
    setRunning(format);
    try {
      await download(...request(props, format));
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
      disabled={disabled}
      onClick={() => void run(format)}
      data-testid={formats.length > 1 ? `${testId}-${format}` : testId}
    >
      {t(LABELS[format])}
    </Button>
  ));
}
