// What every remote runs on, one instance a page: the suite's theme, the error panel, antd's prebuilt
// styles and the dev page that runs a remote alone. Its single-spa lifecycles and its routes are
// @homework/ui's createRemoteApp, built into each remote with its own router.
export type { RemoteLifecycles, RemoteRouteTable, RouteArrival, RouteLoader } from './lifecycles';
export { ErrorPanel } from './error-panel';
export { startDevPage } from './dev-page';
export { moduleLoader, pageOnDemand, useLoadedModule, type ModuleLoader } from './loaded-module';
export { SUITE_PRIMARY, FOCUS_CSS, TARGET_SIZE_CSS, VISUALLY_HIDDEN } from './theme';
export { SuiteTheme } from './suite-theme';
export { prebuiltStylesReady } from './prebuilt-styles';
