import type { ReceiptPreview as Preview } from '@tillbook/contract';
import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { type ReceiptTexts, useReceiptTexts } from '../api';

const paper: CSSProperties = {
  width: 300,
  maxWidth: '100%',
  margin: '0 auto',
  padding: '16px 14px',
  background: '#fff',
  boxShadow: '0 1px 6px rgba(0,0,0,0.15)',
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace',
  fontSize: 12,
  lineHeight: 1.5,
  color: '#222',
};
const rule: CSSProperties = { borderTop: '1px dashed #999', margin: '8px 0' };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };
const center: CSSProperties = { textAlign: 'center' };

/** 'de_DE' → 'de-DE', for Intl; an unknown tag falls back to English. */
function localeOf(code: string): string {
  const tag = code.replace('_', '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/** The wall-clock time of an ISO date-time with offset, as the store sees it, in the receipt's language. */
function issuedText(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const wall = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(wall);
}

/** A live sample of the printed receipt: the server's numbers, labels and sample lines in the receipt's language. */
export function ReceiptPreview({ preview }: { preview: Preview | undefined }) {
  const texts = useReceiptTexts(preview?.languageCode);
  if (!preview || !texts.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Receipt preview={preview} texts={texts.data} />;
}

function Receipt({ preview, texts }: { preview: Preview; texts: ReceiptTexts }) {
  const locale = localeOf(preview.languageCode);
  const digits = preview.currency.minorUnits;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  // The sign goes before the symbol: -£5.30, never £-5.30.
  const money = (v: string) =>
    `${Number(v) < 0 ? '-' : ''}${preview.currency.symbol}${number.format(Math.abs(Number(v)))}`;
  const qty = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const { store } = preview;
  const address = [store.address, store.city, store.province, store.postalCode].filter(Boolean).join(', ');
  const phone = store.phone ? `${store.areaCode ? `+${store.areaCode} ` : ''}${store.phone}` : '';

  return (
    <div style={paper} lang={locale} data-testid="receipt-preview">
      {preview.logo && (
        <div style={center}>
          <img
            src={preview.logo.dataUrl}
            alt=""
            style={{ maxHeight: 64, maxWidth: '60%', objectFit: 'contain' }}
            data-testid="receipt-logo"
          />
        </div>
      )}
      <div style={{ ...center, fontSize: 15, fontWeight: 700 }} data-testid="receipt-title">
        {preview.title}
      </div>
      {preview.title !== store.name && <div style={center}>{store.name}</div>}
      {address && <div style={center}>{address}</div>}
      {phone && (
        <div style={center}>
          {texts.tel} {phone}
        </div>
      )}
      <div style={rule} />
      <div style={row}>
        <span>{texts.receiptNo}</span>
        <span>{preview.receiptNo}</span>
      </div>
      <div style={row}>
        <span>{texts.date}</span>
        <span>{issuedText(preview.issuedAt, locale)}</span>
      </div>
      {preview.showCustomer && (
        <div style={row} data-testid="receipt-customer">
          <span>{texts.customer}</span>
          <span>{texts.customerSample}</span>
        </div>
      )}
      <div style={rule} />
      <div style={{ ...row, fontWeight: 700 }}>
        <span style={{ flex: 1 }}>{texts.item}</span>
        <span style={{ width: 40, textAlign: 'right' }}>{texts.qty}</span>
        <span style={{ width: 80, textAlign: 'right' }}>{texts.amount}</span>
      </div>
      {preview.lines.map((line, i) => (
        // The sample lines are fixed: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed sample lines
        <div key={i} data-testid="receipt-line">
          <div style={row}>
            <span style={{ flex: 1 }}>{texts.items[i % texts.items.length]}</span>
            <span style={{ width: 40, textAlign: 'right' }}>{qty.format(Number(line.quantity))}</span>
            <span style={{ width: 80, textAlign: 'right' }}>{money(line.amount)}</span>
          </div>
          <div style={{ color: '#777', paddingLeft: 8 }}>
            {qty.format(Number(line.quantity))} × {money(line.unitPrice)}
          </div>
        </div>
      ))}
      <div style={rule} />
      <div style={row}>
        <span>{texts.subtotal}</span>
        <span>{money(preview.subtotal)}</span>
      </div>
      <div style={{ ...row, fontWeight: 700, fontSize: 14 }}>
        <span>{texts.total}</span>
        <span data-testid="receipt-total">{money(preview.total)}</span>
      </div>
      {preview.showNotes && (
        <>
          <div style={rule} />
          <div style={row} data-testid="receipt-notes">
            <span>{texts.notes}</span>
            <span style={{ textAlign: 'right' }}>{texts.notesSample}</span>
          </div>
        </>
      )}
      {preview.footer && (
        <>
          <div style={rule} />
          <div style={{ ...center, whiteSpace: 'pre-wrap' }} data-testid="receipt-footer">
            {preview.footer}
          </div>
        </>
      )}
    </div>
  );
}
