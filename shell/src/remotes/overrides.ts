// This browser's development overrides of remotes (REMOTE_OVERRIDE_PARAM in the contracts): a remote
// team opens the suite with `?remote-override=<container>=<manifest URL>` and, in that browser only,
// the remote loads from its development server in place of its release, for as long as the operator
// allows that origin (the suite's remoteOverrideOrigins). Kept in localStorage, so it lasts through
// sign-in and reloads until removed.
import { REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDES_KEY, parseRemoteOverride, withRemoteOverrides, type RemoteOverride, type RemoteRegistration } from '@homework/contracts';
import { getSuite, isSuiteInitialised } from '@homework/platform/api';

function readStored(storage: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(REMOTE_OVERRIDES_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, manifest]) => typeof manifest === 'string')) : {};
  } catch {
    return {};
  }
}

function store(storage: Storage, overrides: Record<string, string>) {
  if (Object.keys(overrides).length === 0) storage.removeItem(REMOTE_OVERRIDES_KEY);
  else storage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify(overrides));
}

/**
 * Takes the address's `remote-override` parameters into this browser's overrides (an empty manifest
 * removes one) and leaves the address without them. Called first thing at start-up.
 */
export function takeOverridesFromAddress(location: Location = window.location, storage: Storage = window.localStorage, replaceUrl = (url: string) => window.history.replaceState(null, '', url)): void {
  const url = new URL(location.href);
  const values = url.searchParams.getAll(REMOTE_OVERRIDE_PARAM);
  if (values.length === 0) return;
  const overrides = readStored(storage);
  for (const override of values.map(parseRemoteOverride)) {
    if (!override) continue;
    if (override.manifest) overrides[override.name] = override.manifest;
    else delete overrides[override.name];
  }
  store(storage, overrides);
  url.searchParams.delete(REMOTE_OVERRIDE_PARAM);
  replaceUrl(url.href);
}

/** The origins the suite allows development builds from (none until the suite is set up). */
const allowedOrigins = () => (isSuiteInitialised() ? (getSuite().config.remoteOverrideOrigins ?? []) : []);

/** remotes.json's registrations with this browser's allowed overrides, and the problems of those refused. */
export function applyOverrides(registrations: RemoteRegistration[], storage: Storage = window.localStorage): { registrations: RemoteRegistration[]; problems: string[] } {
  const result = withRemoteOverrides(registrations, readStored(storage), allowedOrigins());
  return { registrations: result.registrations, problems: result.refused.map((refusal) => `the development build of ${refusal.name} at ${refusal.manifest} is not loaded: ${refusal.reason}`) };
}

/** The overrides in force in this browser (shown on every page while they are). */
export function activeOverrides(registrations: RemoteRegistration[], storage: Storage = window.localStorage): RemoteOverride[] {
  return withRemoteOverrides(registrations, readStored(storage), allowedOrigins()).active;
}

/** Removes this browser's override of `name`: its release loads again at the next load of the page. */
export function removeOverride(name: string, storage: Storage = window.localStorage): void {
  const overrides = readStored(storage);
  delete overrides[name];
  store(storage, overrides);
}
