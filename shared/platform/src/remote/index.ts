// What every remote is made of, once: its single-spa lifecycles (createRemoteApp), its root with the
// contract's routes mapped to its pages, the error panel and the dev page that runs it alone. A
// remote keeps its contract, its pages and a one-line app.tsx.
export { createRemoteApp, type RemoteLifecycles } from './create-remote-app';
export { RemoteRoot, RemoteRoutes, type RemotePages, type RemoteRoutesProps } from './remote-root';
export { ErrorPanel } from './error-panel';
export { startDevPage } from './dev-page';
export { moduleLoader, pageOnDemand, useLoadedModule, type ModuleLoader } from './loaded-module';
export { SUITE_PRIMARY, FOCUS_CSS, TARGET_SIZE_CSS, VISUALLY_HIDDEN } from './theme';
export { SuiteTheme } from './suite-theme';
export { prebuiltStylesReady } from './prebuilt-styles';
