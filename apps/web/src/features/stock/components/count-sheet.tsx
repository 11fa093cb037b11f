import { ScanOutlined } from '@ant-design/icons';
import { type CountDetail, type CountLookupResult, countedQuantity, type StockItemInfo } from '@tillbook/contract';
import { Checkbox, Flex, Input, type InputRef, Pagination, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../../../shared/form/rules';
import { trimDecimal } from '../../../shared/format/dates';
import { CellDecimalInput as DecimalInput } from '../../../shared/ui/decimal-input';
import { lookupCountItem } from '../api';
import { formatQty, itemKey, itemName } from '../format';

/** A line of the count being counted; `counted` '' = not counted yet. */
export interface CountLine extends StockItemInfo {
  key: string;
  expected: string;
  counted: string;
}

const PAGE_SIZE = 50;

export const countLinesOf = (detail: CountDetail): CountLine[] =>
  detail.lines.map((l) => ({ ...l, key: itemKey(l), counted: l.counted === null ? '' : trimDecimal(l.counted) }));

/** The contract's rule for a counted quantity (0 is a count; below 1,000,000), or null when it holds. */
export const countedError = (value: string, fallback: string): string | null =>
  value === '' ? null : ruleMessage(countedQuantity, value, fallback);

/**
 * The counting sheet (saveInventory), made for a phone held in one hand: a box where a barcode or SKU is typed or
 * scanned (Enter) — the item is found through /m/stock/count/lookup and its counted field gets the focus (an item
 * not on the sheet yet is added) — and the lines, expected and counted, 50 to a page. Enter in a counted field
 * goes back to the box for the next scan. Test ids: `count-scan`, `count-line-<productId:variantId>` (counted
 * input), `count-row-<key>`, `count-uncounted`.
 */
export function CountSheet({
  storeId,
  lines,
  onChange,
}: {
  storeId: number;
  lines: CountLine[];
  onChange: (lines: CountLine[]) => void;
}) {
  const { t } = useTranslation('stock');
  const [code, setCode] = useState('');
  const [looking, setLooking] = useState(false);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [page, setPage] = useState(1);
  // The last item found stays listed under "only uncounted" while it is being counted.
  const [lastFound, setLastFound] = useState<string | null>(null);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const scan = useRef<InputRef>(null);
  const inputs = useRef(new Map<string, InputRef>());

  const shown = onlyOpen ? lines.filter((l) => l.counted === '' || l.key === lastFound) : lines;
  const pageLines = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  // After every render: focus the requested line once its page shows it, then forget the request (typing must
  // not select everything again).
  useEffect(() => {
    if (!pendingFocus) return;
    const input = inputs.current.get(pendingFocus);
    if (!input) return;
    input.focus({ cursor: 'all' });
    input.input?.scrollIntoView?.({ block: 'center' });
    setPendingFocus(null);
  });

  const goTo = (key: string, all: CountLine[]) => {
    const list = onlyOpen ? all.filter((l) => l.counted === '' || l.key === key) : all;
    const index = list.findIndex((l) => l.key === key);
    setPage(Math.floor(Math.max(index, 0) / PAGE_SIZE) + 1);
    setLastFound(key);
    setPendingFocus(key);
  };

  const found = (item: CountLookupResult) => {
    const key = itemKey(item);
    let next = lines;
    if (!lines.some((l) => l.key === key)) {
      const { onHand, ...info } = item;
      next = [...lines, { ...info, key, expected: onHand, counted: '' }];
      onChange(next);
    }
    goTo(key, next);
  };

  const lookup = async () => {
    const text = code.trim();
    if (!text || looking) return;
    setLooking(true);
    try {
      found(await lookupCountItem(storeId, text));
      setCode('');
    } catch {
      // 20075 (no such item here) was toasted by the client; the code stays for a correction.
      scan.current?.focus({ cursor: 'all' });
    } finally {
      setLooking(false);
    }
  };

  const setCounted = (key: string, counted: string) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, counted } : l)));

  const counted = lines.filter((l) => l.counted !== '').length;
  return (
    <Flex vertical gap={12}>
      <Input.Search
        ref={scan}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onSearch={lookup}
        loading={looking}
        enterButton={<ScanOutlined aria-label={t('count.find')} />}
        placeholder={t('count.scan')}
        aria-label={t('count.scan')}
        maxLength={50}
        autoFocus
        inputMode="search"
        autoComplete="off"
        size="large"
        data-testid="count-scan"
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text data-testid="count-progress">
          {t('count.progress', { counted, total: lines.length })}
        </Typography.Text>
        <Checkbox
          checked={onlyOpen}
          onChange={(e) => {
            setOnlyOpen(e.target.checked);
            setPage(1);
          }}
          data-testid="count-uncounted"
        >
          {t('count.onlyUncounted')}
        </Checkbox>
      </Flex>
      {pageLines.length === 0 ? (
        <Typography.Text type="secondary" data-testid="count-sheet-empty">
          {t('count.noLines')}
        </Typography.Text>
      ) : null}
      {pageLines.map((l) => {
        const error = countedError(l.counted, t('count.countedRule'));
        const diff = l.counted === '' ? null : String(Number(l.counted) - Number(l.expected));
        return (
          <Flex
            key={l.key}
            justify="space-between"
            align="center"
            wrap
            gap={8}
            style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', paddingBottom: 8 }}
            data-testid={`count-row-${l.key}`}
          >
            <div style={{ flex: '1 1 180px', minWidth: 0 }}>
              <div>{itemName(l)}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[l.sku, l.barcode].filter(Boolean).join(' · ') || '—'} · {t('count.expected')} {formatQty(l.expected)}
                {diff !== null ? ` · ${t('count.difference')} ${formatQty(diff, true)}` : ''}
              </Typography.Text>
            </div>
            <Flex vertical align="end">
              <DecimalInput
                inputRef={(el) => {
                  if (el) inputs.current.set(l.key, el);
                  else inputs.current.delete(l.key);
                }}
                value={l.counted}
                onChange={(v) => setCounted(l.key, v)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') scan.current?.focus();
                }}
                status={error ? 'error' : undefined}
                placeholder={t('count.counted')}
                ariaLabel={`${t('count.counted')}: ${itemName(l)}`}
                width={120}
                testId={`count-line-${l.key}`}
              />
              {error ? (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {error}
                </Typography.Text>
              ) : null}
            </Flex>
          </Flex>
        );
      })}
      {shown.length > PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={shown.length}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
    </Flex>
  );
}
