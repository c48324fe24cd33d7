// The suite's routes are hash based (01 §2): '#/homework/edit/42?x=1' is path '/homework/edit/42', search '?x=1'.

export interface HashLocation {
  pathname: string;
  search: string;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '');
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search };
}

export const hashOf = (location: Pick<Location, 'hash'>) => parseHash(location.hash);
