import type { PurchaseDetail } from '@tillbook/contract';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { trimDecimal } from '../../../shared/format/dates';
import { toast } from '../../../shared/ui/toast';
import { useSavePurchase } from '../api';
import { DocumentForm } from './document-form';
import type { DocumentLine } from './document-lines';
import { PartnerSelect, StoreField } from './filters';
import { documentCodeFields, markServerIssues } from './form-support';

const DAY = 'YYYY-MM-DD';

interface PurchaseFormValues {
  number: string;
  supplierId?: number;
  storeId?: number;
  purchaseDate?: Dayjs;
  expectedDate?: Dayjs | null;
  note: string;
  lines: DocumentLine[];
}

/** What a new order starts with: e.g. the low-stock shortcut's store, supplier and suggested quantities. */
export interface PurchasePrefill {
  storeId?: number;
  supplierId?: number;
  lines?: DocumentLine[];
}

function initialValues(order: PurchaseDetail | undefined, prefill: PurchasePrefill | undefined): PurchaseFormValues {
  if (!order)
    return {
      number: '',
      supplierId: prefill?.supplierId,
      storeId: prefill?.storeId,
      purchaseDate: dayjs(),
      expectedDate: null,
      note: '',
      lines: prefill?.lines ?? [],
    };
  return {
    number: order.number,
    supplierId: order.supplierId,
    storeId: order.storeId,
    purchaseDate: dayjs(order.purchaseDate),
    expectedDate: order.expectedDate ? dayjs(order.expectedDate) : null,
    note: order.note,
    lines: order.lines.map((l) => ({ ...l, quantity: trimDecimal(l.quantity), cost: trimDecimal(l.cost) })),
  };
}

/**
 * A purchase order (addOrder): supplier, store, purchase and expected dates, note, and its lines with quantity and
 * unit cost (a picked item starts at its purchase cost). Editing is for an order that has received nothing.
 */
export function PurchaseForm({
  order,
  prefill,
  onDone,
}: {
  order?: PurchaseDetail;
  prefill?: PurchasePrefill;
  onDone: (saved: PurchaseDetail) => void;
}) {
  const { t } = useTranslation(['stock', 'crud']);
  const [form] = Form.useForm<PurchaseFormValues>();
  const save = useSavePurchase();
  const purchaseDate: Dayjs | undefined = Form.useWatch('purchaseDate', form);

  const submit = async (v: PurchaseFormValues) => {
    const lines: DocumentLine[] = form.getFieldValue('lines') ?? [];
    try {
      const saved = await save.mutateAsync({
        id: order?.id,
        number: v.number?.trim() ?? '',
        supplierId: v.supplierId as number,
        storeId: v.storeId as number,
        purchaseDate: (v.purchaseDate ?? dayjs()).format(DAY),
        expectedDate: v.expectedDate ? v.expectedDate.format(DAY) : null,
        note: v.note ?? '',
        lines: lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity ?? '',
          cost: l.cost || '0',
        })),
      });
      toast.success(t('crud:saved'));
      onDone(saved);
    } catch (err) {
      markServerIssues(form, err, documentCodeFields());
    }
  };

  return (
    <DocumentForm<PurchaseFormValues>
      form={form}
      initialValues={initialValues(order, prefill)}
      storeField="storeId"
      lines={{ cost: true }}
      onFinish={submit}
      saving={save.isPending}
      testId="purchase-form"
      head={
        <>
          <Form.Item
            name="supplierId"
            label={t('partner.supplier.one')}
            rules={[{ required: true, message: t('purchase.supplierRequired') }]}
          >
            <PartnerSelect
              kind="supplier"
              placeholder={t('partner.supplier.one')}
              width="100%"
              testId="purchase-form-supplier"
            />
          </Form.Item>
          <StoreField testId="purchase-form-store" />
          <Form.Item
            name="purchaseDate"
            label={t('purchase.purchaseDate')}
            rules={[{ required: true, message: t('purchase.purchaseDateRequired') }]}
          >
            <DatePicker allowClear={false} style={{ width: '100%' }} data-testid="purchase-form-date" />
          </Form.Item>
          <Form.Item name="expectedDate" label={t('purchase.expectedDate')}>
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => (purchaseDate ? d.isBefore(purchaseDate, 'day') : false)}
              data-testid="purchase-form-expected"
            />
          </Form.Item>
        </>
      }
    />
  );
}
