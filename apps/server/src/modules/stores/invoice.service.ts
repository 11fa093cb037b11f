import {
  checkUpload,
  currencyById,
  Err,
  type InvoiceLogo,
  type InvoiceLogoBody,
  type InvoicePreviewBody,
  type InvoiceSaveBody,
  type InvoiceSetting,
  LANGUAGES,
  type ReceiptPreview,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import { storeInvoiceSettings, tenants } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type FileStore, isTenantUploadKey, uploadKey } from '../../platform/files';
import { IMAGE_EXTENSIONS, safeImageType, sniffImageType, storedImage } from '../../platform/images';
import { SERVER_TIME_ZONE, type StoreKind, visibleStore } from './store-access';

/** Deletes a logo file unless another store's template still uses it. */
export async function releaseLogo(ctx: TenantCtx, files: FileStore, key: string | null) {
  if (!key) return;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(storeInvoiceSettings)
    .where(and(eq(storeInvoiceSettings.tenantId, ctx.tenantId), eq(storeInvoiceSettings.logoKey, key)));
  if (n === 0) await files.delete(key).catch(() => undefined);
}

const SAMPLE_LINES = [
  { quantity: '2', unitPrice: '12.5' },
  { quantity: '1', unitPrice: '8' },
  { quantity: '3', unitPrice: '3.2' },
];

/** `date` as an ISO string in an IANA time zone, with its offset (e.g. 2026-05-01T14:03:00+08:00). */
export function isoInZone(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offsetMin = Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hh}:${mm}`;
}

/** The receipt template (invoice format) of a store or truck, its logo and a sample receipt. */
export function createInvoiceService(deps: Deps) {
  const files = deps.files;

  /** The logo of a key as answered to the web (typed by its content), or null when unset, gone or not a safe image. */
  async function logoOf(key: string | null): Promise<InvoiceLogo | null> {
    if (!key) return null;
    return storedImage(key, await files.get(key));
  }

  /** A logo key a client sent back: one of this tenant's uploads that still exists (10197 otherwise). */
  async function checkedLogo(ctx: TenantCtx, key: string | null): Promise<InvoiceLogo | null> {
    if (key === null) return null;
    const logo = isTenantUploadKey(ctx.tenantId, key) ? await logoOf(key) : null;
    if (!logo) throw new AppError(Err.EMPTY_OR_MISSING);
    return logo;
  }

  async function stored(ctx: TenantCtx, storeId: number) {
    const [row] = await ctx.db
      .select()
      .from(storeInvoiceSettings)
      .where(and(eq(storeInvoiceSettings.tenantId, ctx.tenantId), eq(storeInvoiceSettings.storeId, storeId)));
    return row;
  }

  async function get(ctx: TenantCtx, kind: StoreKind, storeId: number): Promise<InvoiceSetting> {
    await visibleStore(ctx, kind, storeId);
    const row = await stored(ctx, storeId);
    if (row) {
      return {
        storeId,
        logo: await logoOf(row.logoKey),
        title: row.title,
        footer: row.footer,
        sysLanguageId: row.sysLanguageId,
        showCustomer: row.showCustomer,
        showNotes: row.showNotes,
      };
    }
    const [tenant] = await ctx.db
      .select({ sysLanguageId: tenants.sysLanguageId })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    return {
      storeId,
      logo: null,
      title: '',
      footer: '',
      sysLanguageId: tenant.sysLanguageId,
      showCustomer: true,
      showNotes: true,
    };
  }

  return {
    get,

    async save(ctx: TenantCtx, kind: StoreKind, body: InvoiceSaveBody): Promise<InvoiceSetting> {
      await visibleStore(ctx, kind, body.storeId);
      await checkedLogo(ctx, body.logoKey);
      const previous = (await stored(ctx, body.storeId))?.logoKey ?? null;
      const values = {
        logoKey: body.logoKey,
        title: body.title,
        footer: body.footer,
        sysLanguageId: body.sysLanguageId,
        showCustomer: body.showCustomer,
        showNotes: body.showNotes,
        updatedAt: new Date(),
      };
      await ctx.db
        .insert(storeInvoiceSettings)
        .values({ tenantId: ctx.tenantId, storeId: body.storeId, ...values })
        .onConflictDoUpdate({ target: [storeInvoiceSettings.tenantId, storeInvoiceSettings.storeId], set: values });
      if (previous !== body.logoKey) await releaseLogo(ctx, files, previous);
      return get(ctx, kind, body.storeId);
    },

    /**
     * Stores an uploaded logo under the tenant's folder. Type by the declared MIME type and by the bytes (20094),
     * size ≤ 200 KB (1001 on `base64`), empty or undecodable content, or an SVG with active content, 20099.
     */
    async uploadLogo(ctx: TenantCtx, body: InvoiceLogoBody): Promise<InvoiceLogo> {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.base64) || body.base64.length % 4 === 1) {
        throw new AppError(Err.FILE_CONTENT_ERROR);
      }
      const bytes = Buffer.from(body.base64, 'base64');
      if (bytes.length === 0) throw new AppError(Err.FILE_CONTENT_ERROR);
      const refused = checkUpload('logo', { size: bytes.length, type: body.mimeType });
      if (refused === 'type') throw new AppError(Err.FILE_FORMAT_WRONG);
      if (refused === 'size') {
        throw new AppError(Err.PARAM, {
          issues: [{ path: 'base64', message: `file larger than ${UPLOAD_LIMITS.logo.maxBytes} bytes` }],
        });
      }
      if (sniffImageType(bytes) !== body.mimeType) throw new AppError(Err.FILE_FORMAT_WRONG);
      // An SVG with scripts, event handlers, HTML or outside references is no plain picture.
      if (safeImageType(bytes) !== body.mimeType) throw new AppError(Err.FILE_CONTENT_ERROR);
      const key = uploadKey(ctx.tenantId, IMAGE_EXTENSIONS[body.mimeType]);
      await files.put(key, bytes);
      return (await logoOf(key))!;
    },

    /** A sample receipt from unsaved form values, in the store's currency and time zone. */
    async preview(ctx: TenantCtx, kind: StoreKind, body: InvoicePreviewBody): Promise<ReceiptPreview> {
      const store = await visibleStore(ctx, kind, body.storeId);
      const logo = await checkedLogo(ctx, body.logoKey);
      const [tenant] = await ctx.db
        .select({ sysCurrencyId: tenants.sysCurrencyId })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId));
      const currencyId = store.sysCurrencyId ?? tenant.sysCurrencyId;
      const currency = currencyById(currencyId);
      const places = currency?.minorUnits ?? 2;
      const money = (v: Decimal) => v.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
      const lines = SAMPLE_LINES.map((l) => {
        const amount = new Decimal(l.quantity).mul(l.unitPrice);
        return { quantity: l.quantity, unitPrice: money(new Decimal(l.unitPrice)), amount: money(amount) };
      });
      const subtotal = lines.reduce((sum, l) => sum.add(l.amount), new Decimal(0));
      return {
        languageCode: LANGUAGES.find((l) => l.sysLanguageId === body.sysLanguageId)?.code ?? 'en_GB',
        logo,
        title: body.title || store.name,
        store: {
          name: store.name,
          areaCode: store.areaCode,
          phone: store.phone,
          address: store.address,
          city: store.city,
          province: store.province,
          postalCode: store.postalCode,
        },
        currency: {
          sysCurrencyId: currencyId,
          code: currency?.code ?? '',
          symbol: currency?.symbol ?? '',
          minorUnits: places,
        },
        receiptNo: '000001',
        issuedAt: isoInZone(new Date(), store.timeZone ?? SERVER_TIME_ZONE),
        lines,
        subtotal: money(subtotal),
        total: money(subtotal),
        showCustomer: body.showCustomer,
        showNotes: body.showNotes,
        footer: body.footer,
      };
    },
  };
}
