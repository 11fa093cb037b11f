import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { MAX_ONLINE_IMAGES, UPLOAD_LIMITS } from '@tillbook/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useImage } from '../api';
import { IMAGE_MAX_MB, useImageUpload } from './use-image-upload';

/** The keys with the images at `i` and `j` swapped (the buttons at the ends are disabled). */
const swapped = (keys: string[], i: number, j: number) =>
  keys.map((k, n) => (n === i ? keys[j] : n === j ? keys[i] : k));

/** One uploaded online image with its move and remove buttons. */
function Thumb({
  imageKey,
  index,
  count,
  onMove,
  onRemove,
}: {
  imageKey: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('catalog');
  const image = useImage(imageKey);
  return (
    <Flex vertical align="center" gap={4} data-testid={`product-online-image-${index}`} data-key={imageKey}>
      {image.data ? (
        <img
          src={image.data.dataUrl}
          alt={t('onlineImages.alt', { n: index + 1 })}
          style={{ height: 72, width: 72, objectFit: 'cover', border: '1px solid #f0f0f0' }}
        />
      ) : (
        <div style={{ height: 72, width: 72, border: '1px dashed #d9d9d9' }} />
      )}
      <Flex gap={2}>
        <Button
          size="small"
          icon={<LeftOutlined />}
          disabled={index === 0}
          aria-label={t('onlineImages.earlier')}
          onClick={() => onMove(-1)}
          data-testid={`product-online-image-${index}-earlier`}
        />
        <Button
          size="small"
          icon={<RightOutlined />}
          disabled={index === count - 1}
          aria-label={t('onlineImages.later')}
          onClick={() => onMove(1)}
          data-testid={`product-online-image-${index}-later`}
        />
        <Button
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('image.remove')}
          onClick={onRemove}
          data-testid={`product-online-image-${index}-remove`}
        />
      </Flex>
    </Flex>
  );
}

/**
 * The online shop's images of a product inside a Form.Item (value = keys in display order): up to 5 (§9), each an
 * image ≤ 2 MB (§5), added, removed and reordered here, saved with the product.
 */
export function OnlineImagesField({ value, onChange }: { value?: string[]; onChange?: (keys: string[]) => void }) {
  const { t } = useTranslation('catalog');
  const { upload, error, pending } = useImageUpload();
  const keys = value ?? [];
  // The keys when an upload ends (the user may have removed or moved images meanwhile).
  const latest = useRef(keys);
  latest.current = keys;
  const full = keys.length >= MAX_ONLINE_IMAGES;
  return (
    <Flex vertical gap={4} data-testid="product-online-images">
      <Flex gap={12} wrap align="start">
        {keys.map((key, i) => (
          <Thumb
            key={key}
            imageKey={key}
            index={i}
            count={keys.length}
            onMove={(delta) => onChange?.(swapped(keys, i, i + delta))}
            onRemove={() => onChange?.(keys.filter((k) => k !== key))}
          />
        ))}
        <Upload
          accept={UPLOAD_LIMITS.image.types.join(',')}
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            void upload(file).then((key) => {
              if (key) onChange?.([...latest.current, key].slice(0, MAX_ONLINE_IMAGES));
            });
            return false;
          }}
        >
          <Button
            icon={<PlusOutlined />}
            disabled={full}
            loading={pending}
            style={{ height: 72, width: 72 }}
            aria-label={t('onlineImages.add')}
            data-testid="product-online-images-add"
          />
        </Upload>
      </Flex>
      <Typography.Text type="secondary">
        {t('onlineImages.hint', { max: MAX_ONLINE_IMAGES, mb: IMAGE_MAX_MB, count: keys.length })}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" data-testid="product-online-images-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
