import { PassThrough } from 'node:stream';
import { Err, type ImportCellError, type UiLang } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { catalogCodes } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { Importer, ImportRow } from '../../platform/imports';
import { anyOf } from './bulk-insert';
import {
  type ComponentTarget,
  catalogSkus,
  componentProblem,
  type Lookups,
  loadLookups,
  resolveRow,
} from './import-check';
import {
  IMPORT_KEYS,
  type ImportKey,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HELP,
  PRODUCT_IMPORT_TEXT,
} from './import-columns';
import { createImportWriter } from './import-write';

export { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_TEXT } from './import-columns';

export const PRODUCT_IMPORT_KIND = 'products';

/**
 * One product import (importGoodsExcel): a new product per row — simple, or composite with components named by SKU —
 * sold in the listed stores (the caller's) at the row's price and cost, with its category, supplier and taxes.
 * The platform streams the file twice (platform/imports.ts): `checkBatch` sees every row in file order, nothing
 * written; if no cell was refused, `writeBatch` writes every row in one transaction. State kept between batches (one
 * importer per upload): the SKUs and barcodes met so far, so that duplicates within the file are found across
 * batches and a composite may use a product of an earlier row. Codes: see the catalogue README.
 */
export function createProductImporter(): Importer<ImportKey> {
  let lookups: Lookups | undefined;
  /** SKU → the row that has it (what a later composite may use). */
  const fileSkus = new Map<string, ComponentTarget & { row: number }>();
  /** Barcode → its row. */
  const fileBarcodes = new Map<string, number>();
  const writer = createImportWriter();

  async function checkBatch(ctx: TenantCtx, rows: ImportRow<ImportKey>[]): Promise<ImportCellError[]> {
    lookups ??= await loadLookups(ctx);
    const errors: ImportCellError[] = [];
    const codes = rows.flatMap((r) => [r.values.sku, r.values.barcode].filter(Boolean));
    const taken = codes.length
      ? await ctx.db
          .select({ kind: catalogCodes.kind, code: catalogCodes.code })
          .from(catalogCodes)
          .where(and(eq(catalogCodes.tenantId, ctx.tenantId), anyOf(catalogCodes.code, codes)))
      : [];
    const takenKinds = new Map<string, Set<string>>();
    for (const t of taken) takenKinds.set(t.code, (takenKinds.get(t.code) ?? new Set()).add(t.kind));
    const resolved = rows.map((r) => resolveRow(lookups as Lookups, r));
    const catalog = await catalogSkus(
      ctx,
      resolved.flatMap((x) => x.ref.components.map((c) => c.sku)).filter((s) => !fileSkus.has(s)),
    );

    rows.forEach((r, i) => {
      const { errors: found, ref } = resolved[i];
      const err = (column: ImportKey, code: number) => found.push({ row: r.row, column, code });
      const { sku, barcode } = r.values;
      // SKU: taken by a product or variant (40015), used there as a barcode (40016), or met earlier in the file.
      if (sku) {
        const kinds = takenKinds.get(sku);
        if (kinds?.has('sku') || fileSkus.has(sku)) err('sku', Err.CELL_SKU_DUPLICATE);
        else if (kinds?.has('barcode') || (fileBarcodes.has(sku) && fileBarcodes.get(sku) !== r.row))
          err('sku', Err.CELL_CODE_DUPLICATE);
      }
      // Barcode: taken in the catalogue, or another row's SKU (the platform finds barcodes twice in the file).
      if (barcode) {
        const other = fileSkus.get(barcode);
        if (takenKinds.has(barcode) || (other && other.row !== r.row)) err('barcode', Err.CELL_CODE_DUPLICATE);
      }
      if (ref.composite && !found.some((e) => e.column === 'components')) {
        const code = componentProblem(ref.components, sku, (s) => fileSkus.get(s) ?? catalog.get(s));
        if (code) err('components', code);
      }
      if (sku && !fileSkus.has(sku))
        fileSkus.set(sku, { row: r.row, composite: ref.composite, unit: ref.unit, cost: r.values.cost || '0' });
      if (barcode && !fileBarcodes.has(barcode)) fileBarcodes.set(barcode, r.row);
      errors.push(...found);
    });
    return errors;
  }

  return {
    kind: PRODUCT_IMPORT_KIND,
    sheetName: PRODUCT_IMPORT_TEXT.sheet,
    columns: PRODUCT_IMPORT_COLUMNS,
    batchSize: 1000,
    checkBatch,
    beginWrite: () => writer.begin(),
    async writeBatch(tx, rows) {
      // The check's memory is not needed any more.
      fileSkus.clear();
      fileBarcodes.clear();
      try {
        await writer.write(tx, rows);
      } catch (e) {
        // A code taken by a save racing the import: the whole import fails with 20059, nothing saved.
        if (isUniqueViolation(e)) throw new AppError(Err.SKU_REPEATED);
        throw e;
      }
    },
  };
}

/**
 * The template: the header row in the caller's language on the first sheet (the one that is read), and on a second
 * sheet what each column takes.
 */
export async function productImportTemplate(lang: UiLang): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Tillbook';
  const sheet = book.addWorksheet(PRODUCT_IMPORT_TEXT.sheet[lang]);
  sheet.columns = PRODUCT_IMPORT_COLUMNS.map((c, i) => ({ key: String(i), width: c.width ?? 20 }));
  const header = sheet.addRow(PRODUCT_IMPORT_COLUMNS.map((c) => c.header[lang]));
  header.font = { bold: true };
  header.commit();
  sheet.commit();
  const help = book.addWorksheet(PRODUCT_IMPORT_TEXT.helpSheet[lang]);
  help.columns = [
    { key: 'column', width: 24 },
    { key: 'text', width: 110 },
  ];
  for (const key of IMPORT_KEYS) {
    const row = help.addRow([PRODUCT_IMPORT_TEXT[key][lang], PRODUCT_IMPORT_HELP[key][lang]]);
    row.getCell(1).font = { bold: true };
    row.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  help.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}
