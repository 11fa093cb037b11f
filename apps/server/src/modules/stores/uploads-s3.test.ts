import { Err, type InvoiceLogo, type InvoiceSetting } from '@tillbook/contract';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/support/s3-server';
import { firstStoreId, newTenant, startTestApp } from '../../../test/support/test-app';
import { fileStoreFor } from '../../platform/files';

// Registered first so it runs last: the app (and its S3 client) closes before the S3 server does.
const s3 = await startS3Server();
afterAll(() => s3.close());
const t = await startTestApp({ config: { storage: s3.storage } });

const png = async (text: string) => QRCode.toBuffer(text, { type: 'png', width: 64 });
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('uploads with S3 storage', () => {
  it('keeps an invoice logo in the bucket, answers it back, and removes it when replaced or cleared', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const bytes = await png('s3 logo');
    const upload = await t.post<InvoiceLogo>(
      '/store/invoice/logo',
      { fileName: 'logo.png', mimeType: 'image/png', base64: bytes.toString('base64') },
      { token: a.token },
    );
    expect(upload.code).toBe(200);
    const key = upload.data.key;
    expect(key).toMatch(new RegExp(`^uploads/${a.user.tenantId}/[0-9a-f]{32}\\.png$`));
    // In the bucket, byte for byte and typed; not in the data dir's store.
    expect((await s3.object(key))?.equals(bytes)).toBe(true);
    expect(await s3.contentType(key)).toBe('image/png');
    expect(await fileStoreFor('memory://').get(key)).toBeNull();

    const saved = await t.post<InvoiceSetting>(
      '/store/invoice/save',
      { storeId, logoKey: key, title: 'Thanks', sysLanguageId: 3 },
      { token: a.token },
    );
    expect(saved.code).toBe(200);
    const read = await t.post<InvoiceSetting>('/store/invoice/get', { storeId }, { token: a.token });
    expect(read.data.logo).toEqual({
      key,
      mimeType: 'image/png',
      size: bytes.length,
      dataUrl: `data:image/png;base64,${bytes.toString('base64')}`,
    });

    // Replacing the logo deletes the old object; clearing it deletes the new one.
    const second = await t.post<InvoiceLogo>(
      '/store/invoice/logo',
      { fileName: 'b.gif', mimeType: 'image/gif', base64: gif.toString('base64') },
      { token: a.token },
    );
    expect(second.code).toBe(200);
    expect(await s3.contentType(second.data.key)).toBe('image/gif');
    await t.post('/store/invoice/save', { storeId, logoKey: second.data.key, sysLanguageId: 3 }, { token: a.token });
    expect(await s3.object(key)).toBeNull();
    expect(
      (await t.post<InvoiceSetting>('/store/invoice/get', { storeId }, { token: a.token })).data.logo,
    ).toMatchObject({ key: second.data.key, mimeType: 'image/gif', size: gif.length });
    await t.post('/store/invoice/save', { storeId, logoKey: null, sysLanguageId: 3 }, { token: a.token });
    expect(await s3.object(second.data.key)).toBeNull();
    expect(await s3.objectKeys(`uploads/${a.user.tenantId}/`)).toEqual([]);
  });

  it('refuses a well-formed logo key that is not in the bucket (10197)', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const missing = `uploads/${a.user.tenantId}/${'0'.repeat(32)}.png`;
    const saved = await t.post(
      '/store/invoice/save',
      { storeId, logoKey: missing, sysLanguageId: 3 },
      { token: a.token },
    );
    expect(saved.code).toBe(Err.EMPTY_OR_MISSING);
  });
});
