// A remote team's development override (withRemoteOverrides): honoured only for allowed origins.
import { compatibilityProblems, parseRemoteOverride, validateRemoteContract, withRemoteOverrides, type RemoteRegistration } from './remotes';
import { contractOf, defineRoutes, pageAddress } from './route-table';

const registration = (name: string, manifest: string): RemoteRegistration => ({ name, manifest, section: 'Homework', routes: [], menu: [] });
const LIST = [registration('mf_homework', '/releases/mf-homework/1.0.0/mf-manifest.json'), registration('mf_marking', '/remotes/mf-marking/mf-manifest.json')];
const DEV = 'http://localhost:4101/mf-manifest.json';

test.each([
  ['mf_homework=http://localhost:4101/mf-manifest.json', { name: 'mf_homework', manifest: DEV }],
  ['mf_homework=', { name: 'mf_homework', manifest: '' }],
  ['mf_homework=http://x/?a=b', { name: 'mf_homework', manifest: 'http://x/?a=b' }],
  ['mf_homework', null],
  ['=http://localhost:4101/', null],
])('the parameter %p is read as %p', (value, expected) => {
  expect(parseRemoteOverride(value)).toEqual(expected);
});

test('an allowed override replaces its remote\'s manifest only; the contract and the other remotes stay', () => {
  const result = withRemoteOverrides(LIST, { mf_homework: DEV }, ['http://localhost:4101']);
  expect(result.registrations).toEqual([{ ...LIST[0], manifest: DEV }, LIST[1]]);
  expect(result.active).toEqual([{ name: 'mf_homework', manifest: DEV }]);
  expect(result.refused).toEqual([]);
});

test.each([
  [{ mf_homework: DEV }, [], 'http://localhost:4101 is not among the origins this suite allows remotes from (REMOTE_OVERRIDE_ORIGINS)'],
  [{ mf_homework: 'https://evil.example/mf-manifest.json' }, ['http://localhost:4101'], 'https://evil.example is not among the origins this suite allows remotes from (REMOTE_OVERRIDE_ORIGINS)'],
  [{ mf_homework: 'javascript:alert(1)' }, ['http://localhost:4101'], 'javascript:alert(1) is not an http(s) address'],
  [{ mf_unknown: DEV }, ['http://localhost:4101'], 'mf_unknown is not a remote of this suite'],
])('%p with allowed origins %p is refused: %s', (overrides, allowed, reason) => {
  const result = withRemoteOverrides(LIST, overrides, allowed);
  expect(result.registrations).toEqual(LIST);
  expect(result.active).toEqual([]);
  expect(result.refused.map((refusal) => refusal.reason)).toEqual([reason]);
});

test.each([
  ['HTTP://LOCALHOST:4101/mf-manifest.json', true],
  ['http://localhost:4101', true],
  ['http://localhost:41011/mf-manifest.json', false],
  ['http://user@localhost:4101/mf-manifest.json', false],
  ['//localhost:4101/mf-manifest.json', false],
])('%p is from the allowed origin http://localhost:4101: %p', (manifest, allowed) => {
  expect(withRemoteOverrides(LIST, { mf_homework: manifest }, ['http://localhost:4101']).active.length).toBe(allowed ? 1 : 0);
});

describe("a route's first-screen chunks (prefetched by the sign-in page)", () => {
  const contract = (firstScreenChunks: unknown) => ({ name: 'mf_dashboard', section: 'Homework', menu: [], routes: [{ path: '/homework/dashboard', title: 'Dashboard', access: 'homework', firstScreenChunks }] });
  test.each([
    [undefined, []],
    [['dashboard-charts'], []],
    [[], []],
    ['dashboard-charts', ['routes[0].firstScreenChunks is not a list of chunk names']],
    [['../outside'], ['routes[0].firstScreenChunks is not a list of chunk names']],
    [['two words'], ['routes[0].firstScreenChunks is not a list of chunk names']],
    [[7], ['routes[0].firstScreenChunks is not a list of chunk names']],
  ])('%p: %p', (firstScreenChunks, problems) => {
    expect(validateRemoteContract(contract(firstScreenChunks))).toEqual(problems);
  });
});

describe('compatibilityProblems: what a remote released alone may run on', () => {
  const shell = [
    { name: 'antd', version: '6.6.8', singleton: true },
    { name: 'react', version: '19.3.1', singleton: true },
    { name: '@homework/platform/api', version: '1.0.0-h17ebe3554069' },
  ];
  test.each([
    ['the same version', { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }, 0],
    ['a newer minor', { name: 'react', version: '19.4.0', requiredVersion: '^19.4.0', singleton: true }, 0],
    ['a range naming the major', { name: 'react', version: '19.4.0', requiredVersion: '>=19 <20', singleton: true }, 0],
    ['another major', { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }, 1],
    ['an older major', { name: 'antd', version: '5.1.0', requiredVersion: '~5.1.0', singleton: true }, 1],
    ['another major of a library that is not a singleton', { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: false }, 0],
    ['a library the shell does not share', { name: 'lodash-es', version: '4.0.0', requiredVersion: '^4.0.0', singleton: true }, 0],
    ['the platform the shell runs', { name: '@homework/platform/api', version: '1.0.0-h17ebe3554069' }, 0],
    ['a changed platform', { name: '@homework/platform/api', version: '1.0.0-h000000000000' }, 1],
  ])('%s: %p makes %p problems', (_case, shared, count) => {
    expect(compatibilityProblems('mf-homework', [shared], shell, true)).toHaveLength(count);
  });

  test('each problem says what to release first', () => {
    expect(compatibilityProblems('mf-homework', [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }], shell, true)).toEqual([
      "mf-homework needs react ^20.0.0, and the suite's shell provides react 19.3.1: release the shell with react ^20.0.0 first (npm run build shell), then mf-homework.",
    ]);
    expect(compatibilityProblems('mf-homework', [], shell, false)).toEqual([
      "The suite's shell was built before a remote could bring antd components of its own: release the shell first (npm run build shell), then mf-homework.",
    ]);
  });
});

describe('a contract’s words in other languages (decision 0040)', () => {
  const table = defineRoutes({
    section: 'Homework',
    routes: {
      dashboard: { address: pageAddress('/homework/dashboard'), title: 'Dashboard', access: 'homework', menu: { label: 'Dashboard', parent: 'homework', order: 1 }, page: null },
      reports: { address: pageAddress('/homework/reports'), title: 'Hand In Report', access: 'homework', page: null },
    },
  });

  test('come from the remote’s catalogue by route: its section, titles and menu labels by path; a text it lacks stays English', () => {
    const contract = contractOf(table, 'mf_dashboard', { cy: { 'route.section': 'Gwaith Cartref', 'route.dashboard.title': 'Dangosfwrdd', 'route.dashboard.menu': 'Dangosfwrdd', 'route.reports.menu': 'not a menu entry', other: 'ignored' } });
    expect(contract.texts).toEqual({ cy: { section: 'Gwaith Cartref', titles: { '/homework/dashboard': 'Dangosfwrdd' }, menu: { '/homework/dashboard': 'Dangosfwrdd' } } });
    expect(contract.section).toBe('Homework');
    expect(validateRemoteContract(contract)).toEqual([]);
    expect(contractOf(table, 'mf_dashboard')).not.toHaveProperty('texts');
  });

  test.each([
    [{ cy: { titles: { '/homework/dashboard': 3 } } }, ['texts.cy is invalid']],
    [{ cy: { section: null } }, ['texts.cy is invalid']],
    [{ cy: 'Dangosfwrdd' }, ['texts.cy is invalid']],
    [[], []],
  ])('a contract with texts %j has problems %j', (texts, problems) => {
    expect(validateRemoteContract({ ...contractOf(table, 'mf_dashboard'), texts })).toEqual(problems);
  });
});
