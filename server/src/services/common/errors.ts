// Moved to the kit (kit/errors.ts); kept only until marking and dashboard import it from there.
export { httpError } from '../../kit/errors';
