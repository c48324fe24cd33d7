import { ANALYTICS_EVENTS } from '@homework/contracts';
import { createSuiteMock } from '@homework/testing';
import { sanitisePath } from './sanitise-path';
import { trackEvent, trackPageView } from './track';

const GUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const OTHER_GUID = 'A1B2C3D4-E5F6-4789-ABCD-0123456789EF';

test.each<[string, string | null]>([
  ['/homework/all-homework', '/homework/all-homework'],
  [`/homework/edit/${GUID}`, '/homework/edit'],
  [`/homework/teacherview/${GUID}/${OTHER_GUID}`, '/homework/teacherview'],
  [`/homework/studentview/${OTHER_GUID}`, '/homework/studentview'],
  ['/homework/edit/12345', '/homework/edit'],
  [`/homework/all-homework/sortBy/DueDate/setBy/${GUID}`, '/homework/all-homework/sortBy/DueDate/setBy'],
  ['/homework/teacherview/abc123def?homeworktitle=Year 9 maths', '/homework/teacherview/abcdef'],
  ['#/messages', '/messages'],
  ['/', '/'],
  ['', '/'],
  ['#', '/'],
  ['/code=abc&state=xyz', null],
  ['/#code=abc&state=xyz', null],
  ['/somewhere?code=abc', null],
])('sanitisePath(%s) is %s', (path, expected) => {
  expect(sanitisePath(path)).toBe(expected);
});

describe('sending', () => {
  const fetch = jest.fn();
  beforeEach(() => {
    fetch.mockReset().mockResolvedValue({ ok: true, status: 204 });
    global.fetch = fetch;
  });

  const sent = () => fetch.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(init.body) }));

  test('nothing is sent before the suite is initialised', () => {
    trackPageView('/homework/dashboard');
    trackEvent(ANALYTICS_EVENTS.messageSent);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a page view goes to the analytics service with keepalive and the token', () => {
    createSuiteMock({ config: { services: { analytics: 'https://stats.test/' } } });
    trackPageView(`/homework/edit/${GUID}`);
    const [call] = sent();
    expect(call.url).toBe('https://stats.test/analytics/events');
    expect(call.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(call.init.headers.Authorization).toBe('Bearer fake-access-token');
    expect(call.body).toMatchObject({ type: 'pageView', path: '/homework/edit' });
  });

  test("a sign-in return ('code=') is never reported", () => {
    createSuiteMock();
    trackPageView('/code=abc&state=1');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a named event with its properties', () => {
    createSuiteMock();
    trackEvent(ANALYTICS_EVENTS.messageSent, { recipients: 3 });
    expect(sent()[0].body).toMatchObject({ type: 'event', name: 'Message Sent', properties: { recipients: 3 } });
  });

  test('failures are swallowed and logged', async () => {
    createSuiteMock();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: false, status: 500 });
    expect(() => trackEvent(ANALYTICS_EVENTS.clickedFromSicknessMenu)).not.toThrow();
    trackPageView('/sickness');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('analytics: event not sent: Failed to fetch');
    expect(warn).toHaveBeenCalledWith('analytics: pageView not recorded (500)');
    warn.mockRestore();
  });
});
