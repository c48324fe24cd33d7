import type { AccessRuleName, Feature } from '..';
import { isChosen, isFeatureEnabled, passesShellCheck, roleBits, type AccessInput } from './access-rules';
import { decideAccess } from './decide-access';

interface UserSketch {
  products?: string[];
  /** Role bits by product code. */
  roles?: Record<string, number>;
  /** Feature flags by name; absent names are not in the identity record. */
  features?: Record<string, boolean>;
  teacher?: boolean;
}

function user({ products = [], roles = {}, features = {}, teacher = true }: UserSketch = {}): AccessInput {
  return {
    roles: Object.entries(roles).map(([ProductCode, Roles]) => ({ ProductCode, Roles })),
    identity: {
      Products: products.map((Name) => ({ Name })),
      Features: Object.entries(features).map(([Name, Enabled]): Feature => ({ Name, Enabled })),
      PhotoId: null,
      IsParent: false,
    },
    isTeacher: teacher,
  };
}

const sickness = { 'enable-sicknessreport': true };

describe('redirect', () => {
  test.each<[string, UserSketch, 'noLicenses' | 'unauthorised' | null]>([
    ['no products', { roles: { engagement: 1 } }, 'noLicenses'],
    ['only add-on products', { products: ['experimentalfeatures', 'extracurricular', 'options'], roles: { engagement: 1 } }, 'noLicenses'],
    ['parent product, engagement 1', { products: ['parent'], roles: { engagement: 1 } }, null],
    ['student product, engagement 3', { products: ['student'], roles: { engagement: 3 } }, null],
    ['product names case-insensitive', { products: ['Parent'], roles: { Engagement: 1 } }, null],
    ['parent product, engagement 2 only', { products: ['parent'], roles: { engagement: 2 } }, 'unauthorised'],
    ['parent product, no role', { products: ['parent'] }, 'unauthorised'],
    ['parent product, only the options role', { products: ['parent', 'options'], roles: { options: 1 } }, 'unauthorised'],
    ['standalonehomework product and role 1', { products: ['standalonehomework'], roles: { standalonehomework: 1 } }, null],
    ['standalonehomework product and role 3', { products: ['standalonehomework'], roles: { standalonehomework: 3 } }, null],
    ['standalonehomework product, role 2', { products: ['standalonehomework'], roles: { standalonehomework: 2 } }, 'unauthorised'],
    ['standalonehomework role without its product', { products: ['parent'], roles: { standalonehomework: 1 } }, 'unauthorised'],
    ['schooladmin 1', { products: ['parent'], roles: { schooladmin: 1 } }, null],
    ['schooladmin 2', { products: ['parent'], roles: { schooladmin: 2 } }, 'unauthorised'],
    ['parent-lite, engagement 2', { products: ['parent-lite'], roles: { engagement: 2 } }, null],
    ['parent-lite, engagement 3', { products: ['parent-lite'], roles: { engagement: 3 } }, null],
    ['parent-lite, engagement 1', { products: ['parent-lite'], roles: { engagement: 1 } }, 'unauthorised'],
    ['parent-lite, schooladmin 1', { products: ['parent-lite'], roles: { schooladmin: 1 } }, null],
    ['engagement 2 without parent-lite', { products: ['student'], roles: { engagement: 2 } }, 'unauthorised'],
  ])('%s', (_name, sketch, redirect) => {
    expect(decideAccess(user(sketch)).redirect).toBe(redirect);
  });

  test('nothing opens and no menu shows for a redirected user', () => {
    const decision = decideAccess(user({ products: ['parent'], roles: { engagement: 2 }, features: sickness }));
    expect(decision.menu).toEqual({ messages: false, homework: false, activities: false, sickness: false });
    (['signedIn', 'homework', 'messages', 'sickness'] as AccessRuleName[]).forEach((rule) => expect(decision.can(rule)).toBe(false));
  });
});

test.each<[string, Record<string, number>, boolean]>([
  ['school admin', { schooladmin: 1 }, true],
  ['engagement (any bit)', { engagement: 2 }, true],
  ['standalone homework (any bit)', { standalonehomework: 2 }, true],
  ['options only', { options: 1 }, false],
  ['none', {}, false],
])('shell check: %s', (_name, roles, passes) => {
  expect(passesShellCheck(user({ roles }))).toBe(passes);
});

describe('Messages', () => {
  test.each<[string, UserSketch, boolean, boolean]>([
    ['engagement 1 with parent', { products: ['parent'], roles: { engagement: 1 } }, true, true],
    ['engagement 3 with student', { products: ['student'], roles: { engagement: 3 } }, true, true],
    ['school admin with parent', { products: ['parent'], roles: { schooladmin: 1 } }, true, true],
    ['school admin with engagement 2 and student', { products: ['student'], roles: { schooladmin: 1, engagement: 2 } }, true, true],
    ['standalone school, engagement 1: no parent/student product', { products: ['standalonehomework'], roles: { standalonehomework: 1, engagement: 1 } }, false, false],
    ['standalone school admin', { products: ['standalonehomework'], roles: { schooladmin: 1 } }, false, false],
    ['parent-lite only', { products: ['parent-lite'], roles: { engagement: 2 } }, false, false],
    ['parent and standalone school, standalone role only', { products: ['parent', 'standalonehomework'], roles: { standalonehomework: 1 } }, false, true],
  ])('%s: menu %s, route %s', (_name, sketch, menu, route) => {
    const decision = decideAccess(user(sketch));
    expect(decision.menu.messages).toBe(menu);
    expect(decision.can('messages')).toBe(route);
  });
});

describe('Homework', () => {
  test.each<[string, UserSketch, boolean]>([
    ['teacher with engagement 1', { products: ['parent'], roles: { engagement: 1 } }, true],
    ['teacher with engagement 3', { products: ['student'], roles: { engagement: 3 } }, true],
    ['not a teacher, engagement 1', { products: ['parent'], roles: { engagement: 1 }, teacher: false }, false],
    ['teacher, standalone homework holder', { products: ['standalonehomework'], roles: { standalonehomework: 1 } }, true],
    ['teacher, school admin with parent', { products: ['parent'], roles: { schooladmin: 1 } }, true],
    ['teacher, school admin with standalone homework', { products: ['standalonehomework'], roles: { schooladmin: 1 } }, true],
    ['not a teacher, school admin', { products: ['parent'], roles: { schooladmin: 1 }, teacher: false }, false],
    ['teacher, school admin with parent-lite only', { products: ['parent-lite'], roles: { schooladmin: 1 } }, false],
  ])('%s: %s', (_name, sketch, shown) => {
    const decision = decideAccess(user(sketch));
    expect(decision.menu.homework).toBe(shown);
    expect(decision.can('homework')).toBe(shown);
  });
});

test.each<[string, UserSketch, boolean]>([
  ['with extracurricular', { products: ['parent', 'extracurricular'], roles: { engagement: 1 } }, true],
  ['without', { products: ['parent'], roles: { engagement: 1 } }, false],
])('Activities %s: %s', (_name, sketch, shown) => {
  expect(decideAccess(user(sketch)).menu.activities).toBe(shown);
});

describe('Sickness', () => {
  test.each<[string, UserSketch, boolean]>([
    ['flag on, engagement 3', { products: ['parent'], roles: { engagement: 3 }, features: sickness }, true],
    ['flag on, engagement 1 only', { products: ['parent'], roles: { engagement: 1 }, features: sickness }, false],
    ['flag off, engagement 3', { products: ['parent'], roles: { engagement: 3 }, features: { 'enable-sicknessreport': false } }, false],
    ['flag off, spelt in capitals', { products: ['parent'], roles: { engagement: 3 }, features: { 'ENABLE-SicknessReport': false } }, false],
    ['flag absent from the record (enabled)', { products: ['parent'], roles: { engagement: 3 } }, true],
    ['flag on, parent-lite engagement 2', { products: ['parent-lite'], roles: { engagement: 2 }, features: sickness }, true],
    ['flag on, parent-lite school admin', { products: ['parent-lite'], roles: { schooladmin: 1 }, features: sickness }, true],
    ['flag on, school admin with parent', { products: ['parent'], roles: { schooladmin: 1 }, features: sickness }, true],
    ['flag on, school admin with student', { products: ['student'], roles: { schooladmin: 1 }, features: sickness }, true],
    ['flag on, school admin of a standalone school', { products: ['standalonehomework'], roles: { schooladmin: 1 }, features: sickness }, false],
  ])('%s: %s', (_name, sketch, allowed) => {
    const decision = decideAccess(user(sketch));
    expect(decision.menu.sickness).toBe(allowed);
    expect(decision.can('sickness')).toBe(allowed);
  });
});

// Beyond the spec (decision 0025): School data, for the school admin role 1 or 3 in a school with the full
// suite.
test.each<[string, Parameters<typeof user>[0], boolean]>([
  ['school admin 1', { products: ['parent'], roles: { schooladmin: 1 } }, true],
  ['school admin 3', { products: ['student'], roles: { schooladmin: 3, engagement: 1 } }, true],
  ['school admin 2', { products: ['parent'], roles: { schooladmin: 2, engagement: 1 } }, false],
  ['a teacher', { products: ['parent'], roles: { engagement: 1 } }, false],
  ['school admin of a parent-lite-only school', { products: ['parent-lite'], roles: { schooladmin: 1 } }, false],
])('school data: %s', (_name, sketch, allowed) => {
  expect(decideAccess(user(sketch)).can('schoolAdmin')).toBe(allowed);
});

describe('parent-lite-only schools reach only /sickness', () => {
  test('parent-lite only', () => {
    const decision = decideAccess(user({ products: ['parent-lite'], roles: { engagement: 3, schooladmin: 1 }, features: sickness }));
    expect(decision.redirect).toBeNull();
    expect(decision.parentLiteOnly).toBe(true);
    expect(decision.can('sickness')).toBe(true);
    expect(decision.can('signedIn')).toBe(false);
    expect(decision.can('homework')).toBe(false);
    expect(decision.can('messages')).toBe(false);
    expect(decision.menu).toMatchObject({ homework: false, messages: false, sickness: true });
  });

  test.each([['parent'], ['student'], ['standalonehomework']])('parent-lite with %s is not parent-lite only', (other) => {
    const decision = decideAccess(user({ products: ['parent-lite', other], roles: { schooladmin: 1 } }));
    expect(decision.parentLiteOnly).toBe(false);
    expect(decision.can('signedIn')).toBe(true);
  });
});

test.each<[string, UserSketch, 'Engagement' | 'Homework']>([
  ['parent', { products: ['parent'] }, 'Engagement'],
  ['student', { products: ['student'] }, 'Engagement'],
  ['experimentalfeatures', { products: ['standalonehomework', 'experimentalfeatures'] }, 'Engagement'],
  ['extracurricular', { products: ['standalonehomework', 'extracurricular'] }, 'Engagement'],
  ['an engagement role', { products: ['standalonehomework'], roles: { engagement: 2 } }, 'Engagement'],
  ['standalone homework', { products: ['standalonehomework'], roles: { standalonehomework: 1 } }, 'Homework'],
  ['parent-lite only, no engagement role', { products: ['parent-lite'], roles: { schooladmin: 1 } }, 'Homework'],
])('header title with %s: %s', (_name, sketch, title) => {
  expect(decideAccess(user(sketch)).headerTitle).toBe(title);
});

test.each<[string, Record<string, boolean>, boolean]>([
  ['show-message-attachment', { 'show-message-attachment': true }, true],
  ['show-message-attachment', { 'show-message-attachment': false }, false],
  ['Show-Message-Attachment', { 'show-message-attachment': false }, false],
  ['enable-send-email-homework', { 'ENABLE-SEND-EMAIL-HOMEWORK': true }, true],
  ['enable-send-email-homework', { 'Enable-Send-Email-Homework': false }, false],
  ['some-new-flag', {}, true],
  ['enable-sicknessreport', {}, true],
])('feature flag %s with %j: %s', (name, features, enabled) => {
  expect(isFeatureEnabled(user({ features }).identity, name)).toBe(enabled);
});

test.each<[string, Record<string, boolean>, boolean]>([
  ['keep-marking-while-offline', {}, false],
  ['keep-marking-while-offline', { 'keep-marking-while-offline': false }, false],
  ['keep-marking-while-offline', { 'Keep-Marking-While-Offline': true }, true],
  ['keep-marking-while-offline', { 'show-message-attachment': true }, false],
])('a choice beyond the spec, %s with %j: %s', (name, features, chosen) => {
  expect(isChosen(user({ features }).identity, name)).toBe(chosen);
});

test.each<[string, UserSketch, string[]]>([
  ['parent licence and engagement role', { products: ['parent'], roles: { engagement: 2 } }, ['Parent Portal']],
  ['options licence and role', { products: ['options', 'parent'], roles: { options: 1 } }, ['Options']],
  ['both', { products: ['options', 'parent'], roles: { options: 3, engagement: 1 } }, ['Parent Portal', 'Options']],
  ['licence without the role', { products: ['options', 'parent'] }, []],
  ['role without the licence', { products: ['student'], roles: { engagement: 2, options: 1 } }, []],
])('other products on the unauthorised page: %s', (_name, sketch, labels) => {
  const offered = decideAccess(user(sketch)).otherProducts;
  expect(offered.map((product) => product.label)).toEqual(labels);
  offered.forEach((product) => expect(['parent', 'options']).toContain(product.product));
});

test('role bits of several records of one code combine, codes case-insensitive', () => {
  const { roles } = user({ roles: { engagement: 1, ENGAGEMENT: 2, schooladmin: 1 } });
  expect(roleBits(roles, 'engagement')).toBe(3);
  expect(roleBits(roles, 'options')).toBe(0);
});
