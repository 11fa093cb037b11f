import type { ReportChart } from '@tillbook/contract';
import { formatRate } from '../../shared/format/numbers';

/**
 * How a cell is written: money in the tenant's currency, whole counts, 4-place quantities, percentages, text, and
 * durations (whole seconds, written '4 min 05 s').
 */
export type CellKind = 'text' | 'money' | 'count' | 'quantity' | 'percent' | 'duration';

export type ReportRow = Record<string, unknown>;
type Translate = (key: string) => string;

export interface ReportColumn {
  /** Field of the row (and of the totals); 'label' is the row's label of the config. */
  key: string;
  kind: CellKind;
  /** For an enumerated text: the texts' key prefix in the reports namespace (e.g. 'calculation.'). */
  enumPrefix?: string;
  /** Only under /onlineReport (delivery fees: the tills charge none). */
  onlineOnly?: boolean;
  /** A note on the header (a tooltip), by its key in the reports namespace, for a figure that needs explaining. */
  note?: string;
}

/**
 * One aggregate report page: where it reads, the answer's shape ('series' = rows by period with totals, 'rows' =
 * every row with totals, 'paged' = ranked rows paged with totals of all rows), its columns, what its chart plots
 * and which filters it offers. The online variant differs only by path and endpoint.
 */
export interface ReportConfig {
  key: AggregateKey;
  path: string;
  endpoint: string;
  online: boolean;
  shape: 'series' | 'rows' | 'paged';
  rowKey: (row: ReportRow) => string;
  /** The row's name in the first column and on the chart's axis or slices. */
  label: (row: ReportRow, t: Translate) => string;
  columns: ReportColumn[];
  /** Money fields the chart plots, one series each; a pie shows the first. */
  chartValues: string[];
  defaultChart: ReportChart;
  staffFilter: boolean;
  keywordFilter: boolean;
}

export type AggregateKey =
  | 'saleCount'
  | 'singleGoodsCount'
  | 'classifyCount'
  | 'staffCount'
  | 'promotionCount'
  | 'payWayCount'
  | 'spiceCount'
  | 'discount'
  | 'revenueCount'
  | 'staffExpend';

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const money = (...keys: string[]): ReportColumn[] => keys.map((key) => ({ key, kind: 'money' }));
const counts = (...keys: string[]): ReportColumn[] => keys.map((key) => ({ key, kind: 'count' }));
const quantities = (...keys: string[]): ReportColumn[] => keys.map((key) => ({ key, kind: 'quantity' }));
const LABEL: ReportColumn = { key: 'label', kind: 'text' };
const staffLabel = (r: ReportRow, t: Translate) => str(r.staffName) || t('noStaff');

type Base = Omit<ReportConfig, 'key' | 'path' | 'endpoint' | 'online' | 'staffFilter' | 'keywordFilter'> & {
  name: string;
  staffFilter?: boolean;
  keywordFilter?: boolean;
  /** Only under /report: the online shop has no staff, discounts or shifts of its own. */
  storeOnly?: boolean;
};

const itemColumns = [
  LABEL,
  ...quantities('quantity', 'refundQuantity'),
  ...money(
    'gross',
    'discount',
    'refundAmount',
    'netSales',
    'taxIncluded',
    'taxAdded',
    'netWithoutTax',
    'cost',
    'profit',
  ),
];

/** Every aggregate report, by its page name under /report (§2) with its statistics endpoint name. */
const BASES: Record<AggregateKey, Base> = {
  saleCount: {
    name: 'sale',
    shape: 'series',
    rowKey: (r) => str(r.start),
    label: (r) => str(r.period),
    columns: [
      LABEL,
      ...counts('receipts', 'refunds'),
      ...money('gross', 'discounts', 'refundAmount', 'netSales', 'taxesIncluded', 'taxesAdded', 'netWithoutTax'),
      { key: 'deliveryFees', kind: 'money', onlineOnly: true },
      ...money('totalCollected', 'cost', 'grossProfit'),
      { key: 'margin', kind: 'percent' },
      ...money('averageReceipt'),
      // The kitchen display's bumps in the period; not kept per staff member (empty under a staff filter).
      { key: 'kitchenLines', kind: 'count', note: 'note.kitchenLines' },
      { key: 'averagePrepSeconds', kind: 'duration', note: 'note.averagePrepSeconds' },
    ],
    chartValues: ['gross', 'netSales'],
    defaultChart: 'histogram',
    staffFilter: true,
  },
  singleGoodsCount: {
    name: 'goods',
    shape: 'paged',
    rowKey: (r) => str(r.key),
    label: (r) => (r.variantName ? `${str(r.name)} · ${str(r.variantName)}` : str(r.name)),
    columns: itemColumns,
    chartValues: ['netSales'],
    defaultChart: 'histogram',
    keywordFilter: true,
  },
  classifyCount: {
    name: 'type',
    shape: 'paged',
    rowKey: (r) => str(r.key),
    label: (r, t) => str(r.name) || t('noCategory'),
    columns: itemColumns,
    chartValues: ['netSales'],
    defaultChart: 'pie',
    keywordFilter: true,
  },
  staffCount: {
    name: 'user',
    storeOnly: true,
    shape: 'rows',
    rowKey: (r) => str(r.staffId ?? 'none'),
    label: staffLabel,
    columns: [
      LABEL,
      ...counts('receipts', 'refunds'),
      ...money('gross', 'discounts', 'refundAmount', 'netSales', 'averageReceipt', 'commission'),
    ],
    chartValues: ['netSales'],
    defaultChart: 'histogram',
  },
  promotionCount: {
    name: 'promoter',
    storeOnly: true,
    shape: 'rows',
    rowKey: (r) => str(r.staffId ?? 'none'),
    label: staffLabel,
    columns: [LABEL, ...counts('receipts', 'refunds'), ...money('netSales', 'commission')],
    chartValues: ['commission'],
    defaultChart: 'histogram',
  },
  payWayCount: {
    name: 'pay',
    shape: 'rows',
    rowKey: (r) => str(r.key),
    label: (r) => str(r.name),
    columns: [
      LABEL,
      ...counts('payments'),
      ...money('amount', 'fee'),
      ...counts('refunds'),
      ...money('refundAmount', 'net'),
    ],
    chartValues: ['net'],
    defaultChart: 'pie',
  },
  spiceCount: {
    name: 'batching',
    shape: 'paged',
    rowKey: (r) => str(r.itemId),
    label: (r) => str(r.name),
    columns: [
      LABEL,
      ...quantities('quantity'),
      ...money('amount'),
      ...quantities('refundQuantity'),
      ...money('refundAmount'),
    ],
    chartValues: ['amount'],
    defaultChart: 'histogram',
    keywordFilter: true,
  },
  discount: {
    name: 'rebate',
    storeOnly: true,
    shape: 'rows',
    rowKey: (r) => str(r.staffId ?? 'none'),
    label: staffLabel,
    columns: [
      LABEL,
      ...counts('receipts'),
      ...money('lineDiscount', 'orderDiscount', 'total'),
      { key: 'rate', kind: 'percent' },
    ],
    chartValues: ['total'],
    defaultChart: 'histogram',
    staffFilter: true,
  },
  revenueCount: {
    name: 'tax',
    shape: 'rows',
    rowKey: (r) => `${str(r.taxId)}-${str(r.rate)}-${str(r.calculation)}`,
    label: (r) => `${str(r.name)} ${formatRate(str(r.rate))}`,
    columns: [
      LABEL,
      { key: 'calculation', kind: 'text', enumPrefix: 'calculation.' },
      ...money('taxable', 'tax', 'refundTaxable', 'refundTax', 'netTax'),
    ],
    chartValues: ['netTax'],
    defaultChart: 'pie',
  },
  staffExpend: {
    name: 'expend',
    storeOnly: true,
    shape: 'rows',
    rowKey: (r) => str(r.costTypeId ?? 'none'),
    label: (r, t) => str(r.costTypeName) || t('noCostType'),
    columns: [LABEL, ...counts('entries'), ...money('amount')],
    chartValues: ['amount'],
    defaultChart: 'pie',
  },
};

function configOf(key: AggregateKey, online: boolean): ReportConfig {
  const { name, storeOnly: _storeOnly, staffFilter, keywordFilter, columns, ...rest } = BASES[key];
  return {
    ...rest,
    columns: columns.filter((c) => online || !c.onlineOnly),
    key,
    online,
    path: `/${online ? 'onlineReport' : 'report'}/${key}`,
    endpoint: `${online ? '/online/statistics' : '/statistics'}/${name}`,
    // The online shop sells without staff at a till: no staff filter there.
    staffFilter: !online && staffFilter === true,
    keywordFilter: keywordFilter === true,
  };
}

/** The reports of /report (store sales: POS, kiosk, table QR). */
export const STORE_REPORTS = Object.fromEntries(
  (Object.keys(BASES) as AggregateKey[]).map((k) => [k, configOf(k, false)]),
) as Record<AggregateKey, ReportConfig>;

/** The reports of /onlineReport (online-shop sales): those of §2's online section only. */
export const ONLINE_REPORTS = Object.fromEntries(
  (Object.keys(BASES) as AggregateKey[]).filter((k) => !BASES[k].storeOnly).map((k) => [k, configOf(k, true)]),
) as Partial<Record<AggregateKey, ReportConfig>>;

/** The number the chart plots for a cell (money strings from the API; absent = 0). */
export const chartNumber = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};
