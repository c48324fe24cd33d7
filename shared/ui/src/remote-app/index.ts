// A remote's single-spa lifecycles and its root: the contract's routes mapped to its pages, on the
// remote's own router.
export { createRemoteApp, type HotModule, type RemoteApp, type RemoteAppProps } from './create-remote-app';
export { loadRoute, routeArrival } from './route-loaders';
export { RemoteRoot, RemoteRoutes, type RemoteRoutesProps } from './remote-root';
