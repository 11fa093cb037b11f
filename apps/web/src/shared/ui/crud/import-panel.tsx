import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  errorMessage,
  IMPORT_MAX_BYTES,
  type ImportCellError,
  type ImportJobState,
  type ImportStarted,
} from '@tillbook/contract';
import { Alert, Button, Flex, Progress, Result, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, postData } from '../../api/client';
import { getLang } from '../../i18n/lang';
import { toast } from '../toast';

/** The file's bytes as base64 (without the data-URL prefix). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** 'done' and 'failed' are final: the job will not change any more. */
const isFinal = (state: ImportJobState | undefined) => state?.status === 'done' || state?.status === 'failed';

export interface ImportPanelProps {
  /** The feature's i18n namespace; it holds the `import.*` texts (title, intro, status …). */
  ns: string;
  /** Test ids are `<prefix>-import-template`, `-upload`, `-progress`, `-failed`, `-errors`, `-done`, `-to-list`. */
  prefix: string;
  /** The API of the import: template download, upload (→ job id), job state, e.g. '/member/importTemplate'. */
  paths: { template: string; start: string; job: string };
  /** The name of a template column (a key of the server's importer) in the interface language. */
  columnLabel: (column: string) => string;
  /** Called once when the job has written its rows (to refresh the feature's lists). */
  onDone: () => void;
  /** Back to the list the rows went to. */
  onToList: () => void;
}

/**
 * An xlsx import as every feature runs it: download the template, upload a filled-in file, follow the job. Every row
 * is checked first; a refused cell fails the whole import (nothing written) and is listed; otherwise all rows are
 * written.
 */
export function ImportPanel({ ns, prefix, paths, columnLabel, onDone, onToList }: ImportPanelProps) {
  const { t } = useTranslation([ns, 'crud']);
  const template = useMutation({ mutationFn: () => download(paths.template, {}) });
  const start = useMutation({
    mutationFn: (body: { fileName: string; base64: string }) => postData<ImportStarted>(paths.start, body),
  });
  const [jobId, setJobId] = useState<number>();
  const [fileName, setFileName] = useState('');
  // Polls every 800 ms until the job ends (done or failed) or the server refuses the question (the client has
  // toasted its code): either way the answer will not change by asking again.
  const job = useQuery({
    queryKey: ['import', paths.job, jobId ?? 0],
    queryFn: () => postData<ImportJobState>(paths.job, { jobId }),
    enabled: jobId !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' || isFinal(query.state.data) ? false : 800),
  });
  // The last answer stays shown when a later question is refused.
  const state = job.data;
  const lost = job.isError;
  const finished = isFinal(state) || lost;

  useEffect(() => {
    if (state?.status === 'done') onDone();
  }, [state?.status, onDone]);

  const upload = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      toast.error(t('import.wrongType'));
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      toast.error(t('import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setJobId(undefined);
    setFileName(file.name);
    try {
      const started = await start.mutateAsync({ fileName: file.name, base64: await readBase64(file) });
      setJobId(started.jobId);
    } catch {
      // 20094, 20099 and 40206 were toasted by the client.
    }
  };

  const percent = !state
    ? 0
    : isFinal(state)
      ? 100
      : state.total > 0
        ? Math.floor((state.processed / state.total) * 100)
        : 0;

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('import.intro')}</Typography.Paragraph>
      <div>
        <Button
          icon={<DownloadOutlined />}
          loading={template.isPending}
          onClick={() => template.mutate()}
          data-testid={`${prefix}-import-template`}
        >
          {t('import.template')}
        </Button>
      </div>
      <div data-testid={`${prefix}-import-upload`}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          disabled={start.isPending || (jobId !== undefined && !finished)}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.drop')}</p>
          <p className="ant-upload-hint">{t('import.hint', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })}</p>
        </Upload.Dragger>
      </div>
      {jobId !== undefined || start.isPending ? (
        <div data-testid={`${prefix}-import-progress`}>
          <Typography.Text>
            {fileName} — {t(`import.status.${state?.status ?? 'queued'}`)}
          </Typography.Text>
          <Progress
            percent={percent}
            status={state?.status === 'failed' || lost ? 'exception' : state?.status === 'done' ? 'success' : 'active'}
          />
        </div>
      ) : null}
      {lost ? (
        <Alert type="error" showIcon title={t('crud:import.lost')} data-testid={`${prefix}-import-lost`} />
      ) : null}
      {state?.interrupted ? (
        <Alert
          type="error"
          showIcon
          title={t('crud:import.interrupted')}
          description={t('crud:import.interruptedHelp')}
          data-testid={`${prefix}-import-interrupted`}
        />
      ) : state?.status === 'failed' ? (
        <ImportErrors ns={ns} prefix={prefix} errors={state.errors} errorCount={state.errorCount} label={columnLabel} />
      ) : null}
      {state?.status === 'done' ? (
        <Result
          status="success"
          title={t('import.done', { count: state.written })}
          data-testid={`${prefix}-import-done`}
          extra={
            <Button type="primary" onClick={onToList} data-testid={`${prefix}-import-to-list`}>
              {t('import.toList')}
            </Button>
          }
        />
      ) : null}
    </Flex>
  );
}

/** The cells a failed import refused: row, column and the code's text (§8); nothing was written. */
function ImportErrors({
  ns,
  prefix,
  errors,
  errorCount,
  label,
}: {
  ns: string;
  prefix: string;
  errors: ImportCellError[];
  errorCount: number;
  label: (column: string) => string;
}) {
  const { t } = useTranslation(ns);
  const lang = getLang();
  const columns: ColumnsType<ImportCellError & { key: number }> = [
    { title: t('import.row'), dataIndex: 'row', width: 90, render: (v: number) => (v > 0 ? v : '—') },
    { title: t('import.column'), dataIndex: 'column', width: 180, render: (v: string) => (v ? label(v) : '—') },
    {
      title: t('import.problem'),
      dataIndex: 'code',
      render: (code: number) => `[${code}] ${errorMessage(code, lang) ?? t('import.unknownCode')}`,
    },
  ];
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={t('import.failed', { count: errorCount })}
        description={
          errorCount > errors.length ? t('import.moreErrors', { shown: errors.length, count: errorCount }) : undefined
        }
        style={{ marginBottom: 12 }}
        data-testid={`${prefix}-import-failed`}
      />
      <div data-testid={`${prefix}-import-errors`}>
        <Table
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={errors.map((e, key) => ({ ...e, key }))}
          pagination={errors.length > 20 ? { pageSize: 20 } : false}
          onRow={(r) => ({ 'data-testid': `${prefix}-import-error-${r.row}-${r.column || 'file'}` }) as object}
        />
      </div>
    </>
  );
}
