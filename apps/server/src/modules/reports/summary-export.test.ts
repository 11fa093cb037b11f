import {
  type DiscountReport,
  Err,
  type PaymentSales,
  type SalesSummary,
  type StaffSales,
  type TaxSales,
} from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellValues, ok, postFile } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { endOfToday, seededShop, TZ8 } from './summary.test-support';

const t = await startTestApp();
const shop = await seededShop(t);
const range = (tz = 0) => ({ startTime: shop.day0 - 86_400, endTime: endOfToday(tz) });

async function download(path: string, body: object, lang: string, tzOffsetMs = 0) {
  const res = await postFile(t, path, body, { token: shop.token, lang, tzOffsetMs });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function sheet(path: string, body: object, lang: string, tzOffsetMs = 0) {
  const res = await download(path, { ...body, format: 'xlsx' }, lang, tzOffsetMs);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    rows.push(cellValues(row));
  });
  // The second sheet: the title and what the table covers, one line a row.
  const details: string[] = [];
  book.worksheets[1]?.eachRow((row) => details.push(String((row.values as unknown[])[1])));
  return Object.assign(rows, { sheetName: ws.name, details: { name: book.worksheets[1]?.name, lines: details } });
}

const n = (v: string | null) => (v === null ? undefined : Number(v));

describe('summary report exports', () => {
  it('writes the sales summary as xlsx: the screen’s periods and totals, in the caller’s language and time zone', async () => {
    const body = { ...range(TZ8), groupBy: 'day' };
    const screen = ok(await t.post<SalesSummary>('/statistics/sale', body, { token: shop.token, tzOffsetMs: TZ8 }));
    const rows = await sheet('/statistics/sale/export', body, 'fr_FR', TZ8);
    expect(rows.sheetName).toBe('Synthèse des ventes');
    // What the screen's filters showed: period in the caller's time zone, stores, currency, grouping.
    expect(rows.details.name).toBe('Détails');
    expect(rows.details.lines[0]).toBe('Synthèse des ventes');
    expect(rows.details.lines.slice(1).map((l) => l.split(':')[0])).toEqual([
      'Période',
      'Magasins',
      'Devise',
      'Regroupé par',
    ]);
    const localDay = (s: number) => new Date(s * 1000 + TZ8).toISOString().slice(0, 10);
    expect(rows.details.lines[1]).toContain(localDay(body.startTime));
    expect(rows.details.lines[1]).toContain(localDay(body.endTime));
    expect(rows[0]).toEqual([
      'Période',
      'Tickets',
      'Remboursements',
      'Ventes brutes',
      'Remises',
      'Montant remboursé',
      'Ventes nettes',
      'Taxes incluses',
      'Taxes ajoutées',
      'Ventes nettes hors taxes',
      'Total encaissé',
      'Coût',
      'Marge brute',
      'Taux de marge %',
      'Panier moyen',
      'Lignes en cuisine',
      'Temps moyen de préparation',
    ]);
    const figures = (x: SalesSummary['totals']) => [
      x.receipts,
      x.refunds,
      n(x.gross),
      n(x.discounts),
      n(x.refundAmount),
      n(x.netSales),
      n(x.taxesIncluded),
      n(x.taxesAdded),
      n(x.netWithoutTax),
      n(x.totalCollected),
      n(x.cost),
      n(x.grossProfit),
      n(x.margin),
      n(x.averageReceipt),
      // No bumps in the seeded shop: 0 lines, no average (an empty last cell).
      x.kitchenLines,
    ];
    // A margin without revenue is an empty cell (ExcelJS leaves it out of the row's values).
    const trim = (r: unknown[]) => r.map((v) => (v === null ? undefined : v));
    expect(rows.slice(1, -1).map(trim)).toEqual(screen.rows.map((x) => [x.period, ...figures(x)]));
    expect(trim(rows[rows.length - 1])).toEqual(['Total', ...figures(screen.totals)]);
  });

  it('writes the staff, commission, discount, payment and tax reports with the screen’s rows', async () => {
    const users = ok(await t.post<StaffSales>('/statistics/user', range(), { token: shop.token }));
    const userRows = await sheet('/statistics/user/export', range(), 'en_GB');
    expect(userRows.sheetName).toBe('Sales by staff');
    expect(userRows.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
      ...users.rows.map((x) => [x.staffName, x.receipts, Number(x.netSales)]),
      ['Total', users.totals.receipts, Number(users.totals.netSales)],
    ]);

    const promoters = ok(await t.post<StaffSales>('/statistics/promoter', range(), { token: shop.token }));
    const promoterRows = await sheet('/statistics/promoter/export', range(), 'es_ES');
    expect(promoterRows.sheetName).toBe('Comisiones');
    expect(promoterRows.slice(1).map((r) => r[8])).toEqual([
      ...promoters.rows.map((x) => Number(x.commission)),
      Number(promoters.totals.commission),
    ]);

    const rebate = ok(await t.post<DiscountReport>('/statistics/rebate', range(), { token: shop.token }));
    const rebateRows = await sheet('/statistics/rebate/export', range(), 'pt_PT');
    expect(rebateRows[0]).toEqual([
      'Funcionário',
      'Talões',
      'Descontos de linha',
      'Descontos de pedido',
      'Total de descontos',
      'Taxa de desconto %',
    ]);
    expect(rebateRows.slice(1)).toEqual([
      ...rebate.rows.map((x) => [
        x.staffName,
        x.receipts,
        n(x.lineDiscount),
        n(x.orderDiscount),
        n(x.total),
        n(x.rate),
      ]),
      ['Total', 3, 0.64, 1, 1.64, 6.31],
    ]);

    const pay = ok(await t.post<PaymentSales>('/statistics/pay', range(), { token: shop.token }));
    const payRows = await sheet('/statistics/pay/export', range(), 'zh_TW');
    expect(payRows.sheetName).toBe('支付方式統計');
    expect(payRows.slice(1)).toEqual([
      ...pay.rows.map((x) => [x.name, x.payments, n(x.amount), n(x.fee), x.refunds, n(x.refundAmount), n(x.net)]),
      [
        '合計',
        pay.totals.payments,
        n(pay.totals.amount),
        n(pay.totals.fee),
        pay.totals.refunds,
        n(pay.totals.refundAmount),
        n(pay.totals.net),
      ],
    ]);

    const tax = ok(await t.post<TaxSales>('/statistics/tax', range(), { token: shop.token }));
    const taxRows = await sheet('/statistics/tax/export', range(), 'zh_CN');
    expect(taxRows.slice(1, -1)).toEqual(
      tax.rows.map((x) => [
        x.name,
        Number(x.rate),
        x.calculation === 'included' ? '价内税' : '价外税',
        n(x.taxable),
        n(x.tax),
        n(x.refundTaxable),
        n(x.refundTax),
        n(x.netTax),
      ]),
    );
    expect(taxRows[taxRows.length - 1].slice(-1)).toEqual([n(tax.totals.netTax)]);
  });

  it('writes the online reports and an empty expense report', async () => {
    const online = ok(
      await t.post<SalesSummary>('/online/statistics/sale', { ...range(), groupBy: 'month' }, { token: shop.token }),
    );
    const rows = await sheet('/online/statistics/sale/export', { ...range(), groupBy: 'month' }, 'en_GB');
    expect(rows.sheetName).toBe('Online · Sales summary');
    expect(rows[rows.length - 1].slice(0, 4)).toEqual(['Total', online.totals.receipts, 0, 3.2]);
    for (const name of ['pay', 'tax']) {
      const r = await sheet(`/online/statistics/${name}/export`, range(), 'en_GB');
      expect(r).toHaveLength(3);
    }
    const expend = await sheet('/statistics/expend/export', range(), 'en_GB');
    expect([...expend]).toEqual([
      ['Cost type', 'Entries', 'Amount'],
      ['Total', 0, 0],
    ]);
  });

  it('writes PDFs with the Chinese font, and refuses a bad range with 1001', async () => {
    for (const path of ['/statistics/sale/export', '/statistics/user/export', '/online/statistics/tax/export']) {
      const res = await download(path, { ...range(), format: 'pdf' }, 'zh_CN');
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(res.rawPayload.toString('latin1')).toContain('NotoSansCJK');
    }
    const bad = await t.post(
      '/statistics/pay/export',
      { startTime: shop.day0, endTime: shop.day0 - 1 },
      { token: shop.token },
    );
    expect(bad.code).toBe(Err.PARAM);
  });
});
