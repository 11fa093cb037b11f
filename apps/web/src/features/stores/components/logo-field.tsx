import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUpload, Err, errorMessage, type InvoiceLogo, UPLOAD_LIMITS } from '@tillbook/contract';
import { Button, Flex, Form, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../shared/form/rules';
import { getLang } from '../../../shared/i18n/lang';
import { useUploadLogo } from '../api';
import type { StoreKind } from '../kind';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The receipt logo: the file is checked in the browser with the contract's limits (≤ 200 KB, an image type) before
 * it is sent; the server checks again (type by content too). Sets the form's `logoKey`.
 */
export function LogoField({
  kind,
  logo,
  onLogo,
}: {
  kind: StoreKind;
  logo: InvoiceLogo | null;
  onLogo: (logo: InvoiceLogo | null) => void;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  const form = Form.useFormInstance();
  const upload = useUploadLogo(kind);
  const maxKb = UPLOAD_LIMITS.logo.maxBytes / 1024;
  const fail = (message: string) => form.setFields([{ name: 'logoKey', errors: [message] }]);

  const onFile = async (file: File) => {
    const refused = checkUpload('logo', { size: file.size, type: file.type });
    if (refused === 'type') return fail(errorMessage(Err.FILE_FORMAT_WRONG, getLang()) ?? t('invoice.logoType'));
    if (refused === 'size') return fail(t('invoice.logoSize', { max: maxKb }));
    try {
      const uploaded = await upload.mutateAsync({
        fileName: file.name,
        mimeType: file.type,
        base64: await readAsDataUrl(file),
      });
      form.setFields([{ name: 'logoKey', value: uploaded.key, errors: [] }]);
      onLogo(uploaded);
    } catch (err) {
      if (!applyServerIssues(form, err)) form.setFields([{ name: 'logoKey', errors: [t('invoice.logoFailed')] }]);
    }
  };

  const remove = () => {
    form.setFields([{ name: 'logoKey', value: null, errors: [] }]);
    onLogo(null);
  };

  return (
    <Form.Item name="logoKey" label={t('invoice.logo')} extra={t('invoice.logoHint', { max: maxKb })}>
      <LogoControl
        logo={logo}
        busy={upload.isPending}
        accept={UPLOAD_LIMITS.logo.types.join(',')}
        onFile={(file) => void onFile(file)}
        onRemove={remove}
      />
    </Form.Item>
  );
}

/** The control inside the form item (it receives the item's value, which the logo state mirrors). */
function LogoControl({
  logo,
  busy,
  accept,
  onFile,
  onRemove,
}: {
  logo: InvoiceLogo | null;
  busy: boolean;
  accept: string;
  onFile: (file: File) => void;
  onRemove: () => void;
  value?: string | null;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  return (
    <Flex gap={12} align="center" wrap>
      {logo ? (
        <img
          src={logo.dataUrl}
          alt={t('invoice.logo')}
          style={{ height: 48, maxWidth: 160, objectFit: 'contain', border: '1px solid #f0f0f0', padding: 2 }}
          data-testid="invoice-logo-image"
        />
      ) : (
        <Typography.Text type="secondary">{t('invoice.noLogo')}</Typography.Text>
      )}
      <Upload
        accept={accept}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="invoice-logo-upload">
          {logo ? t('invoice.replaceLogo') : t('invoice.uploadLogo')}
        </Button>
      </Upload>
      {logo && (
        <Button icon={<DeleteOutlined />} onClick={onRemove} data-testid="invoice-logo-remove">
          {t('invoice.removeLogo')}
        </Button>
      )}
    </Flex>
  );
}
