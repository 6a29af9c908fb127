import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderThumbnailPng } from './thumbnail-png';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// A bitwise CRC-32, independent of the encoder's, so the chunk checksums are really verified.
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) {
    crc ^= data[i] ?? 0;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

describe('renderThumbnailPng', () => {
  it('starts with the PNG signature and has IHDR, IDAT and IEND chunks with valid CRCs', () => {
    const png = renderThumbnailPng(42);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
  });

  it('defaults to 270x480 8-bit RGB and honours other sizes', () => {
    for (const [width, height, png] of [
      [270, 480, renderThumbnailPng(7)],
      [90, 160, renderThumbnailPng(7, 90, 160)],
      [1, 1, renderThumbnailPng(7, 1, 1)],
    ] as const) {
      const header = readChunks(png)[0]?.data as Buffer;
      expect(header.readUInt32BE(0)).toBe(width);
      expect(header.readUInt32BE(4)).toBe(height);
      expect([header[8], header[9], header[10], header[11], header[12]]).toEqual([8, 2, 0, 0, 0]);
      const idat = readChunks(png).find((c) => c.type === 'IDAT')?.data as Buffer;
      expect(inflateSync(idat).length).toBe(height * (width * 3 + 1));
    }
  });

  it('is deterministic per seed and varies between seeds', () => {
    expect(renderThumbnailPng(1234).equals(renderThumbnailPng(1234))).toBe(true);
    expect(renderThumbnailPng(1234).equals(renderThumbnailPng(1235))).toBe(false);
  });

  it('draws a picture rather than a flat colour', () => {
    const png = renderThumbnailPng(99);
    const raw = inflateSync(readChunks(png).find((c) => c.type === 'IDAT')?.data as Buffer);
    const colours = new Set<number>();
    for (let i = 1; i < raw.length - 3; i += 3 * 97)
      colours.add((raw[i] ?? 0) * 65536 + (raw[i + 1] ?? 0) * 256);
    expect(colours.size).toBeGreaterThan(50);
  });

  it('rejects sizes that are not positive whole numbers', () => {
    expect(() => renderThumbnailPng(1, 0, 10)).toThrow(RangeError);
    expect(() => renderThumbnailPng(1, 10.5, 10)).toThrow(RangeError);
  });
});
