import { type InvoiceLogo, InvoiceSaveBody, type InvoiceSetting as Setting } from '@tillbook/contract';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, contractRule } from '../../../shared/form/rules';
import { useLanguageList } from '../../../shared/i18n/language-list';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { searchable } from '../../../shared/ui/select-options';
import { toast } from '../../../shared/ui/toast';
import { type InvoiceForm, useInvoice, useReceiptPreview, useSaveInvoice } from '../api';
import type { StoreKind } from '../kind';
import { LogoField } from './logo-field';
import { ReceiptPreview } from './receipt-preview';
import { NoStoresYet, StorePicker, useChosenStore } from './store-picker';

/** The receipt template of a store or truck (`?storeId=`): the form, and a live receipt preview beside it. */
export function InvoiceSetting({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const { storeId, choose, options } = useChosenStore(kind);
  const invoice = useInvoice(kind, storeId);

  const body = () => {
    if (options.isError || invoice.isError) {
      return <LoadError onRetry={() => void (options.isError ? options.refetch() : invoice.refetch())} />;
    }
    if (options.data?.length === 0) return <NoStoresYet kind={kind} />;
    if (!invoice.data) return <Skeleton active data-testid="invoice-loading" />;
    return (
      <InvoiceEditor key={`${invoice.data.storeId}-${invoice.dataUpdatedAt}`} kind={kind} setting={invoice.data} />
    );
  };

  return (
    <div data-testid="invoice-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`menu:${kind === 'store' ? 'storeManage' : 'diningCar'}.invoiceSetting`)}
        </Typography.Title>
        <StorePicker kind={kind} value={storeId} onChange={(id) => id && choose(id)} testId="invoice-store" />
      </Flex>
      {body()}
    </div>
  );
}

/** The value a hook gives back only after it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function InvoiceEditor({ kind, setting }: { kind: StoreKind; setting: Setting }) {
  const { t } = useTranslation(['stores', 'crud']);
  const [form] = Form.useForm<InvoiceForm>();
  const languages = useLanguageList();
  const save = useSaveInvoice(kind);
  const [logo, setLogo] = useState<InvoiceLogo | null>(setting.logo);

  const initialValues: InvoiceForm = {
    storeId: setting.storeId,
    logoKey: setting.logo?.key ?? null,
    title: setting.title,
    footer: setting.footer,
    sysLanguageId: setting.sysLanguageId,
    showCustomer: setting.showCustomer,
    showNotes: setting.showNotes,
  };
  const watched = Form.useWatch([], form) as Partial<InvoiceForm> | undefined;
  // Debounced as text: equal values keep one identity, so the preview asks again only when something changed.
  const valuesText = JSON.stringify({
    ...initialValues,
    ...watched,
    storeId: setting.storeId,
    logoKey: logo?.key ?? null,
  });
  const settledText = useDebounced(valuesText, 300);
  const previewBody = useMemo(() => JSON.parse(settledText) as InvoiceForm, [settledText]);
  const preview = useReceiptPreview(kind, previewBody);

  const submit = async (v: InvoiceForm) => {
    try {
      await save.mutateAsync({ ...v, storeId: setting.storeId, logoKey: logo?.key ?? null });
      toast.success(t('crud:saved'));
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card>
          <Form<InvoiceForm>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={submit}
            data-testid="invoice-form"
          >
            <LogoField kind={kind} logo={logo} onLogo={setLogo} />
            <Form.Item
              name="title"
              label={t('invoice.title')}
              extra={t('invoice.titleHint')}
              rules={[contractRule(InvoiceSaveBody.shape.title, t('validation.tooLong'))]}
            >
              <Input maxLength={50} data-testid="invoice-title" />
            </Form.Item>
            <Form.Item
              name="footer"
              label={t('invoice.footer')}
              rules={[contractRule(InvoiceSaveBody.shape.footer, t('validation.tooLong'))]}
            >
              <Input.TextArea
                maxLength={200}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid="invoice-footer"
              />
            </Form.Item>
            <Form.Item name="sysLanguageId" label={t('invoice.language')} extra={t('invoice.languageHint')}>
              <Select
                showSearch={searchable}
                options={languages.map((l) => ({ value: l.sysLanguageId, label: l.nativeName }))}
                data-testid="invoice-language"
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={12}>
                <Form.Item name="showCustomer" label={t('invoice.showCustomer')} valuePropName="checked">
                  <Switch data-testid="invoice-show-customer" />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item name="showNotes" label={t('invoice.showNotes')} valuePropName="checked">
                  <Switch data-testid="invoice-show-notes" />
                </Form.Item>
              </Col>
            </Row>
            <Flex justify="flex-end">
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="invoice-save">
                {t('crud:save')}
              </Button>
            </Flex>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('invoice.preview')} style={{ background: '#fafafa' }}>
          <ReceiptPreview preview={preview.data} />
        </Card>
      </Col>
    </Row>
  );
}
