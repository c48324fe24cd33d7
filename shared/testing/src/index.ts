export { createSuiteMock, type SuiteMock, type SuiteMockOptions, type StubbedAuthService } from './suite-mock';
export { handle, NetworkFault, reply, type AnswerTo, type Handler, type Network, type NetworkRequest, type Resolver, type Where } from './network';
export { createStub, type Stub } from './stub';
export * from './fixtures';
export { expectPageAt, expectValidRouteTable, goToHash, mountRemoteAt, sampleRemoteRoutes } from './remote-app';
export { firstRenderOfRemoteAt, renderRemoteAt } from './render-remote';
export { deferred } from './deferred';
export { sharedUiMock, selectorMock, GROUP_7A, STUDENT_AMY } from './shared-ui-mock';
export { failsOnce } from './fails-once';
