// What the front ends POST to the analytics service (ANALYTICS.events): page views with a
// sanitised path, and the named events of 02 §7 (ANALYTICS_EVENTS).
import { endpoint, of } from './endpoint';

export const ANALYTICS = {
  /** Sent by the browser itself (keepalive), with a token when signed in; answers 204. */
  events: endpoint({ service: 'analytics', method: 'POST', path: 'analytics/events', body: of<AnalyticsEvent>() }),
} as const;

export type AnalyticsProperties = Record<string, string | number | boolean>;

export type AnalyticsEvent =
  | { type: 'pageView'; path: string; occurredAt: string }
  | { type: 'event'; name: string; properties?: AnalyticsProperties; occurredAt: string };
