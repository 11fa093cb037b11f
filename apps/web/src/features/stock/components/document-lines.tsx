import { DeleteOutlined } from '@ant-design/icons';
import {
  STOCK_QUANTITY_LIMIT,
  type StockItemInfo,
  StockItemRef,
  type StockItemRow,
  stockLines,
  stockQuantity,
  unitCost,
} from '@tillbook/contract';
import { Button, Flex, Form, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule, ruleMessage } from '../../../shared/form/rules';
import { trimDecimal } from '../../../shared/format/dates';
import { CellDecimalInput as DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { formatQty, itemKey, itemName, useMoney } from '../format';
import { ItemPicker } from './item-picker';

/** One line of a document being written: the item (for display), and what the document says about it. */
export interface DocumentLine extends StockItemInfo {
  /** On hand in the document's store when the item was picked. */
  onHand?: string;
  quantity?: string;
  cost?: string;
}

// The contract's rule for a document's lines: at least one (1005), no item twice (1004).
const itemLines = stockLines(StockItemRef);

/** The line of a picked item; a purchase or an increase starts at the item's purchase cost. */
export const lineOf = (item: StockItemRow, quantity = '1'): DocumentLine => ({
  productId: item.productId,
  variantId: item.variantId,
  productName: item.productName,
  variantName: item.variantName,
  sku: item.sku,
  barcode: item.barcode,
  unit: item.unit,
  onHand: item.onHand,
  quantity,
  cost: trimDecimal(item.purchaseCost),
});

/**
 * The lines editor of every stock document (purchase, transfer, adjustments, production, a partial count's
 * items): items picked from the store's tracked items, each once (picking a listed item again says so and goes to
 * its line), with a quantity (contract: above 0, below 1,000,000) and, where the document has one, a unit cost.
 * Lives in a Form as the `lines` list, so the server's issues on `lines.N.quantity` land on their line.
 * Test ids: `<testId>` (the whole editor), `-picker`, `-row-N`, `-N-quantity`, `-N-cost`, `-N-remove`.
 */
export function DocumentLines({
  storeId,
  quantity = true,
  cost = false,
  compositeOnly = false,
  required = true,
  testId = 'lines',
}: {
  storeId: number | undefined;
  quantity?: boolean;
  cost?: boolean;
  compositeOnly?: boolean;
  /** At least one line (every document; a count's draft may be empty). */
  required?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('stock');
  const form = Form.useFormInstance();
  const watched: DocumentLine[] | undefined = Form.useWatch('lines', form);
  const lines = watched ?? [];
  const money = useMoney();
  const box = useRef<HTMLDivElement>(null);
  const added = useMemo(() => new Set(lines.map(itemKey)), [lines]);

  const focusLine = (index: number) =>
    setTimeout(() => {
      const field = quantity ? 'quantity' : 'remove';
      box.current?.querySelector<HTMLElement>(`[data-testid="${testId}-${index}-${field}"]`)?.focus();
    });

  const listRule = {
    validator: async (_: unknown, value: DocumentLine[] | undefined) => {
      const refs = (value ?? []).map(({ productId, variantId }) => ({ productId, variantId }));
      if (!required && refs.length === 0) return;
      const message = ruleMessage(itemLines, refs, t('lines.invalid'));
      if (message) throw new Error(message);
    },
  };

  return (
    <Form.List name="lines" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => {
        const pick = (item: StockItemRow) => {
          const current: DocumentLine[] = form.getFieldValue('lines') ?? [];
          const index = current.findIndex((l) => itemKey(l) === itemKey(item));
          if (index >= 0) {
            toast.warning(t('lines.alreadyAdded', { name: itemName(item) }));
            focusLine(index);
            return;
          }
          add(lineOf(item));
          focusLine(current.length);
        };
        const columns: ColumnsType<(typeof fields)[number]> = [
          {
            title: t('field.item'),
            key: 'item',
            render: (_, f) => (
              <Form.Item name={[f.name, 'productId']} style={{ margin: 0 }}>
                <ItemLabel line={lines[f.name]} />
              </Form.Item>
            ),
          },
          {
            title: t('field.onHand'),
            key: 'onHand',
            align: 'right',
            render: (_, f) => formatQty(lines[f.name]?.onHand),
          },
        ];
        if (quantity)
          columns.push({
            title: t('field.quantity'),
            key: 'quantity',
            render: (_, f) => (
              <Form.Item
                name={[f.name, 'quantity']}
                rules={[
                  contractRule(
                    stockQuantity,
                    t('lines.quantityRule', { max: formatQty(String(STOCK_QUANTITY_LIMIT)) }),
                  ),
                ]}
                style={{ margin: 0 }}
              >
                <DecimalInput testId={`${testId}-${f.name}-quantity`} ariaLabel={t('field.quantity')} />
              </Form.Item>
            ),
          });
        if (cost)
          columns.push(
            {
              title: t('field.cost'),
              key: 'cost',
              render: (_, f) => (
                <Form.Item
                  name={[f.name, 'cost']}
                  rules={[contractRule(unitCost, t('lines.costRule'))]}
                  style={{ margin: 0 }}
                >
                  <DecimalInput kind="money" testId={`${testId}-${f.name}-cost`} ariaLabel={t('field.cost')} />
                </Form.Item>
              ),
            },
            {
              title: t('field.amount'),
              key: 'amount',
              align: 'right',
              render: (_, f) => {
                const l = lines[f.name];
                const amount = Number(l?.quantity) * Number(l?.cost);
                return Number.isFinite(amount) ? money(String(amount)) : '—';
              },
            },
          );
        columns.push({
          key: 'remove',
          width: 56,
          render: (_, f) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('lines.remove')}
              onClick={() => remove(f.name)}
              data-testid={`${testId}-${f.name}-remove`}
            />
          ),
        });

        return (
          <Flex vertical gap={8} ref={box} data-testid={testId}>
            <ItemPicker
              storeId={storeId}
              compositeOnly={compositeOnly}
              added={added}
              onPick={pick}
              testId={`${testId}-picker`}
            />
            <Table
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={fields}
              pagination={false}
              scroll={{ x: true }}
              locale={{ emptyText: t('lines.empty') }}
              onRow={(f) => ({ 'data-testid': `${testId}-row-${f.name}` }) as object}
            />
            <Form.ErrorList errors={errors} />
            <Typography.Text type="secondary">
              {quantity
                ? t('lines.rules', { max: formatQty(String(STOCK_QUANTITY_LIMIT)) })
                : t('lines.rulesNoQuantity')}
            </Typography.Text>
          </Flex>
        );
      }}
    </Form.List>
  );
}

/** The item of a line: name (and variant), SKU. Sits in the line's `productId` field to carry its errors. */
function ItemLabel({ line }: { line: DocumentLine | undefined; value?: unknown }) {
  if (!line) return null;
  return (
    <span>
      {itemName(line)}
      {line.sku ? <Typography.Text type="secondary"> · {line.sku}</Typography.Text> : null}
    </span>
  );
}
