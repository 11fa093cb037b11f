import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  EXPORT_JOB_HEADER,
  EXPORT_POLL_MS,
  type ExportFileFormat,
  type ExportJobStarted,
  type ExportJobState,
  type ResourceDescriptor,
} from '@tillbook/contract';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, errorText, postData } from '../../api/client';
import { exportBodyOf, withoutPaging } from '../../api/resource';
import { toast } from '../toast';

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

/** Resolves after `ms`, or rejects at once when the page is left. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Asks for the export as a job (any server copy makes the file), follows it until it ends, then saves its file as a
 * direct export would. A server that answers the file itself (no job) has had it saved already. Resolves with the
 * failed job's code, if it failed.
 */
async function exportAsJob(path: string, body: object, signal: AbortSignal): Promise<number | undefined> {
  const answer = await download(path, body, { headers: { [EXPORT_JOB_HEADER]: '1' }, signal });
  const exportJobId = 'envelope' in answer ? (answer.envelope.data as ExportJobStarted | null)?.exportJobId : undefined;
  if (!exportJobId) return undefined;
  for (;;) {
    const state = await postData<ExportJobState>('/export/state', { exportJobId }, { signal });
    if (state.status === 'failed') return state.code ?? 0;
    if (state.status === 'done') break;
    await pause(EXPORT_POLL_MS, signal);
  }
  await download('/export/file', { exportJobId }, { signal });
  return undefined;
}

/**
 * The export of what a list or report shows (§7): one button (`testId`) where there is one format, else one per
 * format (`<testId>-xlsx`, `<testId>-pdf`). The file is made in the background and saved by the browser when ready,
 * the button loading meanwhile; a refusal or a failed export is toasted ([code]:message). Leaving the page stops
 * following the export.
 */
export function ExportButtons(props: ExportSource & { testId: string; disabled?: boolean }) {
  const { testId, disabled } = props;
  const { t } = useTranslation('crud');
  const [running, setRunning] = useState<ExportFileFormat>();
  const leaving = useRef<AbortController>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const formats = formatsOf(props);
  const run = async (format: ExportFileFormat) => {
    const signal = leaving.current?.signal;
    if (!signal || signal.aborted) return;
    setRunning(format);
    try {
      const failed = await exportAsJob(...request(props, format), signal);
      if (failed !== undefined) toast.error(await errorText(failed, t('exportFailed')));
    } catch {
      // The client has shown why ([code]:message), or the page was left.
    } finally {
      if (!signal.aborted) setRunning(undefined);
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
