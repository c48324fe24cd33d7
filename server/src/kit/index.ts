export { declareAccess, registerAccessControl, FORBIDDEN_MESSAGES, type RouteAccess } from './access';
