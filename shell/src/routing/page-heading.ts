// Breadcrumbs and the document title of a route (01 §1): outer = the remote's section, inner = the
// route's title (the marking view's from its homeworktitle query parameter); the document title is
// '{page title} - Engagement' or '{page title} - Homework', after the header title.
import { SCHOOL_DATA_PAGE_TITLE, STATUS_PAGES } from '@homework/contracts';
import { remoteRouteTitle, type RouteMatch } from './routes';

export interface PageHeading {
  /** Outer breadcrumb; none for the shell's own pages. */
  section?: string;
  /** Inner breadcrumb and page title. */
  title: string;
}

export const SICKNESS_TITLE = 'Sickness';
export const NOT_AVAILABLE_TITLE = 'Page not available';
export const STATUS_PAGE_TITLES = {
  unauthorised: STATUS_PAGES.unauthorised.title,
  signedOut: STATUS_PAGES.signedOut.title,
  noLicenses: STATUS_PAGES.noLicenses.title,
} as const;

export function pageHeading(match: RouteMatch, search: string): PageHeading | null {
  switch (match.kind) {
    case 'status':
      return { title: STATUS_PAGE_TITLES[match.page] };
    case 'sickness':
      return { title: SICKNESS_TITLE };
    case 'schoolData':
      return { title: SCHOOL_DATA_PAGE_TITLE };
    case 'remote':
      return { section: match.registration.section, title: remoteRouteTitle(match.route, search) };
    case 'homework-unknown':
      return { section: 'Homework', title: NOT_AVAILABLE_TITLE };
    default:
      return null;
  }
}

export type HeaderTitle = 'Engagement' | 'Homework';
/** Before the access decision is known (signed out, status pages) the portal's own name is used. */
export const DEFAULT_HEADER_TITLE: HeaderTitle = 'Engagement';

export function documentTitle(heading: PageHeading | null, headerTitle: HeaderTitle = DEFAULT_HEADER_TITLE): string {
  return heading ? `${heading.title} - ${headerTitle}` : headerTitle;
}
