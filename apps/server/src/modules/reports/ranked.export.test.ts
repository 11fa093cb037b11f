import { Err, type ItemSales, Menu, type ModifierSales } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ok, postFile } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { DAY, rankedHistory, todayUtc } from './ranked.test-support';

const t = await startTestApp();
const h = await rankedHistory(t);
const range = { startTime: h.D, endTime: todayUtc() + DAY };

const exportFile = (path: string, body: Record<string, unknown>, opts: { lang?: string; token?: string } = {}) =>
  postFile(t, path, { ...range, ...body }, { token: opts.token ?? h.token, lang: opts.lang });

async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    // Empty texts come back as empty cells.
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? ''));
  });
  return Object.assign(rows, { sheetName: sheet.name });
}

const numbers = (r: { quantity: string; refundQuantity: string } & Record<string, string | number | null>) => [
  Number(r.quantity),
  Number(r.refundQuantity),
  Number(r.gross),
  Number(r.discount),
  Number(r.refundAmount),
  Number(r.netSales),
  Number(r.taxIncluded),
  Number(r.taxAdded),
  Number(r.netWithoutTax),
  Number(r.cost),
  Number(r.profit),
];

describe('ranked report exports', () => {
  it('item sales: every row (not only the page) with the screen’s figures and totals, in the caller’s language', async () => {
    const screen = ok(await t.post<ItemSales>('/statistics/goods', { ...range, pageSize: 500 }, { token: h.token }));
    const res = await exportFile(
      '/statistics/goods/export',
      { format: 'xlsx', page: 2, pageSize: 1 },
      { lang: 'fr_FR' },
    );
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.sheetName).toBe('Ventes par article');
    expect(rows[0]).toEqual([
      'Article',
      'Variante',
      'Quantité vendue',
      'Quantité remboursée',
      'Ventes brutes',
      'Remises',
      'Montant remboursé',
      'Ventes nettes',
      'Taxes incluses',
      'Taxes ajoutées',
      'Ventes nettes hors taxes',
      'Coût',
      'Marge brute',
    ]);
    expect(rows.slice(1, -1)).toEqual(screen.list.map((r) => [r.name, r.variantName, ...numbers(r)]));
    expect(rows.at(-1)).toEqual(['Total', '', ...numbers(screen.totals)]);
  });

  it('category sales translate the uncategorised row; modifier sales; the keyword applies', async () => {
    const type = await sheetRows(
      (await exportFile('/statistics/type/export', { format: 'xlsx' }, { lang: 'en_GB' })).rawPayload,
    );
    expect(type.map((r) => r[0])).toEqual(['Category', h.drinks.name, 'Uncategorised', 'Total']);
    expect(type[1].slice(1)).toEqual([6, 1, 16, 1.6, 1.8, 12.6, 1.5, 0, 11.1, 4, 7.1]);
    const mods = await sheetRows(
      (await exportFile('/statistics/batching/export', { format: 'xlsx' }, { lang: 'en_GB' })).rawPayload,
    );
    expect(mods.slice(1)).toEqual([
      ['Extra', 2, 1, 0, 0],
      ['Total', 2, 1, 0, 0],
    ]);
    const tea = await sheetRows(
      (await exportFile('/statistics/goods/export', { format: 'xlsx', keyword: h.names.tea }, { lang: 'en_GB' }))
        .rawPayload,
    );
    expect(tea.slice(1).map((r) => r[0])).toEqual([h.names.tea, 'Total']);
    const screen = ok(await t.post<ModifierSales>('/online/statistics/batching', range, { token: h.token }));
    const online = await sheetRows(
      (await exportFile('/online/statistics/goods/export', { format: 'xlsx' }, { lang: 'zh_CN' })).rawPayload,
    );
    expect(online.sheetName).toBe('网店单品销售统计');
    expect(online.slice(1).map((r) => r[0])).toEqual([h.names.tea, '合计']);
    expect(screen.total).toBe(0);
  });

  it('PDF in Chinese renders (embedded CJK font)', async () => {
    for (const path of ['/statistics/goods/export', '/statistics/type/export', '/online/statistics/batching/export']) {
      const res = await exportFile(path, { format: 'pdf' }, { lang: 'zh_CN' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(res.rawPayload.toString('latin1')).toContain('NotoSansCJK');
    }
  });

  it('refuses without the menu and a bad range, like the reports', async () => {
    const storeOnly = await newStaffSession(t, h.tenantId, { menuCodes: [Menu.REPORTS] });
    const denied = await exportFile('/online/statistics/type/export', { format: 'xlsx' }, { token: storeOnly.token });
    expect(JSON.parse(denied.body).code).toBe(Err.NO_PERMISSION);
    const bad = await exportFile('/statistics/goods/export', { format: 'xlsx', startTime: range.endTime });
    expect(JSON.parse(bad.body).code).toBe(Err.PARAM);
  });
});
