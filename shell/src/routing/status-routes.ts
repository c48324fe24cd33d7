// The shell's own status pages (01 §2), the only routes seen without signing in. Kept apart from the
// route table, which needs react-router, so that the page's first script can tell them apart.
export const STATUS_ROUTES = {
  unauthorised: '/unauthorised',
  signedOut: '/signedout',
  noLicenses: '/noLicenses',
} as const;
export type StatusPageName = keyof typeof STATUS_ROUTES;

/** The status page at a hash path, in any case and with or without a trailing slash (as react-router matches). */
export function statusPageAt(pathname: string): StatusPageName | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return (Object.keys(STATUS_ROUTES) as StatusPageName[]).find((page) => STATUS_ROUTES[page].toLowerCase() === path) ?? null;
}

/** The path of a hash route: '#/signedout?from=x' -> '/signedout', '' -> '/'. */
export function hashPathOf(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path.startsWith('/') ? path : `/${path}`;
}
