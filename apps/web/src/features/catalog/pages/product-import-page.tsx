import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@tillbook/contract';
import { Button, Flex, Progress, Result, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useImportJob, useImportTemplate, useInvalidateCatalog, useStartImport } from '../api';
import { EditFrame } from '../components/frames';
import { ImportErrors } from '../components/import-errors';
import { CATALOG_PATHS } from '../paths';

/** The file's bytes as base64 (without the data-URL prefix). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * /goodsSetting/goodsList/importGoodsExcel: download the template, upload a filled-in xlsx, follow the job. Every row is checked
 * first; a refused cell fails the whole import (nothing written) and is listed; otherwise all rows are written (simple products only).
 */
export default function ProductImportPage() {
  const { t } = useTranslation(['catalog', 'crud']);
  const navigate = useNavigate();
  const template = useImportTemplate();
  const start = useStartImport();
  const [jobId, setJobId] = useState<number>();
  const [fileName, setFileName] = useState('');
  const job = useImportJob(jobId);
  const invalidate = useInvalidateCatalog();
  const state = job.data;
  const finished = state?.status === 'done' || state?.status === 'failed';

  useEffect(() => {
    if (state?.status === 'done') void invalidate();
  }, [state?.status, invalidate]);

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
    : state.status === 'done' || state.status === 'failed'
      ? 100
      : state.total > 0
        ? Math.floor((state.processed / state.total) * 100)
        : 0;

  return (
    <EditFrame testId="product-import-page" title={t('import.title')} backTo={CATALOG_PATHS.products}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('import.intro')}</Typography.Paragraph>
        <div>
          <Button
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="product-import-template"
          >
            {t('import.template')}
          </Button>
        </div>
        <div data-testid="product-import-upload">
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
            <p className="ant-upload-hint">{t('import.hint')}</p>
          </Upload.Dragger>
        </div>
        {jobId !== undefined || start.isPending ? (
          <div data-testid="product-import-progress">
            <Typography.Text>
              {fileName} — {t(`import.status.${state?.status ?? 'checking'}`)}
            </Typography.Text>
            <Progress
              percent={percent}
              status={state?.status === 'failed' ? 'exception' : state?.status === 'done' ? 'success' : 'active'}
            />
          </div>
        ) : null}
        {state?.status === 'failed' ? <ImportErrors errors={state.errors} errorCount={state.errorCount} /> : null}
        {state?.status === 'done' ? (
          <Result
            status="success"
            title={t('import.done', { count: state.written })}
            data-testid="product-import-done"
            extra={
              <Button
                type="primary"
                onClick={() => navigate(CATALOG_PATHS.products)}
                data-testid="product-import-to-list"
              >
                {t('import.toList')}
              </Button>
            }
          />
        ) : null}
      </Flex>
    </EditFrame>
  );
}
