import { COUNT_TYPES, type CountDetail } from '@tillbook/contract';
import { Alert, Button, Flex, Form, Radio } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { trimDecimal } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { toast } from '../../../shared/ui/toast';
import { useCount, useSaveCount } from '../api';
import { DocumentForm } from '../components/document-form';
import type { DocumentLine } from '../components/document-lines';
import { StoreField } from '../components/filters';
import { documentCodeFields, markServerIssues } from '../components/form-support';
import { Loaded, StockFrame } from '../components/frames';
import { STOCK_PATHS } from '../paths';

interface CountFormValues {
  number: string;
  storeId?: number;
  type: (typeof COUNT_TYPES)[number];
  note: string;
  lines: DocumentLine[];
}

/**
 * /stockManage/selectGoodsForInventory: a new stock count (or `?id=` a draft's items): the store, partial (the
 * items chosen here) or full (every tracked item of the store), then saved as a draft or started at once.
 */
export default function CountSelectPage() {
  const { t } = useTranslation(['stock', 'menu', 'crud']);
  const id = idParam(useSearchParams()[0]);
  const count = useCount(id);
  return (
    <StockFrame
      testId="count-select-page"
      title={t('menu:stockManage.selectGoodsForInventory')}
      backTo={STOCK_PATHS.counts}
      narrow
    >
      {id ? (
        <Loaded query={count} testId="count-select">
          {(c) =>
            c.status === 'draft' ? (
              <CountForm key={c.id} draft={c} />
            ) : (
              <Alert type="info" showIcon title={t('count.notDraft')} data-testid="count-not-draft" />
            )
          }
        </Loaded>
      ) : (
        <CountForm />
      )}
    </StockFrame>
  );
}

function CountForm({ draft }: { draft?: CountDetail }) {
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const [form] = Form.useForm<CountFormValues>();
  const save = useSaveCount();
  const start = useRef(false);
  const type = Form.useWatch('type', form) ?? draft?.type ?? 'partial';

  const submit = async (v: CountFormValues) => {
    const lines: DocumentLine[] = v.type === 'partial' ? (form.getFieldValue('lines') ?? []) : [];
    const counted = new Map((draft?.lines ?? []).map((l) => [`${l.productId}:${l.variantId ?? 0}`, l.counted]));
    try {
      const saved = await save.mutateAsync({
        id: draft?.id,
        number: v.number?.trim() ?? '',
        storeId: v.storeId as number,
        type: v.type,
        note: v.note ?? '',
        start: start.current,
        // A draft's counts so far stay with their items.
        lines: lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          counted: counted.get(`${l.productId}:${l.variantId ?? 0}`) ?? null,
        })),
      });
      toast.success(t(start.current ? 'count.started' : 'crud:saved'));
      navigate(start.current ? `${STOCK_PATHS.countSave}?id=${saved.id}` : STOCK_PATHS.counts, { replace: true });
    } catch (err) {
      markServerIssues(form, err, documentCodeFields());
    }
  };

  const submitAs = (startNow: boolean) => {
    start.current = startNow;
    form.submit();
  };

  return (
    <DocumentForm<CountFormValues>
      form={form}
      initialValues={{
        number: draft?.number ?? '',
        storeId: draft?.storeId,
        type: draft?.type ?? 'partial',
        note: draft?.note ?? '',
        lines: draft?.type === 'partial' ? draft.lines.map((l) => ({ ...l, onHand: trimDecimal(l.expected) })) : [],
      }}
      storeField="storeId"
      lines={type === 'partial' ? { quantity: false } : null}
      onFinish={submit}
      saving={save.isPending}
      testId="count-form"
      head={
        <>
          <StoreField testId="count-form-store" />
          <Form.Item name="type" label={t('count.type')} extra={t(`count.typeHelp.${type}`)}>
            <Radio.Group
              optionType="button"
              options={COUNT_TYPES.map((k) => ({
                value: k,
                label: <span data-testid={`count-form-type-${k}`}>{t(`count.types.${k}`)}</span>,
              }))}
            />
          </Form.Item>
        </>
      }
      actions={
        <Flex gap={8} wrap>
          <Button
            loading={save.isPending && !start.current}
            onClick={() => submitAs(false)}
            data-testid="count-form-draft"
          >
            {t('count.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && start.current}
            onClick={() => submitAs(true)}
            data-testid="count-form-start"
          >
            {t('count.saveAndCount')}
          </Button>
        </Flex>
      }
    />
  );
}
