// OneRoster CSV bundles written by the tests and the import bench: files from rows, a folder, a zip.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

export type Rows = Record<string, string>[];
export type BundleFiles = Record<string, string>;

/** CSV text: the header is the first row's columns (quoted where needed). */
export function csv(rows: Rows, columns: string[] = Object.keys(rows[0] ?? {})): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))].join('\n') + '\n';
}

export const manifest = (overrides: Record<string, string> = {}): string =>
  csv(
    Object.entries({
      'manifest.version': '1.0',
      'oneroster.version': '1.2',
      'file.academicSessions': 'bulk',
      'file.classes': 'bulk',
      'file.courses': 'bulk',
      'file.enrollments': 'bulk',
      'file.orgs': 'bulk',
      'file.roles': 'bulk',
      'file.users': 'bulk',
      'file.demographics': 'absent',
      ...overrides,
    }).map(([propertyName, value]) => ({ propertyName, value })),
  );

export async function writeFolder(dir: string, files: BundleFiles): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(dir, name), text);
  return dir;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size the zip declares, when it should lie. */
  declaredSize?: number;
}

/** A zip of deflated entries (what a school's export is), written without a library. */
export async function writeZip(file: string, entries: ZipEntry[]): Promise<string> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const packed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(declaredSize, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  await fs.writeFile(file, Buffer.concat([...locals, centralBytes, end]));
  return file;
}
