// What the page's address says before any library has loaded (the entry reads it, as does
// auth-entry.ts): the silent-renewal frame's path, and the return from sign-in ('#code=...').
export const SILENT_RENEW_PATHNAME = '/silent-token-renew';

export const isSignInReturn = (hash: string) => hash.replace(/^#\/?/, '#').startsWith('#code=');
