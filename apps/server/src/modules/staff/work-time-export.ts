import type { Localized, StaffWorkCountRow, UiLang } from '@tillbook/contract';
import ExcelJS from 'exceljs';

/** Texts of the work-time spreadsheet, in the six interface languages. */
const TEXT = {
  sheet: {
    zh_CN: '工作时长',
    zh_TW: '工作時數',
    en_GB: 'Work time',
    es_ES: 'Tiempo trabajado',
    fr_FR: 'Temps de travail',
    pt_PT: 'Tempo de trabalho',
  },
  staff: { zh_CN: '员工', zh_TW: '員工', en_GB: 'Staff', es_ES: 'Empleado', fr_FR: 'Employé', pt_PT: 'Funcionário' },
  cards: {
    zh_CN: '打卡记录数',
    zh_TW: '打卡紀錄數',
    en_GB: 'Time cards',
    es_ES: 'Registros de jornada',
    fr_FR: 'Pointages',
    pt_PT: 'Registos de ponto',
  },
  hours: {
    zh_CN: '总工时（小时）',
    zh_TW: '總工時（小時）',
    en_GB: 'Total hours',
    es_ES: 'Horas totales',
    fr_FR: 'Total des heures',
    pt_PT: 'Total de horas',
  },
  total: { zh_CN: '合计', zh_TW: '合計', en_GB: 'Total', es_ES: 'Total', fr_FR: 'Total', pt_PT: 'Total' },
  period: { zh_CN: '期间', zh_TW: '期間', en_GB: 'Period', es_ES: 'Periodo', fr_FR: 'Période', pt_PT: 'Período' },
} satisfies Record<string, Localized>;

/** The header texts of the sheet's columns in a language (tests read them back). */
export const workTimeHeaders = (lang: UiLang) => [TEXT.staff[lang], TEXT.cards[lang], TEXT.hours[lang]];

/**
 * The work-time totals as an xlsx file: one row per staff member under the column headers, then the total and
 * the period. Hours are numbers with two decimals, as the list shows them.
 */
export async function workTimeWorkbook(
  lang: UiLang,
  range: { from: string; to: string },
  rows: StaffWorkCountRow[],
  totalHours: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tillbook';
  const sheet = book.addWorksheet(TEXT.sheet[lang]);
  sheet.columns = [
    { header: TEXT.staff[lang], key: 'staffName', width: 30 },
    { header: TEXT.cards[lang], key: 'cards', width: 16 },
    { header: TEXT.hours[lang], key: 'hours', width: 18, style: { numFmt: '0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ staffName: r.staffName, cards: r.cards, hours: Number(r.hours) });
  const total = sheet.addRow({
    staffName: TEXT.total[lang],
    cards: rows.reduce((n, r) => n + r.cards, 0),
    hours: Number(totalHours),
  });
  total.font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([TEXT.period[lang], `${range.from} – ${range.to}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
