// Short-lived signed links to a student's submitted file (UrlWithSasToken): the browser's viewer
// fetches them without a bearer header, so the link itself carries who may read what until when.
// The token is one base64url word (91 characters, under the router's 100-character path parameter):
// school, attachment and user ids (16 bytes each), the expiry (seconds, 4 bytes) and the first
// 16 bytes of HMAC-SHA256 over those 52 bytes with the server's secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../kit';

/** How long a link works: long enough to open a file, short enough that a shared link dies. */
export const SUBMISSION_LINK_TTL_SECONDS = 5 * 60;

export interface LinkClaims {
  schoolId: string;
  attachmentId: string;
  userId: string;
  /** Seconds since the epoch. */
  expires: number;
}

const PAYLOAD_BYTES = 52;
const MAC_BYTES = 16;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const mac = (secret: Buffer, payload: Buffer) => createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

export function signLink(secret: Buffer, claims: LinkClaims): string {
  if (![claims.schoolId, claims.attachmentId, claims.userId].every(isUuid)) throw new Error('signLink needs uuids');
  const expires = Buffer.alloc(4);
  expires.writeUInt32BE(claims.expires);
  const payload = Buffer.concat([uuidBytes(claims.schoolId), uuidBytes(claims.attachmentId), uuidBytes(claims.userId), expires]);
  return Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
}

/** The claims of a link signed with `secret` and not yet expired; null for anything else. */
export function verifyLink(secret: Buffer, token: string, now: Date): LinkClaims | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload))) return null;
  const expires = payload.readUInt32BE(48);
  if (expires * 1000 <= now.getTime()) return null;
  return { schoolId: uuidText(payload.subarray(0, 16)), attachmentId: uuidText(payload.subarray(16, 32)), userId: uuidText(payload.subarray(32, 48)), expires };
}

/**
 * The server's link secret, made once and kept in the data folder beside the identity provider's
 * keys (identity/keys.ts), so links survive a restart. Two processes starting at once agree on the
 * first one's secret (link fails when the file exists).
 */
export async function loadOrCreateLinkSecret(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'submission-link-secret');
  const read = async () => Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  try {
    const stored = await read();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  await fs.mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(temporary);
  }
  return read();
}
