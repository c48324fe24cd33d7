export { createSuiteMock, type SuiteMock, type SuiteMockOptions, type StubbedApiClient, type StubbedAuthService } from './suite-mock';
export { createStub, type Stub } from './stub';
export * from './fixtures';
