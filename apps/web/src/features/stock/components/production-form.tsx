import { PRODUCTION_KINDS, type ProductionDetail, type ProductionKind } from '@tillbook/contract';
import { Form, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useSaveProduction } from '../api';
import { DocumentForm } from './document-form';
import type { DocumentLine } from './document-lines';
import { StoreField } from './filters';
import { documentCodeFields, markServerIssues } from './form-support';
import { movedOnValue } from './moved-on-field';

interface ProductionFormValues {
  kind: ProductionKind;
  number: string;
  storeId?: number;
  date?: Dayjs;
  note: string;
  lines: DocumentLine[];
}

/**
 * A production or disassembly (addProduce): composite products of a store and how many to make (consuming their
 * components) or take apart (giving the components back); applied at once, 20089 when something is short.
 */
export function ProductionForm({ onDone }: { onDone: (saved: ProductionDetail) => void }) {
  const { t } = useTranslation(['stock', 'crud']);
  const [form] = Form.useForm<ProductionFormValues>();
  const save = useSaveProduction();

  const submit = async (v: ProductionFormValues) => {
    const lines: DocumentLine[] = form.getFieldValue('lines') ?? [];
    try {
      const saved = await save.mutateAsync({
        kind: v.kind,
        number: v.number?.trim() ?? '',
        storeId: v.storeId as number,
        note: v.note ?? '',
        date: movedOnValue(v.date),
        lines: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity ?? '' })),
      });
      toast.success(t('crud:saved'));
      onDone(saved);
    } catch (err) {
      markServerIssues(form, err, documentCodeFields());
    }
  };

  return (
    <DocumentForm<ProductionFormValues>
      form={form}
      initialValues={{ kind: 'production', number: '', note: '', lines: [] }}
      storeField="storeId"
      lines={{ compositeOnly: true }}
      onFinish={submit}
      saving={save.isPending}
      testId="production-form"
      dated
      head={
        <>
          <Form.Item name="kind" label={t('production.kind')} extra={t('production.kindHelp')}>
            <Radio.Group
              optionType="button"
              options={PRODUCTION_KINDS.map((k) => ({ value: k, label: t(`production.kinds.${k}`) }))}
              data-testid="production-form-kind"
            />
          </Form.Item>
          <StoreField testId="production-form-store" />
        </>
      }
    />
  );
}
