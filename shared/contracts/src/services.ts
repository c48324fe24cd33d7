// The services the front ends call (01 §7, 02 §7), each call's endpoint in its resource's folder
// (people/endpoints.ts and the rest). Paths are relative to the service's base URL, which comes from
// run-time configuration (one origin by default).

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

/**
 * The release API's (decision 0028): called by a remote team's pipeline at the suite's own address,
 * never by the browser, so the front ends' configuration has no base URL for it.
 */
export type PipelineServiceName = 'releases';

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
