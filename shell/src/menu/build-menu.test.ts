import type { RemoteRegistration, SuiteConfig } from '@homework/contracts';
import { decisionFor, realRegistrations, USERS } from '../testing/registrations';
import { buildMenu, rootRedirect, selectedMenuKeys, type MenuItem } from './build-menu';

const links: SuiteConfig['links'] = { help: 'https://help.example/', activities: 'https://activities.example/', profile: 'https://profile.example/' };
const registrations = realRegistrations();

/** The menu as text: 'Homework > Dashboard' etc., external links marked with their URL. */
function outline(items: MenuItem[]): string[] {
  return items.flatMap((item) => [
    item.href ? `${item.label} -> ${item.href}` : item.path ? `${item.label} #${item.path}` : item.label,
    ...(item.children ?? []).map((child) => `  ${child.href ? `${child.label} -> ${child.href}` : `${child.label} #${child.path}`}`),
  ]);
}

test('a teacher of a parent/student school: Messages, then Homework with the remotes children in order and Help', () => {
  expect(outline(buildMenu(registrations, decisionFor(USERS.teacher), links))).toEqual([
    'Messages #/messages',
    'Homework',
    '  Dashboard #/homework/dashboard',
    '  All Homework #/homework/all-homework',
    '  Create #/homework/create',
    '  Help -> https://help.example/',
  ]);
});

test('Activities shows with the extracurricular product, as an external link', () => {
  expect(outline(buildMenu(registrations, decisionFor(USERS.extracurricularTeacher), links))).toContain('Activities -> https://activities.example/');
});

test('a standalone homework teacher has no Messages', () => {
  const menu = buildMenu(registrations, decisionFor(USERS.standalone), links);
  expect(menu.map((item) => item.label)).toEqual(['Homework']);
});

test('School data shows for the school admin only, last', () => {
  expect(outline(buildMenu(registrations, decisionFor(USERS.nonTeacherAdmin), links)).at(-1)).toBe('School data #/school-data');
  expect(buildMenu(registrations, decisionFor(USERS.teacher), links).map((item) => item.label)).not.toContain('School data');
});

test('a school admin who is not a teacher has no Homework entry', () => {
  const menu = buildMenu(registrations, decisionFor(USERS.nonTeacherAdmin), links);
  expect(menu.map((item) => item.label)).not.toContain('Homework');
  expect(menu.map((item) => item.label)).toContain('Messages');
});

test('parent-lite-only staff see only Sickness', () => {
  expect(outline(buildMenu(registrations, decisionFor(USERS.parentLite), links))).toEqual(['Sickness #/sickness']);
});

test('children come from whichever remotes are listed: a missing remote leaves its entries out', () => {
  const withoutDashboard = registrations.filter((r) => r.name !== 'mf_dashboard');
  const homework = buildMenu(withoutDashboard, decisionFor(USERS.teacher), links).find((item) => item.key === 'homework')!;
  expect(homework.children!.map((c) => c.label)).toEqual(['All Homework', 'Create', 'Help']);
});

describe('root redirect', () => {
  const target = (user: keyof typeof USERS, regs = registrations) => {
    const decision = decisionFor(USERS[user]);
    return rootRedirect(buildMenu(regs, decision, links), decision);
  };
  test('the first permitted entry: Messages for a teacher with Messages above Homework', () => {
    expect(target('teacher')).toBe('/messages');
  });
  test("when Homework is the first entry, its first child: Dashboard, or All Homework without the dashboard's remote", () => {
    expect(target('standalone')).toBe('/homework/dashboard');
    expect(target('standalone', registrations.filter((r) => r.name !== 'mf_dashboard'))).toBe('/homework/all-homework');
    expect(target('teacher', registrations.filter((r) => r.name !== 'mf_messaging'))).toBe('/homework/dashboard');
  });
  test('without Homework, the first permitted entry', () => {
    expect(target('nonTeacherAdmin')).toBe('/messages');
  });
  test('parent-lite-only staff go to /sickness', () => {
    expect(target('parentLite')).toBe('/sickness');
  });
  test('sickness when it is the only entry', () => {
    const decision = decisionFor({ products: ['parent'], roles: { engagement: 2, schooladmin: 0 }, features: { 'enable-sicknessreport': true } });
    expect(decision.redirect).toBe('unauthorised');
    const admin = decisionFor({ products: ['student'], roles: { schooladmin: 1, engagement: 2 }, teacher: false, features: { 'enable-sicknessreport': true } });
    expect(rootRedirect(buildMenu([], admin, links), admin)).toBe('/sickness');
  });
  test('with no remote listed, a Homework user gets the generic homework route; with nothing permitted, unauthorised', () => {
    expect(target('teacher', [])).toBe('/homework');
    const decision = decisionFor({ products: ['standalonehomework'], roles: { standalonehomework: 1 }, teacher: false });
    expect(rootRedirect(buildMenu(registrations, decision, links), decision)).toBe('/unauthorised');
  });
});

test('the entry of the current route is selected, case-insensitively, with its sub-routes', () => {
  const menu = buildMenu(registrations, decisionFor(USERS.teacher), links);
  expect(selectedMenuKeys(menu, '/homework/all-homework/sortBy/Title/setBy/x')).toEqual(['/homework/all-homework']);
  expect(selectedMenuKeys(menu, '/homework/Create')).toEqual(['/homework/create']);
  expect(selectedMenuKeys(menu, '/homework/edit/1')).toEqual([]);
});

test('in Welsh: the shell’s own entries from its catalogue, a remote’s from its contract’s Welsh, English where a remote has none (decision 0040)', async () => {
  const { shellMessages } = await import('../messages');
  const { contractWords } = await import('../language/shell-words');
  await shellMessages.load('cy');
  const t = (key: Parameters<typeof shellMessages.format>[0]) => shellMessages.format(key, undefined, 'cy');
  const welsh = registrations.map(
    (registration): RemoteRegistration => ({ ...registration, texts: registration.name === 'mf_dashboard' ? { cy: { menu: { '/homework/dashboard': 'Dangosfwrdd' } } } : {} }),
  );
  const words = { homework: t('menu.homework'), help: t('menu.help'), sickness: t('menu.sickness'), activities: t('menu.activities'), schoolData: t('menu.schoolData'), ...contractWords('cy') };
  expect(outline(buildMenu(welsh, decisionFor(USERS.teacher), links, words))).toEqual([
    'Messages #/messages',
    'Gwaith Cartref',
    '  Dangosfwrdd #/homework/dashboard',
    '  All Homework #/homework/all-homework',
    '  Create #/homework/create',
    '  Cymorth -> https://help.example/',
  ]);
});
