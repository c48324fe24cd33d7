// The provider's signing keys and cookie secrets, made once and kept in the data folder, so that a
// restart keeps issued tokens and the browsers' sign-in cookies valid, and server processes sharing
// the data folder agree on them.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export async function loadOrCreateSigningKeys(dataDir: string): Promise<{ keys: JWK[] }> {
  return loadOrCreate(path.join(dataDir, 'oidc-jwks.json'), async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    return { keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
}

/** Secrets signing the provider's cookies (session, interaction). */
export async function loadOrCreateCookieKeys(dataDir: string): Promise<string[]> {
  const stored = await loadOrCreate(path.join(dataDir, 'oidc-cookie-keys.json'), async () => ({ keys: [randomBytes(32).toString('base64url')] }));
  return stored.keys;
}

/**
 * The key that seals the school providers' client secrets in the database (school-providers.ts):
 * kept beside the signing keys, so a copy of the database alone does not give the secrets away, and
 * processes sharing the data folder agree on it.
 */
export async function loadOrCreateSealingKey(dataDir: string): Promise<Buffer> {
  const stored = await loadOrCreate(path.join(dataDir, 'school-sign-in-key.json'), async () => ({ keys: [randomBytes(32).toString('base64url')] }));
  return Buffer.from(stored.keys[0], 'base64url');
}

async function loadOrCreate<T extends { keys: unknown[] }>(file: string, make: () => Promise<T>): Promise<T> {
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as T;
    if (Array.isArray(stored.keys) && stored.keys.length > 0) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const made = await make();
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name, then linked into place: a link fails when the file exists, so
  // two processes starting at once agree on the first one's keys and nobody reads half a file.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(made, null, 2), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } finally {
    await fs.unlink(temporary);
  }
}

/** The public half of each key, for verifying tokens. */
export function publicKeys(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, ...key }) => key) };
}
