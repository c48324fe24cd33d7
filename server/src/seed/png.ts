// Generated portrait placeholders: a coloured square with a head-and-shoulders silhouette, encoded
// as PNG with node:zlib (no image library needed).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A `size`×`size` RGB PNG: background colour, lighter head circle and shoulders. */
export function portraitPng(size: number, background: Rgb): Buffer {
  const figure = background.map((c) => Math.round(c + (255 - c) * 0.55)) as unknown as Rgb;
  const rowLength = size * 3 + 1;
  const raw = Buffer.alloc(rowLength * size);
  const headX = size / 2;
  const headY = size * 0.38;
  const headR = size * 0.2;
  const shoulderY = size * 1.05;
  const shoulderRx = size * 0.38;
  const shoulderRy = size * 0.42;
  for (let y = 0; y < size; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const inHead = (x - headX) ** 2 + (y - headY) ** 2 <= headR ** 2;
      const inShoulders = ((x - headX) / shoulderRx) ** 2 + ((y - shoulderY) / shoulderRy) ** 2 <= 1;
      const colour = inHead || inShoulders ? figure : background;
      const offset = y * rowLength + 1 + x * 3;
      raw[offset] = colour[0];
      raw[offset + 1] = colour[1];
      raw[offset + 2] = colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
