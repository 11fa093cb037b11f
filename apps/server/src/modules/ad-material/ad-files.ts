// What an ad's file really is, read from its bytes (never from its name or the type a browser declares), and the
// name it is shown under.
import { createHash } from 'node:crypto';
import { AD_FILE_TYPES, type AdType } from '@tillbook/contract';
import { sniffImageType } from '../../platform/images';

/** The extension a stored file gets per content type (the key never carries a client's name). */
export const AD_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** ISO base media brands of an audio-only file (m4a, m4b, m4p). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);
/** ISO base media brands a browser plays as video/mp4 (QuickTime 'qt  ' and 3GPP are not among them). */
const VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'mmp4', 'MSNV']);

function sniffMedia(bytes: Buffer): string | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (AUDIO_BRANDS.has(brand)) return 'audio/mp4';
    if (VIDEO_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  // Matroska/EBML header whose DocType is webm.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return bytes.subarray(0, 64).includes(Buffer.from('webm', 'latin1')) ? 'video/webm' : null;
  }
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame: 11 sync bits, a known version, layer I-III (ADTS AAC has layer 00 and is not taken).
  if (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) {
    const version = (bytes[1] >> 3) & 0x03;
    const layer = (bytes[1] >> 1) & 0x03;
    const bitrate = bytes[2] >> 4;
    if (version !== 0x01 && layer !== 0 && bitrate !== 0x0f && (bytes[2] & 0x0c) !== 0x0c) return 'audio/mpeg';
  }
  return null;
}

/**
 * The content type of an ad file by its bytes, or null when it is none the ads take. An SVG, an HTML page or any
 * other text dressed up with an image's name is null (SVG is never an ad format).
 */
export function sniffAdFile(bytes: Buffer): string | null {
  const image = sniffImageType(bytes);
  if (image) return image === 'image/svg+xml' ? null : image;
  return sniffMedia(bytes);
}

/** Whether a content type is one of the formats of an ad type (§5 "file type must match"). */
export const fitsType = (type: AdType, contentType: string) =>
  (AD_FILE_TYPES[type] as readonly string[]).includes(contentType);

/** A version that changes with the file's content (a display caches the blob under it). */
export const fileVersion = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * The name a file is shown under: the last part of what the client sent, without control characters, path
 * separators, quotes or angle brackets, at most 100 characters; 'file' when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"'<>:*?|`$]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  return [...clean].slice(0, 100).join('') || 'file';
}
