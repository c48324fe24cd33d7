// One decision per user, from the rules: where to send them, what the menu shows, which routes open.
import type { AccessRuleName } from '..';
import {
  activitiesRule,
  hasQualifyingProduct,
  headerTitle,
  homeworkRule,
  isAccessAllowed,
  isParentLiteOnly,
  messagesMenuRule,
  messagesRouteRule,
  otherProducts,
  passesShellCheck,
  schoolAdminRule,
  sicknessRule,
  type AccessInput,
  type OtherProduct,
} from './access-rules';

export interface AccessDecision {
  redirect: 'noLicenses' | 'unauthorised' | null;
  headerTitle: 'Engagement' | 'Homework';
  parentLiteOnly: boolean;
  menu: { messages: boolean; homework: boolean; activities: boolean; sickness: boolean };
  /** May this user open a route that needs this rule. */
  can(rule: AccessRuleName): boolean;
  otherProducts: OtherProduct[];
}

export function decideAccess(input: AccessInput): AccessDecision {
  const redirect = !hasQualifyingProduct(input)
    ? 'noLicenses'
    : !isAccessAllowed(input) || !passesShellCheck(input)
      ? 'unauthorised'
      : null;
  const allowed = redirect === null;
  const parentLiteOnly = isParentLiteOnly(input);
  // Parent-lite-only schools may reach only /sickness.
  const fullSuite = allowed && !parentLiteOnly;
  const rules: Record<AccessRuleName, boolean> = {
    signedIn: fullSuite,
    homework: fullSuite && homeworkRule(input),
    messages: fullSuite && messagesRouteRule(input),
    sickness: allowed && sicknessRule(input),
    schoolAdmin: fullSuite && schoolAdminRule(input),
  };
  return {
    redirect,
    headerTitle: headerTitle(input),
    parentLiteOnly,
    menu: {
      // Never an entry that leads to unauthorised: the menu rule and the route's rule both hold.
      messages: rules.messages && messagesMenuRule(input),
      homework: rules.homework,
      activities: allowed && activitiesRule(input),
      sickness: rules.sickness,
    },
    can: (rule) => rules[rule] ?? false,
    otherProducts: otherProducts(input),
  };
}
