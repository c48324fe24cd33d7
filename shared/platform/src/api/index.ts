export { ApiError, isCancelled, REQUEST_TIMED_OUT, NETWORK_FAILED } from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientDeps,
  type CacheLifetime,
  type RequestOptions,
  type UploadOptions,
} from './api-client';
export { initSuite, getSuite, isSuiteInitialised, loadSuiteConfig, type Suite } from './suite';
export { calls, type Calls, type CallOptions } from './calls';
