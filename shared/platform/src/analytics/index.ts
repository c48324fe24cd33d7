export { sanitisePath } from './sanitise-path';
export { trackPageView, trackEvent } from './track';
export type { AnalyticsEvent, AnalyticsProperties } from '@homework/contracts/analytics';
