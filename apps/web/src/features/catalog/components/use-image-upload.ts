import { checkUpload, Err, errorMessage, UPLOAD_LIMITS } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { useUploadImage } from '../api';

/** The file as plain base64 (the upload takes no `data:` prefix). */
const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const IMAGE_MAX_MB = UPLOAD_LIMITS.image.maxBytes / 1024 / 1024;

/**
 * Uploads a product or modifier image after checking it in the browser with the contract's `checkUpload('image', …)`
 * (type, ≤ 2 MB; the server checks again). `upload(file)` answers the new key, or null with `error` set.
 */
export function useImageUpload() {
  const { t } = useTranslation('catalog');
  const mutation = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<string | null> => {
    const refused = checkUpload('image', { size: file.size, type: file.type });
    if (refused === 'type') {
      setError(errorMessage(Err.FILE_FORMAT_WRONG, getLang()) ?? t('image.type'));
      return null;
    }
    if (refused === 'size') {
      setError(t('image.size', { max: IMAGE_MAX_MB }));
      return null;
    }
    setError(null);
    try {
      const up = await mutation.mutateAsync({
        fileName: file.name,
        mimeType: file.type,
        base64: await readAsBase64(file),
      });
      return up.key;
    } catch {
      setError(t('image.failed'));
      return null;
    }
  };
  return { upload, error, pending: mutation.isPending };
}
