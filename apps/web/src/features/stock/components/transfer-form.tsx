import { type TransferDetail, TransferSaveBody } from '@tillbook/contract';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { useSaveTransfer } from '../api';
import { DocumentForm } from './document-form';
import type { DocumentLine } from './document-lines';
import { StoreSelect } from './filters';
import { documentCodeFields, markServerIssues, maxLength } from './form-support';
import { movedOnValue } from './moved-on-field';

interface TransferFormValues {
  number: string;
  fromStoreId?: number;
  fromArea: string;
  toStoreId?: number;
  toArea: string;
  date?: Dayjs;
  note: string;
  lines: DocumentLine[];
}

/** The body the form would send (the contract's whole-body rules, e.g. source ≠ target, run on it). */
const bodyOf = (v: Partial<TransferFormValues>, lines: DocumentLine[]) => ({
  number: v.number?.trim() ?? '',
  fromStoreId: v.fromStoreId as number,
  fromArea: v.fromArea ?? '',
  toStoreId: v.toStoreId as number,
  toArea: v.toArea ?? '',
  note: v.note ?? '',
  date: movedOnValue(v.date),
  lines: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity ?? '' })),
});

/**
 * A transfer (addTransfer): source store and area, target store and area (the stores differ), the day it left, the
 * lines with quantities below 1,000,000 (1018). Saving sends it: stock leaves the source at once (20089 when short).
 */
export function TransferForm({ onDone }: { onDone: (saved: TransferDetail) => void }) {
  const { t } = useTranslation(['stock', 'crud']);
  const [form] = Form.useForm<TransferFormValues>();
  const save = useSaveTransfer();

  // The contract's rule on the whole body, as it concerns the target store.
  const differentStores = {
    validator: async () => {
      const v = form.getFieldsValue(true) as TransferFormValues;
      if (!v.fromStoreId || !v.toStoreId) return;
      // One stand-in line: only the stores are in question here.
      const parsed = TransferSaveBody.safeParse({ ...bodyOf(v, []), lines: [{ productId: 1, quantity: '1' }] });
      if (!parsed.success && parsed.error.issues.some((i) => i.path.join('.') === 'toStoreId'))
        throw new Error(t('transfer.sameStore'));
    },
  };

  const submit = async (v: TransferFormValues) => {
    try {
      const saved = await save.mutateAsync(bodyOf(v, form.getFieldValue('lines') ?? []));
      toast.success(t('transfer.sent'));
      onDone(saved);
    } catch (err) {
      markServerIssues(form, err, documentCodeFields('fromStoreId'));
    }
  };

  const area = (name: 'fromArea' | 'toArea') => (
    <Form.Item
      name={name}
      label={t(`transfer.${name}`)}
      rules={[contractRule(TransferSaveBody.shape[name], t('field.textRule'))]}
    >
      <Input maxLength={maxLength(TransferSaveBody.shape[name])} data-testid={`transfer-form-${name}`} />
    </Form.Item>
  );

  return (
    <DocumentForm<TransferFormValues>
      form={form}
      initialValues={{ number: '', fromArea: '', toArea: '', note: '', lines: [] }}
      storeField="fromStoreId"
      lines={{}}
      onFinish={submit}
      saving={save.isPending}
      testId="transfer-form"
      dated
      head={
        <>
          <Form.Item
            name="fromStoreId"
            label={t('transfer.fromStore')}
            rules={[{ required: true, message: t('field.storeRequired') }]}
          >
            <StoreSelect
              placeholder={t('transfer.fromStore')}
              width="100%"
              allowClear={false}
              testId="transfer-form-from"
            />
          </Form.Item>
          {area('fromArea')}
          <Form.Item
            name="toStoreId"
            label={t('transfer.toStore')}
            dependencies={['fromStoreId']}
            rules={[{ required: true, message: t('field.storeRequired') }, differentStores]}
          >
            <StoreSelect
              placeholder={t('transfer.toStore')}
              width="100%"
              allowClear={false}
              testId="transfer-form-to"
            />
          </Form.Item>
          {area('toArea')}
        </>
      }
    />
  );
}
