// The provider's signing keys, made once and kept in the data folder, so that a restart keeps issued
// tokens valid.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export async function loadOrCreateSigningKeys(dataDir: string): Promise<{ keys: JWK[] }> {
  const file = path.join(dataDir, 'oidc-jwks.json');
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { keys: JWK[] };
    if (Array.isArray(stored.keys) && stored.keys.length > 0) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  await fs.mkdir(dataDir, { recursive: true });
  // Written under a temporary name, then linked into place: a link fails when the file exists, so
  // two processes starting at once agree on the first one's keys and nobody reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(jwks, null, 2), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
    return jwks;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await fs.readFile(file, 'utf8')) as { keys: JWK[] };
  } finally {
    await fs.unlink(temporary);
  }
}

/** The public half of each key, for verifying tokens. */
export function publicKeys(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, ...key }) => key) };
}
