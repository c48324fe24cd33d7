// single-spa root config: one application per remote, active on its hash routes (case-insensitive)
// when the access decision allows the route; loaded through Module Federation at run time.
import { getAppNames, registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import type { AccessRuleName, RemoteRegistration } from '@homework/contracts';
import { isRemoteActive } from '../routing/routes';
import { parseHash } from '../routing/hash-location';
import { createAppLoader } from './app-loader';
import type { Federation } from './federation';

export interface RegisterOptions {
  registrations: readonly RemoteRegistration[];
  can: (rule: AccessRuleName) => boolean;
  federation: Federation;
  timeoutMs?: number;
}

/** Unloads a remote (its fallback panel) and lets single-spa load it again. */
export async function retryRemote(name: string): Promise<void> {
  await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}

let started = false;

export function registerRemotes({ registrations, can, federation, timeoutMs }: RegisterOptions): void {
  federation.register(registrations);
  const known = new Set(getAppNames());
  for (const registration of registrations) {
    if (known.has(registration.name)) continue;
    registerApplication({
      name: registration.name,
      app: createAppLoader(registration, { federation, timeoutMs, onRetry: (name) => void retryRemote(name) }),
      activeWhen: (location) => isRemoteActive(registration, parseHash(location.hash).pathname, can),
    });
  }
  if (!started) {
    started = true;
    start({ urlRerouteOnly: true });
  }
}
