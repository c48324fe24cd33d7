// What the front ends POST to the analytics service (PATHS.analyticsEvents): page views with a
// sanitised path, and the named events of 02 §7 (ANALYTICS_EVENTS).

export type AnalyticsProperties = Record<string, string | number | boolean>;

export type AnalyticsEvent =
  | { type: 'pageView'; path: string; occurredAt: string }
  | { type: 'event'; name: string; properties?: AnalyticsProperties; occurredAt: string };
