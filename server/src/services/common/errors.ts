// Moved to the kit (kit/errors.ts); kept only until marking and dashboard import it from there.
export { httpError, notFound } from '../../kit/errors';
