// single-spa's application loader for one remote: MF loadRemote('<name>/app') with a time-out and one
// retry; on failure or time-out it resolves to fallback lifecycles that render the error panel with a
// Retry button in the remote's area. Every lifecycle set, real or fallback, mounts into its own
// container inside the shell's remote area.
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { RemoteRegistration } from '@homework/contracts';
import { isFallbackModule, type Federation } from './federation';
import { createAppContainer, removeAppContainer } from './remote-area';
import { RemoteErrorPanel } from './remote-error-panel';

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
export const REMOTE_LOAD_ATTEMPTS = 2;

type Props = Record<string, unknown> & { name?: string };
type AnyLifeCycles = LifeCycles<Props>;

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name} did not answer within ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`}`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const isLifeCycle = (value: unknown) => typeof value === 'function' || (Array.isArray(value) && value.every((f) => typeof f === 'function'));

export function isLifeCycles(value: unknown): value is AnyLifeCycles {
  const candidate = value as Partial<AnyLifeCycles> | null;
  return !!candidate && isLifeCycle(candidate.bootstrap) && isLifeCycle(candidate.mount) && isLifeCycle(candidate.unmount);
}

async function run(lifecycle: LifeCycleFn<Props> | LifeCycleFn<Props>[] | undefined, props: Props) {
  const fns = Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [];
  for (const fn of fns) await fn(props as never);
}

/** Gives a lifecycle set its own container in the remote area (passed as the `domElement` prop). */
export function inRemoteArea(app: AnyLifeCycles, name: string, doc: Document = document): LifeCycles<Props> {
  let container: HTMLElement | null = null;
  return {
    bootstrap: (props) => run(app.bootstrap, props),
    mount: async (props) => {
      container = await createAppContainer(name, doc);
      await run(app.mount, { ...props, domElement: container });
    },
    unmount: async (props) => {
      try {
        await run(app.unmount, { ...props, domElement: container });
      } finally {
        if (container) removeAppContainer(container);
        container = null;
      }
    },
    ...(app.update ? { update: (props: Props) => run(app.update, { ...props, domElement: container }) } : {}),
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : error ? String(error) : undefined);

/** Lifecycles that render the error panel; Retry asks the shell to unload and load the remote again. */
export function createFallbackLifecycles(name: string, error: unknown, onRetry: () => void): AnyLifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = props.domElement as HTMLElement;
      root = createRoot(element);
      // Retry unmounts this very root: leave React's event handler first.
      root.render(<RemoteErrorPanel name={name} reason={reasonOf(error)} onRetry={() => setTimeout(onRetry, 0)} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

export interface AppLoaderOptions {
  federation: Federation;
  onRetry: (name: string) => void;
  timeoutMs?: number;
  attempts?: number;
  doc?: Document;
}

/** The `app` loading function of single-spa's registerApplication for one remote. */
export function createAppLoader(registration: RemoteRegistration, options: AppLoaderOptions): () => Promise<LifeCycles<Props>> {
  const { federation, onRetry, timeoutMs = REMOTE_LOAD_TIMEOUT_MS, attempts = REMOTE_LOAD_ATTEMPTS, doc } = options;
  const { name } = registration;
  let stale = false;
  return async () => {
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      // After any failure, forget what the runtime cached (a failed manifest, a half-loaded entry).
      if (stale) federation.register([registration], { force: true });
      try {
        const module = await withTimeout(federation.load(`${name}/app`), timeoutMs, name);
        if (isFallbackModule(module)) throw module.error ?? new Error(`${name} failed to load`);
        if (!isLifeCycles(module)) throw new Error(`${name}/app does not export single-spa lifecycles`);
        stale = false;
        return inRemoteArea(module, name, doc);
      } catch (error) {
        stale = true;
        lastError = error;
        if (error instanceof RemoteTimeoutError) break; // slow: show the panel now, Retry tries again
      }
    }
    console.warn(`[shell] ${name} is shown as unavailable:`, lastError);
    return inRemoteArea(createFallbackLifecycles(name, lastError, () => onRetry(name)), name, doc);
  };
}
