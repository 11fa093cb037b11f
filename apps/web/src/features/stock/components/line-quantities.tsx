import { STOCK_QUANTITY_LIMIT, type StockItemInfo, stockQuantity } from '@tillbook/contract';
import { Button, Col, Flex, Form, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, issueFieldName, ruleMessage, type SafeParser } from '../../../shared/form/rules';
import { trimDecimal } from '../../../shared/format/dates';
import { CellDecimalInput as DecimalInput } from '../../../shared/ui/decimal-input';
import { formatQty, itemName } from '../format';
import { MovedOnField, movedOnToday, movedOnValue } from './moved-on-field';

/** A line of a document to receive or return against: its figures so far and what may still move. */
export interface QuantityLine extends StockItemInfo {
  id: number;
  /** Shown before the input, e.g. ordered and received so far. */
  figures: { key: string; title: string; value: string }[];
  /** The most this action may take on the line (ordered − received, received − returned, sent − received). */
  remaining: string;
}

export interface QuantitiesResult {
  /** The day the goods moved (contract `movedOn`). */
  date: string | undefined;
  lines: { lineId: number; quantity: string }[];
}

interface QuantitiesValues {
  date?: Dayjs;
  q?: Record<string, string>;
}

/**
 * The quantities of a receipt or return, per line of a document: empty means "nothing on this line"; a quantity
 * follows the contract's rule and may not go above the line's remaining quantity; at least one line (1005). The day
 * the goods moved is today unless picked earlier. A refusal of `onSubmit` with field issues marks those fields.
 * Test ids: `<testId>-date`, `<testId>-<lineId>` (input), `<testId>-<lineId>-remaining`, `<testId>-fill`,
 * `<testId>-save`.
 */
export function LineQuantities({
  lines,
  linesSchema,
  saving,
  submitLabel,
  onSubmit,
  testId,
}: {
  lines: QuantityLine[];
  /** The contract's rule of the request's lines (at least one, each once). */
  linesSchema: SafeParser;
  saving: boolean;
  submitLabel: string;
  /** Saves; a rejection (the client has toasted it) marks the fields its issues name. */
  onSubmit: (result: QuantitiesResult) => void | Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<QuantitiesValues>();
  const [listError, setListError] = useState<string | null>(null);
  const open = lines.filter((l) => Number(l.remaining) > 0);

  const lineRule = (line: QuantityLine) => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) return;
      const message = ruleMessage(
        stockQuantity,
        value,
        t('lines.quantityRule', { max: formatQty(String(STOCK_QUANTITY_LIMIT)) }),
      );
      if (message) throw new Error(message);
      if (Number(value) > Number(line.remaining))
        throw new Error(t('quantities.atMost', { max: formatQty(line.remaining) }));
    },
  });

  const submit = async (v: QuantitiesValues) => {
    const chosen = Object.entries(v.q ?? {})
      .filter(([, quantity]) => quantity && Number(quantity) > 0)
      .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
    const message = ruleMessage(linesSchema, chosen, t('quantities.none'));
    setListError(message);
    if (message) return;
    try {
      await onSubmit({ date: movedOnValue(v.date), lines: chosen });
    } catch (err) {
      // 'lines.1.quantity' is the input of the second line sent.
      applyServerIssues(form, err, (path) => {
        const name = issueFieldName(path);
        const line = name[0] === 'lines' && typeof name[1] === 'number' ? chosen[name[1]] : undefined;
        return line ? ['q', String(line.lineId)] : name;
      });
    }
  };

  const fillAll = () => {
    form.setFieldsValue({ q: Object.fromEntries(open.map((l) => [String(l.id), trimDecimal(l.remaining)])) });
    setListError(null);
  };

  const columns: ColumnsType<QuantityLine> = [
    { title: t('field.item'), key: 'item', render: (_, l) => itemName(l) },
    ...(lines[0]?.figures ?? []).map((f, i) => ({
      title: f.title,
      key: f.key,
      align: 'right' as const,
      render: (_: unknown, l: QuantityLine) => formatQty(l.figures[i]?.value),
    })),
    {
      title: t('quantities.remaining'),
      key: 'remaining',
      align: 'right',
      render: (_, l) => <span data-testid={`${testId}-${l.id}-remaining`}>{formatQty(l.remaining)}</span>,
    },
    {
      title: t('quantities.now'),
      key: 'now',
      render: (_, l) =>
        Number(l.remaining) > 0 ? (
          <Form.Item name={['q', String(l.id)]} rules={[lineRule(l)]} style={{ margin: 0 }}>
            <DecimalInput testId={`${testId}-${l.id}`} ariaLabel={`${t('quantities.now')}: ${itemName(l)}`} />
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">{t('quantities.done')}</Typography.Text>
        ),
    },
  ];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ date: movedOnToday() }}
      onFinish={submit}
      data-testid={`${testId}-form`}
    >
      <Flex vertical gap={12}>
        <Row>
          <Col xs={24} md={12} lg={8}>
            <MovedOnField testId={`${testId}-date`} />
          </Col>
        </Row>
        <div>
          <Button onClick={fillAll} disabled={open.length === 0} data-testid={`${testId}-fill`}>
            {t('quantities.fillAll')}
          </Button>
        </div>
        <Table<QuantityLine>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={false}
          scroll={{ x: true }}
        />
        {listError ? (
          <Typography.Text type="danger" data-testid={`${testId}-error`}>
            {listError}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">{t('quantities.rules')}</Typography.Text>
        <div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
            {submitLabel}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
