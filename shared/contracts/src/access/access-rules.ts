// The access rules of section 6 of both spec documents, as pure functions of the user's role list,
// identity record (products, feature flags) and whether the user is in the teacher list.
import { FEATURE_FLAGS, PRODUCTS, ROLE_BITS, ROLE_CODES, type Identity, type RoleRecord } from '..';

export interface AccessInput {
  roles: RoleRecord[];
  identity: Identity;
  /** The user's id is in the teacher list. */
  isTeacher: boolean;
}

/** The other products' names (01 §2, Unauthorised access), in English: the shell's catalogue has them in the page's language. */
export const OTHER_PRODUCT_NAMES = { parent: 'Parent Portal', options: 'Options' } as const;
export type OtherProduct = { product: keyof typeof OTHER_PRODUCT_NAMES; label: string };

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The role bits held for a product code; several records of one code are combined. */
export function roleBits(roles: RoleRecord[], code: string): number {
  return roles.filter((record) => sameName(record.ProductCode, code)).reduce((bits, record) => bits | record.Roles, 0);
}

/** Role 1 or 3 holds the main bit, role 2 or 3 the second: tested with &, never compared. */
export const hasRoleBit = (roles: RoleRecord[], code: string, bit: number) => (roleBits(roles, code) & bit) !== 0;
export const holdsAnyRole = (roles: RoleRecord[], code: string) => roleBits(roles, code) !== 0;

export const hasProduct = (identity: Identity, name: string) => identity.Products.some((product) => sameName(product.Name, name));

/** Feature flags by name, case-insensitive; a name the identity record does not list is enabled. */
export function isFeatureEnabled(identity: Pick<Identity, 'Features'>, name: string): boolean {
  const feature = identity.Features.find((candidate) => sameName(candidate.Name, name));
  return feature ? feature.Enabled : true;
}

/**
 * A choice beyond the spec, by the same flags: off unless the school has turned it on, so that a
 * school that has chosen nothing has the spec's behaviour.
 */
export function isChosen(identity: Pick<Identity, 'Features'>, name: string): boolean {
  return identity.Features.find((candidate) => sameName(candidate.Name, name))?.Enabled === true;
}

/** The facts the rules are made of, each named as the spec names it. */
function facts({ roles, identity }: AccessInput) {
  const product = (name: string) => hasProduct(identity, name);
  return {
    parentOrStudent: product(PRODUCTS.parent) || product(PRODUCTS.student),
    parentLite: product(PRODUCTS.parentLite),
    standaloneHomeworkProduct: product(PRODUCTS.standaloneHomework),
    engagementMain: hasRoleBit(roles, ROLE_CODES.engagement, ROLE_BITS.main),
    engagementSecond: hasRoleBit(roles, ROLE_CODES.engagement, ROLE_BITS.second),
    schoolAdmin: hasRoleBit(roles, ROLE_CODES.schoolAdmin, ROLE_BITS.main),
    standaloneHomeworkRole: hasRoleBit(roles, ROLE_CODES.standaloneHomework, ROLE_BITS.main),
  };
}

/**
 * Qualifying products: those that license this product (parent, student, parent-lite,
 * standalonehomework). Ambiguous in the spec: experimentalfeatures, extracurricular and options
 * alone do not qualify, since none of them grants any screen here.
 */
export function hasQualifyingProduct({ identity }: AccessInput): boolean {
  return [PRODUCTS.parent, PRODUCTS.student, PRODUCTS.parentLite, PRODUCTS.standaloneHomework].some((name) =>
    hasProduct(identity, name),
  );
}

/** 01 §6 / 02 §6: who may use the product at all. */
export function isAccessAllowed(input: AccessInput): boolean {
  const f = facts(input);
  return (
    (f.parentOrStudent && f.engagementMain) ||
    (f.standaloneHomeworkProduct && f.standaloneHomeworkRole) ||
    f.schoolAdmin ||
    (f.parentLite && (f.engagementSecond || f.schoolAdmin))
  );
}

/** The shell's own check: a school admin, engagement or standalone homework role (any bit). */
export function passesShellCheck({ roles }: AccessInput): boolean {
  return [ROLE_CODES.schoolAdmin, ROLE_CODES.engagement, ROLE_CODES.standaloneHomework].some((code) => holdsAnyRole(roles, code));
}

/** A school with parent-lite and none of parent, student or standalonehomework: only /sickness. */
export function isParentLiteOnly(input: AccessInput): boolean {
  const f = facts(input);
  return f.parentLite && !f.parentOrStudent && !f.standaloneHomeworkProduct;
}

/** Messages menu entry: (school admin and parent/student) or engagement role 1 or 3. */
export function messagesMenuRule(input: AccessInput): boolean {
  const f = facts(input);
  return (f.schoolAdmin && f.parentOrStudent) || f.engagementMain;
}

/** /messages itself needs the parent or student product, else unauthorised. */
export function messagesRouteRule(input: AccessInput): boolean {
  return facts(input).parentOrStudent;
}

/**
 * Homework menu entry, and (our choice) the homework routes too: a teacher who holds engagement
 * role 1/3, or standalone homework (product and role 1), or is a school admin who is also
 * parent/student or standalone homework.
 */
export function homeworkRule(input: AccessInput): boolean {
  const f = facts(input);
  const standaloneHomeworkHolder = f.standaloneHomeworkProduct && f.standaloneHomeworkRole;
  return (
    input.isTeacher &&
    (f.engagementMain || standaloneHomeworkHolder || (f.schoolAdmin && (f.parentOrStudent || f.standaloneHomeworkProduct)))
  );
}

/** Beyond the spec (decision 0025): the school's data and staff invitations, for its administrator (role 1 or 3). */
export function schoolAdminRule(input: AccessInput): boolean {
  return facts(input).schoolAdmin;
}

export function activitiesRule({ identity }: AccessInput): boolean {
  return hasProduct(identity, PRODUCTS.extracurricular);
}

/**
 * Sickness: flag enable-sicknessreport and engagement role 2/3, or the parent-lite equivalent
 * (parent-lite with engagement 2/3 — already covered — or with school admin 1), or a school admin
 * who is also parent/student.
 */
export function sicknessRule(input: AccessInput): boolean {
  const f = facts(input);
  return (
    isFeatureEnabled(input.identity, FEATURE_FLAGS.enableSicknessReport) &&
    (f.engagementSecond || (f.parentLite && f.schoolAdmin) || (f.schoolAdmin && f.parentOrStudent))
  );
}

/** 'Engagement' with the parent, student, experimentalfeatures or extracurricular product or an engagement role. */
export function headerTitle({ roles, identity }: AccessInput): 'Engagement' | 'Homework' {
  const engagementProduct = [PRODUCTS.parent, PRODUCTS.student, PRODUCTS.experimentalFeatures, PRODUCTS.extracurricular].some(
    (name) => hasProduct(identity, name),
  );
  return engagementProduct || holdsAnyRole(roles, ROLE_CODES.engagement) ? 'Engagement' : 'Homework';
}

/**
 * The unauthorised page's buttons: other products the user is licensed for and holds a role for
 * (any bit: the page is for users this product refused, often for holding only the second role).
 * The parent portal's role is the engagement role.
 */
export function otherProducts({ roles, identity }: AccessInput): OtherProduct[] {
  const offered: OtherProduct[] = [];
  if (hasProduct(identity, PRODUCTS.parent) && holdsAnyRole(roles, ROLE_CODES.engagement))
    offered.push({ product: 'parent', label: OTHER_PRODUCT_NAMES.parent });
  if (hasProduct(identity, PRODUCTS.options) && holdsAnyRole(roles, ROLE_CODES.options))
    offered.push({ product: 'options', label: OTHER_PRODUCT_NAMES.options });
  return offered;
}
