import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFilename } from './content-disposition';
import { requestedRange } from './send-file';

describe('requestedRange', () => {
  it.each([
    [undefined, 100, null],
    ['bytes=0-0', 100, { start: 0, end: 0 }],
    ['bytes=10-19', 100, { start: 10, end: 19 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=150-160', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=20-10', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
    ['bytes=-', 100, null],
    ['bytes=abc', 100, null],
  ] as const)('%s of %i bytes → %o', (header, size, expected) => {
    expect(requestedRange(header, size)).toEqual(expected);
  });
});

describe('file names in Content-Disposition', () => {
  it('keeps a Spanish name and drops what could break the header or fool the reader', () => {
    expect(safeFilename('Guía de colaciones.pdf')).toBe('Guía de colaciones.pdf');
    expect(safeFilename('../../etc/passwd')).toBe('etc passwd');
    expect(safeFilename('factura\u202egpj.exe')).toBe('factura gpj.exe');
    expect(safeFilename('a"b\r\nSet-Cookie: x.pdf')).toBe('a b Set-Cookie x.pdf');
    expect(safeFilename('   ')).toBe('archivo');
    expect(safeFilename('x'.repeat(300))).toHaveLength(120);
  });

  it('writes an ASCII name for old clients and the exact UTF-8 name beside it', () => {
    expect(contentDisposition('inline')).toBe('inline');
    expect(contentDisposition('attachment', 'Ñuñoa (año 2026).pdf')).toBe(
      `attachment; filename="Nunoa (ano 2026).pdf"; filename*=UTF-8''%C3%91u%C3%B1oa%20%28a%C3%B1o%202026%29.pdf`,
    );
  });
});

describe('the origin pages may fetch stored files from (CSP)', () => {
  it('is the S3 endpoint, or AWS’s bucket host, and nothing for files served by the app', async () => {
    const { storageOriginOf } = await import('./index');
    expect(storageOriginOf('s3://vitalia?endpoint=http://127.0.0.1:9000/path&region=x')).toBe(
      'http://127.0.0.1:9000',
    );
    expect(storageOriginOf('s3://vitalia-media?region=sa-east-1')).toBe(
      'https://vitalia-media.s3.sa-east-1.amazonaws.com',
    );
    expect(storageOriginOf(undefined)).toBeNull();
    expect(storageOriginOf('file:///var/vitalia')).toBeNull();
  });
});
