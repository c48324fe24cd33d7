// Reported page paths carry no identifiers (02 §7, 01 §9): GUIDs and digits are stripped, and a
// sign-in return ('code=') is never reported.

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Null for paths containing 'code='. The query string is dropped too (it carries titles such as
 * ?homeworktitle=...), and the empty segments the stripping leaves are closed up.
 */
export function sanitisePath(path: string): string | null {
  if (path.includes('code=')) return null;
  const stripped = path
    .replace(/^#/, '')
    .split('?')[0]
    .replace(GUID, '')
    .replace(/\d+/g, '')
    .replace(/\/{2,}/g, '/');
  return stripped.length > 1 ? stripped.replace(/\/$/, '') : '/';
}
