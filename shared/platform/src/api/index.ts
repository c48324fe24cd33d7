export { ApiError, isCancelled, REQUEST_TIMED_OUT, NETWORK_FAILED } from './api-error';
export { createApiClient, type ApiClient, type ApiClientDeps } from './api-client';
export type { RequestOptions, UploadOptions } from './request-options';
export type { EventsEndpoint, ListenHandlers, ListenOptions, StreamConnection, StreamEvent } from './event-stream';
export { initSuite, getSuite, isSuiteInitialised, loadSuiteConfig, type Suite } from './suite';
export { calls, endpointQuery, fetchGroupMembers, type EndpointQuery, type Lifetime } from './calls';
export type { CallAnswer, CallArgs, CallInput, CallOptions } from './endpoint-call';
export { queryKeys } from './query-keys';
export { schoolContextQuery, useCurrentUser, useSchoolContext, type SchoolContext } from './school-context';
export { getQueryClient, resetQueryClient, sessionScopeOf, SuiteQueryProvider, type SessionScope } from './query-client';
// Remotes use TanStack Query through this package, so they share its one instance (see query-client).
export {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
