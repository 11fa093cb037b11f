import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUpload, Err, errorMessage, type PromoKind, UPLOAD_LIMITS } from '@tillbook/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { usePromoImage, useUploadPromoImage } from '../api';

const MAX_MB = UPLOAD_LIMITS.image.maxBytes / 1024 / 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An ad's or theme's image inside a Form.Item (value = the uploaded key): checked in the browser with the contract's
 * limits (an image type, ≤ 2 MB) before it is sent; the server checks again, the type by content too (20094 / 20099).
 * `saved` is the ad or theme being edited: its saved image is previewed through the online shop's own image read.
 */
export function PromoImageField({
  kind,
  saved,
  value,
  onChange,
}: {
  kind: PromoKind;
  saved?: { id: number; imageKey: string | null };
  value?: string | null;
  onChange?: (key: string | null) => void;
}) {
  const { t } = useTranslation('onlineShop');
  const upload = useUploadPromoImage(kind);
  const preview = usePromoImage(kind, value, saved && value === saved.imageKey ? saved.id : undefined);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File) => {
    const refused = checkUpload('image', { size: file.size, type: file.type });
    if (refused === 'type') return setError(errorMessage(Err.FILE_FORMAT_WRONG, getLang()) ?? t('image.type'));
    if (refused === 'size') return setError(t('image.size', { max: MAX_MB }));
    setError(null);
    try {
      const image = await upload.mutateAsync({
        fileName: file.name,
        mimeType: file.type,
        base64: await readAsDataUrl(file),
      });
      onChange?.(image.key);
    } catch {
      setError(t('image.failed'));
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={12} align="center" wrap>
        {value && preview.data ? (
          <img
            src={preview.data}
            alt={t('field.image')}
            style={{ height: 72, maxWidth: 200, objectFit: 'contain', border: '1px solid #f0f0f0' }}
            data-testid="promo-image-preview"
          />
        ) : (
          <Typography.Text type="secondary" data-testid="promo-image-state">
            {value ? t('image.uploaded') : t('image.none')}
          </Typography.Text>
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
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="promo-image-upload">
            {value ? t('image.replace') : t('image.upload')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="promo-image-remove">
            {t('image.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('image.hint', { max: MAX_MB })}</Typography.Text>
      {error && (
        <Typography.Text type="danger" data-testid="promo-image-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
