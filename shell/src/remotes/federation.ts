// The Module Federation runtime as the shell uses it: remotes registered at run time from
// remotes.json (manifest entries), loaded with loadRemote, and an errorLoadRemote plugin that turns a
// failed load into a fallback module the app loader recognises (ARCHITECTURE: retry, errorLoadRemote
// fallback, React error boundary, in that order).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistration } from '@homework/contracts';

/** What a failed load resolves to instead of throwing. */
export interface FallbackModule {
  __homeworkRemoteFailed: true;
  error: unknown;
}

export const isFallbackModule = (value: unknown): value is FallbackModule =>
  typeof value === 'object' && value !== null && (value as FallbackModule).__homeworkRemoteFailed === true;

export interface Federation {
  /** Registers (or, with force, re-registers and forgets every cached piece of) remotes. */
  register(registrations: readonly RemoteRegistration[], options?: { force?: boolean }): void;
  load(id: string): Promise<unknown>;
}

let pluginRegistered = false;
/** Each remote's manifest as registered with the runtime (which warns when a name comes again). */
const registered = new Map<string, string>();

export function createFederation(): Federation {
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      {
        name: 'homework-remote-fallback',
        errorLoadRemote(args) {
          // Only the final stage answers with a module; earlier stages (manifest, entry) let the
          // error travel up to it.
          if (args.lifecycle !== 'onLoad') return undefined;
          console.warn(`[shell] remote ${args.id} failed to load:`, args.error);
          const fallback: FallbackModule = { __homeworkRemoteFailed: true, error: args.error };
          return fallback;
        },
      },
    ]);
  }
  return {
    register(registrations, options) {
      // The landing remote is registered early (start.tsx) and again with the others.
      const fresh = options?.force ? registrations : registrations.filter((r) => registered.get(r.name) !== r.manifest);
      if (fresh.length === 0) return;
      registerRemotes(
        fresh.map((r) => ({ name: r.name, entry: r.manifest })),
        options,
      );
      for (const r of fresh) registered.set(r.name, r.manifest);
    },
    load: (id) => loadRemote(id),
  };
}
