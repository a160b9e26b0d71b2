import { describe, expect, it } from 'vitest';
import { formatFileSize, isAllowedDocumentType, sniffDocumentType } from './file-size';

describe('file size', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [999_999, '999.9 KB'],
    [1_000_000, '1 MB'],
    [2_560_000, '2.5 MB'],
  ])('%i -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('rejects negative and NaN sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });

  it('sniffs PDF, JPEG and PNG by magic bytes', () => {
    expect(sniffDocumentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(new Uint8Array([0x4d, 0x5a]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([]))).toBeNull();
  });

  it('allows only document MIME types', () => {
    expect(isAllowedDocumentType('application/pdf')).toBe(true);
    expect(isAllowedDocumentType('text/html')).toBe(false);
  });
});
