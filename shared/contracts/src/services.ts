// The services the front ends call, and the paths of each call (01 §7, 02 §7). Paths are relative to
// the service's base URL, which comes from run-time configuration (one origin by default).
import type { GroupKind, InviteKind } from './people';

export type ServiceName =
  | 'people'
  | 'schoolDetails'
  | 'schoolAdmin'
  | 'userProfile'
  | 'image'
  | 'groups'
  | 'messages'
  | 'homework'
  | 'activities'
  | 'analytics';

export const GROUP_PATHS: Record<GroupKind, string> = {
  year: 'v1/Group/Year',
  house: 'v1/Group/house',
  userDefined: 'v1/Group/UserDefined',
  subjectClass: 'v1/Group/SubjectClass',
  registration: 'v1/Group/Registration',
  preAdmission: 'v1/Group/PreAdmission',
};

export const PATHS = {
  identities: 'api/v3/userprofile/identities',
  currentUser: 'api/v3/userprofile/currentuser',
  roleCurrentUser: 'v1/Role/CurrentUser',
  personSingle: (id: string) => `v2/Person/Single/${encodeURIComponent(id)}`,
  teacherAll: 'v2/Teacher/All',
  studentAll: 'v2/Student/All',
  studentPreAdmission: 'v2/Student/PreAdmission',
  studentSingle: (id: string) => `v2/Student/Single/${encodeURIComponent(id)}`,
  parentAll: 'v2/Parent/all',
  parentAllPreAdmission: 'v2/Parent/AllPreAdmission',
  acceptedInvites: (kind: InviteKind) => `v1/UserInvite/AcceptedForStaff/${kind}`,
  schoolDetails: (schoolId: string) => `v2/SchoolDetails/SchoolDetails/${encodeURIComponent(schoolId)}`,
  currentTerm: (schoolId: string) => `v2/SchoolDetails/CurrentTerm/${encodeURIComponent(schoolId)}`,
  currentAcademicYear: (schoolId: string) => `v2/SchoolDetails/CurrentAcademicYear/${encodeURIComponent(schoolId)}`,
  timeZone: (schoolId: string) => `v2/SchoolDetails/TimeZone/${encodeURIComponent(schoolId)}`,
  schoolGet: 'v1/School/Get',
  groups: GROUP_PATHS,
  preAdmissionMembers: (groupId: string) => `v1/PreAdmission/Members/${encodeURIComponent(groupId)}`,
  groupMembers: 'v1/Membership/GroupMembers',
  teacherPhoto: (school: string, user: string, photoId: string, size: number) =>
    `v1/TeacherPhoto/${encodeURIComponent(school)}/${encodeURIComponent(user)}/${encodeURIComponent(photoId)}/${size}`,
  studentPhoto: (school: string, user: string, photoId: string, size: number) =>
    `v1/StudentPhoto/${encodeURIComponent(school)}/${encodeURIComponent(user)}/${encodeURIComponent(photoId)}/${size}`,
  analyticsEvents: 'analytics/events',
} as const;

/**
 * Run-time configuration of the front ends, served by the server as /config.json (no-cache).
 * Every base URL ends without a slash; one origin by default.
 */
/** The endpoints of an OpenID provider's discovery document that the suite's sign-in uses. */
export interface ProviderEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
}

export interface SuiteConfig {
  services: Record<ServiceName, string>;
  auth: {
    authority: string;
    clientId: string;
    /** openid, the application scope and staff. */
    scope: string;
    /** The provider's end-session endpoint; discovered from the authority when absent. */
    logoutEndpoint?: string;
    /**
     * The provider's endpoints, when the server knows them (its own provider): the browser then does
     * not fetch the discovery document, a round trip before going to sign in and another after it.
     * Absent for an outside provider, which is discovered from the authority.
     */
    metadata?: ProviderEndpoints;
  };
  links: {
    help: string;
    activities: string;
    profile: string;
    /**
     * The other products the unauthorised page offers as buttons (decideAccess otherProducts),
     * from PARENT_PORTAL_URL and OPTIONS_URL. A product without a link is not offered.
     */
    parent?: string;
    options?: string;
  };
  /**
   * The origins a browser may load a remote's development build from in place of its release
   * (REMOTE_OVERRIDE_ORIGINS, withRemoteOverrides); absent: none.
   */
  remoteOverrideOrigins?: string[];
}
