// Page views and named events, sent fire-and-forget to the analytics service once the suite is set
// up. keepalive lets a report made as the page unloads still arrive.
import { ANALYTICS, pathOf } from '@homework/contracts';
import type { AnalyticsEvent, AnalyticsProperties } from '@homework/contracts/analytics';
import { getSuite, isSuiteInitialised } from '../api';
import { sanitisePath } from './sanitise-path';

export function trackPageView(path: string): void {
  const sanitised = sanitisePath(path);
  if (sanitised !== null) send({ type: 'pageView', path: sanitised, occurredAt: new Date().toISOString() });
}

export function trackEvent(name: string, properties?: AnalyticsProperties): void {
  send({ type: 'event', name, properties, occurredAt: new Date().toISOString() });
}

function send(event: AnalyticsEvent): void {
  // Nothing to send to before the suite is set up; no fetch at all in jsdom, where remotes' tests run.
  if (!isSuiteInitialised() || typeof fetch !== 'function') return;
  const { config, auth } = getSuite();
  const token = auth.getAccessToken();
  const url = `${config.services[ANALYTICS.events.service].replace(/\/+$/, '')}/${pathOf(ANALYTICS.events)}`;
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(event),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`analytics: ${event.type} not recorded (${response.status})`);
    })
    .catch((error: unknown) => console.warn(`analytics: ${event.type} not sent: ${error instanceof Error ? error.message : error}`));
}
