// The service kit: how a route declares and gets its access check, the scope every query is bound
// to, the one error idiom, the decorators services are given, and input every route refuses.
export { ACCESS_REFUSED, OPERATOR_TOKEN_NEEDED, declarePublic, registerAccessControl } from './access-control';
export { decisionCache, loadDecision, type DecisionOf } from './access-decision';
export type { RouteAccess } from './route-access';
export { allowCrossOrigin } from './cross-origin';
export { controlCharacterMessage, findControlCharacter, labelOf, refuseControlCharacters } from './control-characters';
export { MAX_JSON_NESTING, TOO_DEEPLY_NESTED_MESSAGE, nestsDeeperThan, parseJsonBodies } from './json-body';
export { databaseRateLimitStore } from './rate-limit-store';
export { decorateConfig, decorateDatabase, decorateStorage } from './decorators';
export { errorHandler } from './error-handler';
export { decorateMetrics } from './metrics';
export { HttpError, httpErrors, type FieldIssue } from './errors';
export { caller, isOwnSchool, isUuid, scopeOf, type Scope } from './scope';
export { routesOn, urlOf, type EndpointRouteOptions } from './route-paths';
export { tagRoutes } from './route-tags';
export { notADay } from './validation';
export { typed, type ServiceApp } from './typebox';
