// Moved to the kit (kit/scope.ts); kept only until marking and dashboard import it from there.
export { isOwnSchool, scopeOf, type Scope } from '../../kit/scope';
