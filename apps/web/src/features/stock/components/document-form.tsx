import { AdjustmentSaveBody, documentNumber, STOCK_NUMBER_MAX } from '@tillbook/contract';
import { Button, Col, Form, type FormInstance, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { DocumentLines } from './document-lines';
import { maxLength } from './form-support';
import { MovedOnField, movedOnToday } from './moved-on-field';

// Every document's note is the same contract field (text of at most 200).
const NOTE = AdjustmentSaveBody.shape.note;

/**
 * The form of every stock document: its own head fields (store, supplier, dates …), the optional number (empty
 * → generated, at most 30 characters: 1017), a note, and the lines. `storeField` names the head field whose store
 * the line picker searches. A `dated` document also has the day its stock moved (field `date`, today to start with).
 * Test ids: `<testId>` (form), `-date`, `-number`, `-note`, `-save`; lines under `lines`.
 */
export function DocumentForm<V extends object>({
  form,
  initialValues,
  head,
  storeField,
  lines,
  onFinish,
  saving,
  testId,
  actions,
  dated = false,
}: {
  form: FormInstance<V>;
  initialValues: Partial<V>;
  head: ReactNode;
  storeField: string;
  lines: { quantity?: boolean; cost?: boolean; compositeOnly?: boolean; required?: boolean } | null;
  onFinish: (values: V) => void;
  saving: boolean;
  testId: string;
  /** Buttons instead of the one save button (they call `form.submit()`). */
  actions?: ReactNode;
  /** The document moves stock on a day the user picks (contract `movedOn`). */
  dated?: boolean;
}) {
  const { t } = useTranslation(['stock', 'crud']);
  const storeId: number | undefined = Form.useWatch(storeField, form);
  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={dated ? { date: movedOnToday(), ...initialValues } : initialValues}
      onFinish={onFinish}
      scrollToFirstError
      data-testid={testId}
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          {head}
        </Col>
        <Col xs={24} md={12}>
          {dated ? <MovedOnField testId={`${testId}-date`} /> : null}
          <Form.Item
            name="number"
            label={t('field.number')}
            extra={t('field.numberHelp', { max: STOCK_NUMBER_MAX })}
            rules={[contractRule(documentNumber, t('field.numberRule', { max: STOCK_NUMBER_MAX }))]}
          >
            <Input maxLength={STOCK_NUMBER_MAX} autoComplete="off" data-testid={`${testId}-number`} />
          </Form.Item>
          <Form.Item name="note" label={t('field.note')} rules={[contractRule(NOTE, t('field.noteRule'))]}>
            <Input.TextArea rows={3} maxLength={maxLength(NOTE)} showCount data-testid={`${testId}-note`} />
          </Form.Item>
        </Col>
      </Row>
      {lines ? (
        <Form.Item label={t('field.lines')} required={lines.required !== false}>
          <DocumentLines storeId={storeId} {...lines} />
        </Form.Item>
      ) : null}
      <Form.Item style={{ marginTop: 16, marginBottom: 0 }}>
        {actions ?? (
          <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
            {t('crud:save')}
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
