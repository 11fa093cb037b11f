import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUpload, Err, errorMessage, UPLOAD_LIMITS } from '@tillbook/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { useImage, useUploadImage } from '../api';

/** The file as plain base64 (the upload takes no `data:` prefix). */
const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A product or modifier image inside a Form.Item (value = the image key): the file is checked in the browser with
 * the contract's `checkUpload('image', …)` (type, ≤ 2 MB) before it is sent; the server checks again.
 */
export function ImageField({
  value,
  onChange,
  testId,
}: {
  value?: string | null;
  onChange?: (key: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('catalog');
  const upload = useUploadImage();
  const image = useImage(value);
  const [error, setError] = useState<string | null>(null);
  const maxMb = UPLOAD_LIMITS.image.maxBytes / 1024 / 1024;

  const onFile = async (file: File) => {
    const refused = checkUpload('image', { size: file.size, type: file.type });
    if (refused === 'type') return setError(errorMessage(Err.FILE_FORMAT_WRONG, getLang()) ?? t('image.type'));
    if (refused === 'size') return setError(t('image.size', { max: maxMb }));
    setError(null);
    try {
      const up = await upload.mutateAsync({
        fileName: file.name,
        mimeType: file.type,
        base64: await readAsBase64(file),
      });
      onChange?.(up.key);
    } catch {
      setError(t('image.failed'));
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={12} align="center" wrap>
        {value && image.data ? (
          <img
            src={image.data.dataUrl}
            alt={t('image.label')}
            style={{ height: 56, width: 56, objectFit: 'cover', border: '1px solid #f0f0f0' }}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Typography.Text type="secondary">{value ? t('image.uploaded') : t('image.none')}</Typography.Text>
        )}
        <Upload
          accept={UPLOAD_LIMITS.image.types.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid={`${testId}-upload`}>
            {value ? t('image.replace') : t('image.upload')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
            {t('image.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('image.hint', { max: maxMb })}</Typography.Text>
      {error && (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
