// The shell's routing (01 §2): status pages without sign-in; every other route signs in first, loads
// the user context and decides access, then renders the layout with the shell's page or the remote
// area that single-spa mounts the active remote into.
import { Spin } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { returnHashOfSignedOut, useAuthStore, type AuthService } from '@homework/platform/auth';
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';
import { sanitisePath, trackPageView } from '@homework/platform/analytics';
import type { RemoteRegistration, SuiteConfig } from '@homework/contracts';
import { buildMenu, rootRedirect } from '../menu/build-menu';
import { DEFAULT_HEADER_TITLE, documentTitle, pageHeading } from '../routing/page-heading';
import { matchRoute, pageOf, SICKNESS_PATH, STATUS_ROUTES, type RouteMatch } from '../routing/routes';
import { useSession } from '../session/session';
import { REMOTE_AREA_ID } from '../remotes/remote-area';
import { useSignOut } from '../sign-out/use-sign-out';
import { useLanguageChoice } from '../language';
import { useShellWords } from '../language/shell-words';
import { useShellMessages } from '../messages';

// Not needed for the first paint (or not at all on the sign-in redirect and in the silent-renew frame).
/**
 * The layout's chunk; a signed-in start asks for it at once (start.tsx), beside the session's calls.
 * Not React.lazy: its Suspense would hold the loaded layout back for up to 300 ms (moduleLoader).
 */
export const shellLayoutLoader = moduleLoader(() => import(/* webpackChunkName: "shell-layout" */ '../layout/shell-layout'));
const statusPagesLoader = moduleLoader(() => import(/* webpackChunkName: "shell-status-pages" */ '../status-pages/status-pages'));
const sicknessPageLoader = moduleLoader(() => import(/* webpackChunkName: "shell-sickness" */ '../sickness/sickness-page'));
const schoolDataPageLoader = moduleLoader(() => import(/* webpackChunkName: "shell-school-data" */ '../school-data'));

const NO_REGISTRATIONS: RemoteRegistration[] = [];

export interface ShellRoutesProps {
  config: SuiteConfig;
  auth: AuthService;
  /** Registers the remotes with single-spa once access is decided (lazy: single-spa and the loaders). */
  startRemotes: (options: { registrations: import('@homework/contracts').RemoteRegistration[]; can: (rule: import('@homework/contracts').AccessRuleName) => boolean }) => void;
}

function FullPageSpin({ tip }: { tip: string }) {
  return (
    <div className="shell-spin" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{tip}</span>
    </div>
  );
}

export function ShellRoutes({ config, auth, startRemotes }: ShellRoutesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useShellMessages();
  const authStatus = useAuthStore((state) => state.status);
  const signedIn = authStatus === 'authenticated';
  const session = useSession(signedIn);
  // Here, above every page, so the whole page is in the person's language from the start (decision 0040).
  const language = useLanguageChoice(signedIn);
  const registrations = session.data?.registrations ?? NO_REGISTRATIONS;
  const match: RouteMatch = matchRoute(location.pathname, registrations);
  const context = session.data?.context ?? null;
  const decision = context?.decision ?? null;
  const words = useShellWords();
  const heading = pageHeading(match, location.search, words);
  const headerTitle = words.headerTitle(decision?.headerTitle ?? DEFAULT_HEADER_TITLE);
  const menu = useMemo(
    () => (decision && !decision.redirect ? buildMenu(registrations, decision, config.links, words) : []),
    [decision, registrations, config.links, words],
  );

  // A protected page is seen once signed in: before that it only sends the browser to sign in, and
  // the same page is reported when the sign-in brings the user back (it was counted twice).
  const viewable = match.kind === 'status' || signedIn;
  const layout = useLoadedModule(shellLayoutLoader, viewable);
  const statusPages = useLoadedModule(statusPagesLoader, match.kind === 'status' || match.kind === 'homework-unknown');
  const sicknessPage = useLoadedModule(sicknessPageLoader, match.kind === 'sickness');
  const schoolDataPage = useLoadedModule(schoolDataPageLoader, match.kind === 'schoolData');
  // A page is reported by its path as reported (identifiers stripped): the marking view naming its
  // next student in the address is the same page, not another view.
  const reportedPath = sanitisePath(`${location.pathname}${location.search}`);
  useEffect(() => {
    if (viewable && reportedPath !== null) trackPageView(reportedPath);
  }, [viewable, reportedPath]);

  useEffect(() => {
    document.title = documentTitle(heading, headerTitle);
  }, [heading?.title, heading?.section, headerTitle]); // eslint-disable-line react-hooks/exhaustive-deps

  const protectedRoute = match.kind !== 'status';
  // Not on 'expired': a session that ran out goes to the Signed out page (the auth service sends it
  // there, naming the page), which a sign-in started here would race to the provider.
  useEffect(() => {
    if (protectedRoute && authStatus === 'unauthenticated') void auth.signIn(window.location.hash || '#/');
  }, [protectedRoute, authStatus, auth]);

  const allowed = !!decision && !decision.redirect;
  useEffect(() => {
    if (allowed && decision) startRemotes({ registrations, can: decision.can });
  }, [allowed]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when access is decided

  // Sign Out asks first when the user's unsaved drafts would go with it.
  const signOut = useSignOut({ userId: context?.currentUser.userId ?? null, signOut: () => void auth.signOut() });
  const topBar = {
    headerTitle,
    user: context?.currentUser ?? null,
    photoId: context?.identity.PhotoId ?? null,
    profileUrl: config.links.profile,
    signedIn,
    onSignIn: () => void auth.signIn('#/'),
    // The session is forgotten with the rest of the user's answers as the sign-out begins.
    onSignOut: signOut.signOut,
    language: signedIn ? language : undefined,
  };
  const frame = (children: ReactNode, withMenu: boolean) =>
    layout ? (
      <layout.ShellLayout
        topBar={topBar}
        menu={withMenu ? menu : undefined}
        heading={match.kind === 'status' ? null : heading}
        page={pageOf(match)}
        pathname={location.pathname}
        helpUrl={config.links.help}
        onNavigate={(path) => navigate(path)}
      >
        {signOut.question}
        {children}
      </layout.ShellLayout>
    ) : (
      <FullPageSpin tip={t('app.loading')} />
    );

  if (match.kind === 'status') {
    const page = !statusPages ? (
      <FullPageSpin tip={t('app.loading')} />
    ) : match.page === 'unauthorised' ? (
      <statusPages.UnauthorisedPage
        otherProducts={session.isSuccess ? (decision?.otherProducts ?? null) : session.isFetching ? undefined : null}
        links={config.links}
      />
    ) : match.page === 'signedOut' ? (
      <statusPages.SignedOutPage onSignIn={() => void auth.signIn(returnHashOfSignedOut(window.location.hash))} />
    ) : (
      <statusPages.NoLicensesPage />
    );
    return frame(page, false);
  }

  if (!signedIn) return <FullPageSpin tip={t(authStatus === 'signing-out' ? 'app.signingOut' : 'app.signingIn')} />;
  if (session.isError) return <Navigate to={STATUS_ROUTES.unauthorised} replace />;
  if (!decision) return <FullPageSpin tip={t('app.loading')} />;
  if (decision.redirect) return <Navigate to={STATUS_ROUTES[decision.redirect]} replace />;
  if (decision.parentLiteOnly && match.kind !== 'sickness') return <Navigate to={SICKNESS_PATH} replace />;

  switch (match.kind) {
    case 'root':
      return <Navigate to={rootRedirect(menu, decision)} replace />;
    case 'unknown':
      return <Navigate to="/" replace />;
    case 'sickness':
      if (!decision.can('sickness')) return <Navigate to={STATUS_ROUTES.unauthorised} replace />;
      return frame(sicknessPage ? <sicknessPage.SicknessPage /> : <FullPageSpin tip={t('app.loading')} />, true);
    case 'schoolData':
      if (!decision.can('schoolAdmin')) return <Navigate to={STATUS_ROUTES.unauthorised} replace />;
      return frame(schoolDataPage ? <schoolDataPage.SchoolDataPage /> : <FullPageSpin tip={t('app.loading')} />, true);
    case 'remote':
      return decision.can(match.route.access) ? (
        frame(<div id={REMOTE_AREA_ID} className="remote-area" />, true)
      ) : (
        <Navigate to={STATUS_ROUTES.unauthorised} replace />
      );
    case 'homework-unknown':
      return frame(statusPages ? <statusPages.NotAvailablePage /> : <FullPageSpin tip={t('app.loading')} />, true);
  }
}
