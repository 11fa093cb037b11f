import { Err, Menu } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchant, newProduct, ok, postFile } from '../../../test/factories';
import { pdfTexts } from '../../../test/support/pdf-text';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { PRODUCT_IMPORT_TEXT } from './import-columns';

// §7's two catalogue exports: /setGoods/getMode (the product import template) and /subProduct/exportPdf (the
// composite products with their components, as a PDF).
let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;
beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
});

async function download(path: string, body: unknown, token: string, lang: string) {
  const res = await postFile(t, path, body, { token, lang });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

/** Every sheet of an xlsx: its name and cell values. */
async function sheetsOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return { name: sheet.name, rows };
  });
}

describe('/setGoods/getMode', () => {
  it('answers the product import template in the caller’s language, the same as /goods/importTemplate', async () => {
    for (const lang of ['fr_FR', 'zh_CN'] as const) {
      const res = await download('/setGoods/getMode', {}, m.token, lang);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const sheets = await sheetsOf(res.rawPayload);
      const template = await sheetsOf((await download('/goods/importTemplate', {}, m.token, lang)).rawPayload);
      expect(sheets).toEqual(template);
      expect(sheets[0].name).toBe(PRODUCT_IMPORT_TEXT.sheet[lang]);
      expect(sheets[0].rows[0][0]).toBe(PRODUCT_IMPORT_TEXT.name[lang]);
    }
  });

  it('refuses a caller without the goods permission (20041)', async () => {
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/setGoods/getMode', {}, { token: staff.token }), Err.NO_PERMISSION);
  });
});

describe('/subProduct/exportPdf', () => {
  it('lists the composites of the filtered list with their components, quantities and costs, in Chinese', async () => {
    const mm = await merchant(t);
    // Fixed names (each test has a merchant of its own): the PDF text reader maps glyphs back through the fonts'
    // subsets, and random names made those subsets, and now and then the reading, differ from run to run.
    const name = { rice: '米饭 a1', egg: '鸡蛋 b2', bowl: '蛋炒饭 c3', pair: 'Egg pair d4' };
    const bowlSku = 'BOWL-e5f6';
    const rice = await newProduct(t, mm.token, [mm.storeA], { name: name.rice, cost: '1.5', unit: 'weight' });
    const egg = await newProduct(t, mm.token, [mm.storeA, mm.storeB], { name: name.egg, cost: '0.8' });
    await newProduct(t, mm.token, [mm.storeA], {
      name: name.bowl,
      sku: bowlSku,
      price: '18',
      composite: true,
      components: [
        { productId: rice, quantity: '0.25' },
        { productId: egg, quantity: '2' },
      ],
    });
    await newProduct(t, mm.token, [mm.storeB], {
      name: name.pair,
      composite: true,
      components: [{ productId: egg, quantity: '2' }],
    });

    const res = await download('/subProduct/exportPdf', { storeId: mm.storeA }, mm.token, 'zh_CN');
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.rawPayload.toString('latin1')).toContain('NotoSansCJK');
    const lines = await pdfTexts(res.rawPayload);
    expect(lines.slice(0, 3)).toEqual([
      '组合商品',
      expect.stringContaining('门店: '),
      '商品 SKU 价格 成本 组件 数量 组件成本',
    ]);
    // Cost: 0.25 × 1.5 + 2 × 0.8 = 1.975.
    expect(lines.slice(3)).toEqual([`${name.bowl} ${bowlSku} 18 1.975 ${name.rice} 0.25 0.375`, `${name.egg} 2 1.6`]);
    // Without a store filter both composites show; a simple product never does.
    const all = await pdfTexts((await download('/subProduct/exportPdf', {}, mm.token, 'en_GB')).rawPayload);
    expect(all.slice(0, 2)).toEqual(['Composite products', 'Store: All stores']);
    expect(all.filter((l) => l.startsWith(name.bowl))).toHaveLength(1);
    expect(all.filter((l) => l.startsWith(name.pair))).toHaveLength(1);
    expect(all.filter((l) => l.startsWith(name.rice))).toHaveLength(0);
    // A keyword filters like the list.
    const byKeyword = await pdfTexts(
      (await download('/subProduct/exportPdf', { keyword: name.pair.toUpperCase() }, mm.token, 'en_GB')).rawPayload,
    );
    expect(byKeyword).toEqual([
      'Composite products',
      'Store: All stores',
      `Keyword: ${name.pair.toUpperCase()}`,
      'Product SKU Price Cost Component Quantity Component cost',
      expect.stringMatching(new RegExp(`^${name.pair} .* ${name.egg} 2 1\\.6$`)),
    ]);
  });

  it('shows a store-bound caller only the composites of their stores, and nothing of another merchant', async () => {
    const mm = await merchant(t);
    const [kitA, kitB] = ['Kit A 7', 'Kit B 8'];
    const part = await newProduct(t, mm.token, [mm.storeA, mm.storeB], { name: 'Part 9', cost: '1' });
    await newProduct(t, mm.token, [mm.storeA], {
      name: kitA,
      composite: true,
      components: [{ productId: part, quantity: '3' }],
    });
    await newProduct(t, mm.token, [mm.storeB], {
      name: kitB,
      composite: true,
      components: [{ productId: part, quantity: '1' }],
    });
    const staff = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.GOODS], storeIds: [mm.storeB] });
    const seen = (await pdfTexts((await download('/subProduct/exportPdf', {}, staff.token, 'en_GB')).rawPayload)).join(
      '\n',
    );
    expect(seen).toContain(kitB);
    expect(seen).not.toContain(kitA);

    const other = await merchant(t);
    const foreign = (
      await pdfTexts((await download('/subProduct/exportPdf', {}, other.token, 'en_GB')).rawPayload)
    ).join('\n');
    expect(foreign).not.toContain(kitA);
    expect(foreign).not.toContain(kitB);

    const noGoods = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/subProduct/exportPdf', {}, { token: noGoods.token }), Err.NO_PERMISSION);
  });
});
