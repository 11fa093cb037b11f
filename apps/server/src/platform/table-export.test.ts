import { UI_LANGS, type UiLang } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PdfRenderer } from './pdf';
import { exportTable, pdfCellText, pdfLine, pdfNumberFormat } from './table-export';

// Intl writes some spaces as no-break spaces (U+00A0, U+202F): compared as plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');
const money = (lang: UiLang) => plain(pdfCellText(-1234.5, lang, pdfNumberFormat(lang, '0.00')));

describe('PDF exports in the caller’s language', () => {
  it('write money with the column’s decimals and the language’s separators and minus', () => {
    expect(Object.fromEntries(UI_LANGS.map((l) => [l, money(l)]))).toEqual({
      zh_CN: '-1,234.50',
      zh_TW: '-1,234.50',
      en_GB: '-1,234.50',
      es_ES: '-1234,50',
      fr_FR: '-1 234,50',
      pt_PT: '-1234,50',
    });
  });

  it('write quantities without trailing zeros and counts whole', () => {
    expect(pdfCellText(2.5, 'fr_FR', pdfNumberFormat('fr_FR', '0.####'))).toBe('2,5');
    expect(pdfCellText(2, 'en_GB', pdfNumberFormat('en_GB', '0.00##'))).toBe('2.00');
    expect(pdfCellText(12345, 'en_GB', pdfNumberFormat('en_GB', '0'))).toBe('12,345');
    expect(pdfCellText(2026, 'en_GB', pdfNumberFormat('en_GB', undefined))).toBe('2026');
    expect(pdfCellText(null, 'en_GB', pdfNumberFormat('en_GB', '0'))).toBe('');
  });

  it('write local dates and times the language’s way, in cells and in the lines under the heading', () => {
    expect(pdfCellText('2026-05-30 13:05:09', 'en_GB', pdfNumberFormat('en_GB', undefined))).toBe('30/05/2026 13:05');
    expect(pdfCellText('2026-05-30', 'zh_CN', pdfNumberFormat('zh_CN', undefined))).toBe('2026/05/30');
    expect(pdfCellText('Latte', 'zh_CN', pdfNumberFormat('zh_CN', undefined))).toBe('Latte');
    expect(pdfLine('Période : 2026-05-01 00:00 – 2026-05-31 00:00', 'fr_FR')).toBe(
      'Période : 01/05/2026 00:00 – 31/05/2026 00:00',
    );
  });
});

describe('xlsx exports in the caller’s language', () => {
  const sheet = async (lang: UiLang) => {
    const bytes = await exportTable({} as PdfRenderer, 'xlsx', {
      title: 'Stock history',
      lang,
      columns: [{ header: 'When' }, { header: 'Day' }, { header: 'Number' }, { header: 'Bad day' }],
      rows: [['2026-05-30 13:05', '2026-05-30', 'IN20260530-0001', '2026-02-30']],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const row = book.worksheets[0].getRow(2);
    return [1, 2, 3, 4].map((c) => ({ value: row.getCell(c).value, numFmt: row.getCell(c).numFmt }));
  };

  it('write local dates as real dates in the language’s format, other text as text', async () => {
    const [when, day, number, bad] = await sheet('fr_FR');
    expect(when).toEqual({ value: new Date(Date.UTC(2026, 4, 30, 13, 5)), numFmt: 'dd/mm/yyyy hh:mm' });
    expect(day).toEqual({ value: new Date(Date.UTC(2026, 4, 30)), numFmt: 'dd/mm/yyyy' });
    expect(number.value).toBe('IN20260530-0001');
    expect(bad.value).toBe('2026-02-30');
    expect((await sheet('zh_CN'))[0].numFmt).toBe('yyyy/mm/dd hh:mm');
  });
});
