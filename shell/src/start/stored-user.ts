// oidc-client-ts keeps the signed-in user in the session's storage under 'oidc.user:<authority>:<client>'
// (the platform's auth service). The page's first script asks only whether there is one, before any
// library has loaded; a wrong answer costs time, never correctness (sign-in-first checks again).
const STORED_USER_PREFIX = 'oidc.user:';

export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(STORED_USER_PREFIX)) return true;
  return false;
}
