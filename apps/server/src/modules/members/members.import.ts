import { Err, type ImportCellError, stripPhone } from '@tillbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation, violatedConstraint } from '../../platform/errors';
import type { ImportColumn, Importer, ImportRow } from '../../platform/imports';
import { MEMBER_TEXT as T } from './members.texts';

type Key =
  | 'name'
  | 'areaCode'
  | 'phone'
  | 'email'
  | 'customerCode'
  | 'address'
  | 'city'
  | 'district'
  | 'province'
  | 'postalCode'
  | 'country'
  | 'onCredit'
  | 'creditLimit'
  | 'notes';

/**
 * The member template's columns, in order. Lengths follow §5's import lengths (name 1-50 → 40198, phone 1-15 →
 * 40199, address and notes 0-100 → 40200, customer code 0-20 → 40201, area and postal code 0-10 → 40202, e-mail
 * and place names 0-50 → 40203). A phone or area code that is not digits, or a credit limit with more than 4
 * decimals, answers 40005; a negative limit 40020. Phones and customer codes must differ within the file (40016);
 * one already used by a member of the merchant answers 1020 (phone) or 1003 (customer code).
 */
const columns: ImportColumn<Key>[] = [
  { key: 'name', header: T.name, required: true, length: '1-50', width: 24 },
  {
    key: 'areaCode',
    header: T.areaCode,
    length: '0-10',
    normalise: (v) => v.replace(/^\+/, ''),
    check: (v) => (/^[0-9]{1,4}(-[0-9]{1,4})?$/.test(v) ? null : Err.CELL_DATA_WRONG),
    width: 10,
  },
  {
    key: 'phone',
    header: T.phone,
    required: true,
    length: '1-15',
    normalise: stripPhone,
    uniqueInFile: true,
    check: (v) => (/^[0-9]{4,15}$/.test(v) ? null : Err.CELL_DATA_WRONG),
    width: 16,
  },
  { key: 'email', header: T.email, type: 'email', length: '0-50', width: 28 },
  { key: 'customerCode', header: T.customerCode, length: '0-20', uniqueInFile: true, width: 16 },
  { key: 'address', header: T.address, length: '0-100', width: 30 },
  { key: 'city', header: T.city, length: '0-50' },
  { key: 'district', header: T.district, length: '0-50' },
  { key: 'province', header: T.province, length: '0-50' },
  { key: 'postalCode', header: T.postalCode, length: '0-10', width: 12 },
  { key: 'country', header: T.country, length: '0-50' },
  { key: 'onCredit', header: T.onCredit, type: 'boolean', width: 12 },
  {
    key: 'creditLimit',
    header: T.creditLimit,
    type: 'decimal',
    check: (v) => (v.startsWith('-') ? Err.CELL_OUT_OF_RANGE : /\.[0-9]{5,}$/.test(v) ? Err.CELL_DATA_WRONG : null),
  },
  { key: 'notes', header: T.notes, length: '0-100', width: 30 },
];

/** Phones and customer codes of a batch already used by members of the merchant. */
async function checkBatch(ctx: TenantCtx, rows: ImportRow<Key>[]): Promise<ImportCellError[]> {
  const errors: ImportCellError[] = [];
  const phones = rows.map((r) => r.values.phone);
  const taken = new Set(
    (
      await ctx.db
        .select({ phone: members.phone })
        .from(members)
        .where(and(eq(members.tenantId, ctx.tenantId), inArray(members.phone, phones)))
    ).map((m) => m.phone),
  );
  const codes = rows.map((r) => r.values.customerCode.toLowerCase()).filter((c) => c !== '');
  const takenCodes = new Set(
    codes.length === 0
      ? []
      : (
          await ctx.db
            .select({ code: sql<string>`lower(${members.customerCode})` })
            .from(members)
            .where(and(eq(members.tenantId, ctx.tenantId), inArray(sql`lower(${members.customerCode})`, codes)))
        ).map((m) => m.code),
  );
  for (const r of rows) {
    if (taken.has(r.values.phone)) errors.push({ row: r.row, column: 'phone', code: Err.PHONE_REPEATED });
    const code = r.values.customerCode.toLowerCase();
    if (code && takenCodes.has(code)) errors.push({ row: r.row, column: 'customerCode', code: Err.CODE_REPEATED });
  }
  return errors;
}

async function writeBatch(tx: TenantCtx, rows: ImportRow<Key>[]) {
  try {
    await tx.db.insert(members).values(
      rows.map(({ values: v }) => ({
        tenantId: tx.tenantId,
        name: v.name,
        areaCode: v.areaCode,
        phone: v.phone,
        email: v.email,
        customerCode: v.customerCode || null,
        address: v.address,
        city: v.city,
        district: v.district,
        province: v.province,
        postalCode: v.postalCode,
        country: v.country,
        onCredit: v.onCredit === 'true',
        creditLimit: v.creditLimit || '0',
        notes: v.notes,
      })),
    );
  } catch (e) {
    // A member saved with the same phone or code while the import was checking: nothing is written.
    if (isUniqueViolation(e)) {
      throw new AppError(violatedConstraint(e) === 'members_customer_code_uq' ? Err.CODE_REPEATED : Err.PHONE_REPEATED);
    }
    throw e;
  }
}

/** The member import (importVipExcel): new members only, all rows or none. */
export const memberImporter: Importer<Key> = {
  kind: 'members',
  sheetName: T.sheetImport,
  columns,
  checkBatch,
  writeBatch,
};
