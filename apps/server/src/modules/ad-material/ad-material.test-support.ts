// Sample files of every format an ad takes (only their signatures matter to the server) and a save helper.
import { randomBytes } from 'node:crypto';
import type { AdRow } from '@tillbook/contract';
import type { TestApp } from '../../../test/support/test-app';

const withTail = (head: Buffer, size = 64) => Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);

const riff = (form: string) => {
  const b = Buffer.alloc(12);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(1000, 4);
  b.write(form, 8, 'latin1');
  return b;
};
const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1')]);

/** Files by their real format, `size` bytes long (the head is the format's signature, the rest random). */
export const sample = {
  png: (size?: number) => withTail(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size?: number) => withTail(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  gif: (size?: number) => withTail(Buffer.from('GIF89a', 'latin1'), size),
  webp: (size?: number) => withTail(riff('WEBP'), size),
  mp4: (size?: number) => withTail(ftyp('isom'), size),
  webm: (size?: number) =>
    withTail(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]), size),
  mov: (size?: number) => withTail(ftyp('qt  '), size),
  mp3: (size?: number) => withTail(Buffer.from('ID3\u0004\u0000', 'latin1'), size),
  mp3Frame: (size?: number) => withTail(Buffer.from([0xff, 0xfb, 0x90, 0x64]), size),
  ogg: (size?: number) => withTail(Buffer.from('OggS', 'latin1'), size),
  wav: (size?: number) => withTail(riff('WAVE'), size),
  m4a: (size?: number) => withTail(ftyp('M4A '), size),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'),
  html: () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
};

/** A file as a save carries it. */
export const upload = (bytes: Buffer, name = 'ad.png') => ({ name, base64: bytes.toString('base64') });

/** POST /m/device/adMaterial/save with an image ad of `storeIds` unless told otherwise. */
export function saveAd(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.post<AdRow>(
    '/device/adMaterial/save',
    { name: `Ad ${randomBytes(3).toString('hex')}`, type: 'image', file: upload(sample.png()), ...body },
    { token },
  );
}

/** An ad saved through the API; answers its row, or throws. */
export async function addAd(t: TestApp, token: string, body: Record<string, unknown>): Promise<AdRow> {
  const res = await saveAd(t, token, body);
  if (res.code !== 200) throw new Error(`adMaterial/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}
