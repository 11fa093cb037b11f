import type { AdjustmentDetail, AdjustmentKind } from '@tillbook/contract';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useSaveAdjustment } from '../api';
import { DocumentForm } from './document-form';
import type { DocumentLine } from './document-lines';
import { StoreField } from './filters';
import { documentCodeFields, markServerIssues } from './form-support';
import { movedOnValue } from './moved-on-field';

interface AdjustmentFormValues {
  number: string;
  storeId?: number;
  date?: Dayjs;
  note: string;
  lines: DocumentLine[];
}

/**
 * An increase, damage or loss record (addIncrease, addDamage, addLoss): store, the day it happened, note and lines,
 * applied at once.
 * Only an increase has a unit cost (damage and loss leave at the average cost; 20089 when short).
 */
export function AdjustmentForm({ kind, onDone }: { kind: AdjustmentKind; onDone: (saved: AdjustmentDetail) => void }) {
  const { t } = useTranslation(['stock', 'crud']);
  const [form] = Form.useForm<AdjustmentFormValues>();
  const save = useSaveAdjustment();
  const withCost = kind === 'increase';

  const submit = async (v: AdjustmentFormValues) => {
    const lines: DocumentLine[] = form.getFieldValue('lines') ?? [];
    try {
      const saved = await save.mutateAsync({
        kind,
        number: v.number?.trim() ?? '',
        storeId: v.storeId as number,
        note: v.note ?? '',
        date: movedOnValue(v.date),
        lines: lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity ?? '',
          cost: withCost ? l.cost || '0' : '0',
        })),
      });
      toast.success(t('crud:saved'));
      onDone(saved);
    } catch (err) {
      markServerIssues(form, err, documentCodeFields());
    }
  };

  return (
    <DocumentForm<AdjustmentFormValues>
      form={form}
      initialValues={{ number: '', note: '', lines: [] }}
      storeField="storeId"
      lines={{ cost: withCost }}
      onFinish={submit}
      saving={save.isPending}
      testId="adjustment-form"
      dated
      head={<StoreField testId="adjustment-form-store" />}
    />
  );
}
