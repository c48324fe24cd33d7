// Code loaded on demand and shown without React.lazy's Suspense. React holds a suspended boundary's
// content back until 300 ms after its fallback appeared (so that a quick load does not flicker); a
// page whose code arrives in steps (the shell's layout, the remote, the dashboard's charts) waited
// that long at each step, although the code had already arrived. Here the component shows its own
// placeholder while the module loads, and the module is shown the moment it is there; one already
// loaded (asked for early, e.g. at start) is shown in the first render.
import { useEffect, useState, type ComponentType } from 'react';

export interface ModuleLoader<M> {
  /** Loads the module once; a failed load may be tried again. */
  load(): Promise<M>;
  /** The module if it has loaded, else null. */
  loaded(): M | null;
}

export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * The loader's module, or null while it loads (or until `wanted`). A failed load is thrown during
 * render, as React.lazy's is, so the nearest error boundary shows it.
 */
export function useLoadedModule<M>(loader: ModuleLoader<M>, wanted = true): M | null {
  const [state, setState] = useState<{ module: M | null; error?: unknown }>(() => ({ module: loader.loaded() }));
  useEffect(() => {
    if (state.module || !wanted) return undefined;
    let live = true;
    loader.load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ module: null, error: error ?? new Error('The page could not be loaded.') }),
    );
    return () => {
      live = false;
    };
  }, [loader, state.module, wanted]);
  if (state.error) throw state.error;
  return state.module;
}

/**
 * A page whose code loads when its route is first shown, so that a remote's first screen does not
 * download its other pages (a form with its date picker and editor). A line saying so stands in
 * while it loads; a failed load is thrown to the nearest error boundary, as a page's own error is.
 */
export function pageOnDemand<M>(loader: ModuleLoader<M>, pageOf: (module: M) => ComponentType): ComponentType {
  return function PageOnDemand() {
    const module = useLoadedModule(loader);
    if (!module) {
      return (
        <p role="status" aria-live="polite">
          Loading…
        </p>
      );
    }
    const Page = pageOf(module);
    return <Page />;
  };
}
