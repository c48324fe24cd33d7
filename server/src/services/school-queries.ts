// Moved down to domain/school.ts; kept only until the dashboard service imports it from there.
export { findCurrentPeriod } from '../domain/school';
