import { UploadOutlined } from '@ant-design/icons';
import { AD_FILE_ACCEPT, type AdFileInfo, type AdFileUpload, type AdType, adMaxBytes } from '@tillbook/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './file-size';

/** The file's bytes in base64 (what the save carries), without the data URL's prefix. */
export const readAsBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The ad's file inside a Form.Item (value = the chosen file as the save sends it, undefined to keep the saved one).
 * The browser checks only the size of the type (§5); what the file is, the server reads from its bytes (20094).
 * `saved` is the file of the ad being edited. Test ids `ad-form-file…`.
 */
export function AdFileField({
  type,
  saved,
  value,
  onChange,
}: {
  type: AdType;
  saved?: AdFileInfo;
  value?: AdFileUpload;
  onChange?: (file: AdFileUpload | undefined) => void;
}) {
  const { t } = useTranslation('adMaterial');
  const [reading, setReading] = useState(false);
  const [size, setSize] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setReading(true);
    try {
      setSize(file.size);
      onChange?.({ name: file.name, base64: await readAsBase64(file) });
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text data-testid="ad-form-file-state">
          {value
            ? t('form.fileChosen', { name: value.name, size: formatFileSize(size ?? 0) })
            : saved
              ? t('form.fileSaved', { name: saved.name, size: formatFileSize(saved.bytes) })
              : t('form.fileNone')}
        </Typography.Text>
        <Upload
          accept={AD_FILE_ACCEPT[type]}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={reading} data-testid="ad-form-file">
            {value || saved ? t('form.fileReplace') : t('form.fileChoose')}
          </Button>
        </Upload>
      </Flex>
      <Typography.Text type="secondary">
        {t(`form.fileHint.${type}`, { max: formatFileSize(adMaxBytes(type)) })}
      </Typography.Text>
    </Flex>
  );
}
