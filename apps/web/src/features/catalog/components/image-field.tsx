import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@tillbook/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImage } from '../api';
import { IMAGE_MAX_MB, useImageUpload } from './use-image-upload';

/** A product or modifier image inside a Form.Item (value = the image key), checked before it is sent. */
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
  const { upload, error, pending } = useImageUpload();
  const image = useImage(value);

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
            void upload(file).then((key) => key && onChange?.(key));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={pending} data-testid={`${testId}-upload`}>
            {value ? t('image.replace') : t('image.upload')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
            {t('image.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('image.hint', { max: IMAGE_MAX_MB })}</Typography.Text>
      {error && (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
