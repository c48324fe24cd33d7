// OneRoster CSV bundles written by the tests and the import bench: files from rows, a folder, a zip,
// and a small school to change.
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

/**
 * A zip of deflated entries (what a school's export is), written without a library: a test's zip
 * must be able to lie about its sizes (a zip bomb), which a library's writer never does. The
 * journeys build their bundles with it too.
 */
export function zipBytes(entries: ZipEntry[]): Buffer {
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
  return Buffer.concat([...locals, centralBytes, end]);
}

export async function writeZip(file: string, entries: ZipEntry[]): Promise<string> {
  await fs.writeFile(file, zipBytes(entries));
  return file;
}

export const users: Rows = [
  { sourcedId: 't1', status: '', enabledUser: 'true', username: 'skhan', givenName: 'Sarah', familyName: 'Khan', email: 's.khan@northfield.example', grades: '', agentSourcedIds: '' },
  { sourcedId: 'a1', status: '', enabledUser: 'true', username: 'treid', givenName: 'Tom', familyName: 'Reid', email: 't.reid@northfield.example', grades: '', agentSourcedIds: '' },
  { sourcedId: 's1', status: '', enabledUser: 'true', givenName: 'Amara', familyName: 'Obi', email: '', grades: '07', agentSourcedIds: 'g1' },
  { sourcedId: 's2', status: '', enabledUser: 'true', givenName: 'Ben', familyName: 'Obi', email: '', grades: '07', agentSourcedIds: '' },
  { sourcedId: 's3', status: '', enabledUser: 'true', givenName: 'Cara', familyName: 'Lund', email: '', grades: '07', agentSourcedIds: 'g2' },
  { sourcedId: 'g1', status: '', enabledUser: 'true', givenName: 'Ngozi', familyName: 'Obi', email: 'ngozi@mail.example', grades: '', agentSourcedIds: 's1,s2' },
  { sourcedId: 'g2', status: '', enabledUser: 'true', givenName: 'Erik', familyName: 'Lund', email: 'erik@mail.example', grades: '', agentSourcedIds: 's3' },
];
export const roleOf: Record<string, string> = { t1: 'teacher', a1: 'administrator', s1: 'student', s2: 'student', s3: 'student', s4: 'student', g1: 'guardian', g2: 'guardian' };
const enrolments: [string, string, string][] = [
  ['K-7A', 's1', 'student'], ['K-7A', 's2', 'student'], ['K-7A', 's3', 'student'],
  ['K-7MA1', 's1', 'student'], ['K-7MA1', 's2', 'student'], ['K-7MA1', 's3', 'student'], ['K-7MA1', 't1', 'teacher'],
  ['K-7EN1', 's1', 'student'], ['K-7EN1', 's2', 'student'],
];

/** A small school, Northfield Academy, in 1.2's files; `change` edits the rows before they are written. */
export function northfield(change: (rows: { users: Rows; enrollments: Rows; classes: Rows; courses: Rows }) => void = () => undefined): BundleFiles {
  const rows = {
    users: users.map((user) => ({ ...user })),
    enrollments: enrolments.map(([cls, user, role], n) => ({ sourcedId: `e${n + 1}`, classSourcedId: cls, schoolSourcedId: 'S1', userSourcedId: user, role })),
    courses: [
      { sourcedId: 'C-MA', title: 'Mathematics', courseCode: 'Ma', orgSourcedId: 'S1' },
      { sourcedId: 'C-EN', title: 'English', courseCode: 'En', orgSourcedId: 'S1' },
      { sourcedId: 'C-REG', title: 'Registration', courseCode: 'Reg', orgSourcedId: 'S1' },
    ],
    classes: [
      { sourcedId: 'K-7A', title: '7A', courseSourcedId: 'C-REG', classType: 'homeroom', schoolSourcedId: 'S1', termSourcedIds: 'T1,T2,T3' },
      { sourcedId: 'K-7MA1', title: '7A/Ma1', courseSourcedId: 'C-MA', classType: 'scheduled', schoolSourcedId: 'S1', termSourcedIds: 'T1' },
      { sourcedId: 'K-7EN1', title: '7A/En1', courseSourcedId: 'C-EN', classType: 'scheduled', schoolSourcedId: 'S1', termSourcedIds: 'T1' },
    ],
  };
  change(rows);
  return {
    'manifest.csv': manifest(),
    'orgs.csv': csv([
      { sourcedId: 'D1', status: '', dateLastModified: '', name: 'Northfield Trust', type: 'district', identifier: '', parentSourcedId: '' },
      { sourcedId: 'S1', status: '', dateLastModified: '2026-08-01T09:00:00Z', name: 'Northfield Academy', type: 'school', identifier: 'URN 100001', parentSourcedId: 'D1' },
    ]),
    'academicSessions.csv': csv([
      { sourcedId: 'Y2026', title: '2026/27', type: 'schoolYear', startDate: '2026-09-01', endDate: '2027-07-20', parentSourcedId: '', schoolYear: '2027' },
      { sourcedId: 'T1', title: 'Autumn', type: 'term', startDate: '2026-09-01', endDate: '2026-12-18', parentSourcedId: 'Y2026', schoolYear: '2027' },
      { sourcedId: 'T2', title: 'Spring', type: 'term', startDate: '2027-01-05', endDate: '2027-03-31', parentSourcedId: 'Y2026', schoolYear: '2027' },
      // No parent: its school year is the one its dates fall in.
      { sourcedId: 'T3', title: 'Summer', type: 'term', startDate: '2027-04-12', endDate: '2027-07-20', parentSourcedId: '', schoolYear: '2027' },
    ]),
    'courses.csv': csv(rows.courses),
    'classes.csv': csv(rows.classes),
    'users.csv': csv(rows.users),
    'roles.csv': csv(rows.users.map((user) => ({ sourcedId: `r-${user.sourcedId}`, status: user.status, userSourcedId: user.sourcedId, roleType: 'primary', role: roleOf[user.sourcedId], orgSourcedId: 'S1' }))),
    'enrollments.csv': csv(rows.enrollments),
  };
}
