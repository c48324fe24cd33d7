import { STATUS_PAGES } from '@homework/contracts';
import { realRegistrations } from '../testing/registrations';
import { breadcrumbItems } from '../layout/shell-layout';
import { documentTitle, pageHeading } from './page-heading';
import { matchRoute } from './routes';

const registrations = realRegistrations();
const heading = (path: string, search = '') => pageHeading(matchRoute(path, registrations), search);

test.each([
  ['/homework/all-homework', '', { section: 'Homework', title: 'All Homework' }],
  ['/homework/Create', '', { section: 'Homework', title: 'Create' }],
  ['/homework/dashboard', '', { section: 'Homework', title: 'Dashboard' }],
  ['/homework/teacherview/h-1/s-1', '?homeworktitle=Poetry%20essay', { section: 'Homework', title: 'Poetry essay' }],
  ['/homework/teacherview/h-1', '', { section: 'Homework', title: 'Marking' }],
  ['/messages', '', { section: 'Messages', title: 'Messages' }],
  ['/sickness', '', { title: 'Sickness' }],
  ['/unauthorised', '', { title: STATUS_PAGES.unauthorised.title }],
])('%s%s: breadcrumbs %j', (path, search, expected) => {
  expect(heading(path, search)).toEqual(expected);
});

test('breadcrumbs: outer the section, inner the route title', () => {
  expect(breadcrumbItems(heading('/homework/edit/9'))).toEqual([{ title: 'Homework' }, { title: 'Edit' }]);
  expect(breadcrumbItems(heading('/sickness'))).toEqual([{ title: 'Sickness' }]);
  expect(breadcrumbItems(null)).toEqual([]);
});

test("document title: '{page title} - {header title}'", () => {
  expect(documentTitle(heading('/homework/all-homework'), 'Engagement')).toBe('All Homework - Engagement');
  expect(documentTitle(heading('/homework/create'), 'Homework')).toBe('Create - Homework');
  expect(documentTitle(heading('/signedout'))).toBe('Signed out - Engagement');
  expect(documentTitle(null, 'Homework')).toBe('Homework');
});
