import { describe, expect, it } from 'vitest';
import { fileVersion, fitsType, sanitizeFileName, sniffAdFile } from './ad-files';
import { sample } from './ad-material.test-support';

// The format of an ad file comes from its bytes; the name it is shown under is cleaned.

describe('sniffAdFile', () => {
  it('reads each format by its signature', () => {
    expect(sniffAdFile(sample.mp4())).toBe('video/mp4');
    expect(sniffAdFile(sample.webm())).toBe('video/webm');
    expect(sniffAdFile(sample.mp3())).toBe('audio/mpeg');
    expect(sniffAdFile(sample.mp3Frame())).toBe('audio/mpeg');
    expect(sniffAdFile(sample.ogg())).toBe('audio/ogg');
    expect(sniffAdFile(sample.wav())).toBe('audio/wav');
    expect(sniffAdFile(sample.m4a())).toBe('audio/mp4');
    expect(sniffAdFile(sample.png())).toBe('image/png');
    expect(sniffAdFile(sample.jpeg())).toBe('image/jpeg');
    expect(sniffAdFile(sample.gif())).toBe('image/gif');
    expect(sniffAdFile(sample.webp())).toBe('image/webp');
  });

  it('knows nothing of SVG, HTML, QuickTime, AAC or text', () => {
    expect(sniffAdFile(sample.svg())).toBeNull();
    expect(sniffAdFile(Buffer.from('<?xml version="1.0"?><svg onload="x()"></svg>'))).toBeNull();
    expect(sniffAdFile(sample.html())).toBeNull();
    expect(sniffAdFile(sample.mov())).toBeNull();
    expect(sniffAdFile(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0]))).toBeNull();
    expect(sniffAdFile(Buffer.from('hello'))).toBeNull();
    expect(sniffAdFile(Buffer.alloc(0))).toBeNull();
  });

  it('matches formats to ad types', () => {
    expect(fitsType('logo', 'image/gif')).toBe(false);
    expect(fitsType('image', 'image/gif')).toBe(true);
    expect(fitsType('audio', 'video/mp4')).toBe(false);
  });

  it('versions a file by its content', () => {
    const bytes = sample.png();
    expect(fileVersion(bytes)).toBe(fileVersion(Buffer.from(bytes)));
    expect(fileVersion(bytes)).not.toBe(fileVersion(sample.png()));
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last part of a path, without control characters, quotes or brackets', () => {
    expect(sanitizeFileName('C:\\Users\\me\\summer "menu".png')).toBe('summer menu.png');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b\u202Ec<script>.mp4')).toBe('abcscript.mp4');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('   ')).toBe('file');
    expect(sanitizeFileName('菜单 2026.jpg')).toBe('菜单 2026.jpg');
    expect([...sanitizeFileName('x'.repeat(300))]).toHaveLength(100);
  });
});
