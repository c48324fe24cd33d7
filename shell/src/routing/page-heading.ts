// Breadcrumbs and the document title of a route (01 §1): outer = the remote's section, inner = the
// route's title (the marking view's from its homeworktitle query parameter); the document title is
// '{page title} - Engagement' or '{page title} - Homework', after the header title.
import { SCHOOL_DATA_PAGE_TITLE, STATUS_PAGES } from '@homework/contracts';
import type { ShellWords } from '../language/shell-words';
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

/** The headings' words in English, as 01 §1 gives them: the shell's catalogue gives them in the page's language. */
export const ENGLISH_HEADING_WORDS: Pick<ShellWords, 'homework' | 'sickness' | 'schoolData' | 'notAvailable' | 'status' | 'section' | 'routeTitle'> = {
  homework: 'Homework',
  sickness: SICKNESS_TITLE,
  schoolData: SCHOOL_DATA_PAGE_TITLE,
  notAvailable: NOT_AVAILABLE_TITLE,
  status: STATUS_PAGE_TITLES,
  section: (contract) => contract.section,
  routeTitle: (_contract, route) => route.title,
};

export function pageHeading(match: RouteMatch, search: string, words = ENGLISH_HEADING_WORDS): PageHeading | null {
  switch (match.kind) {
    case 'status':
      return { title: words.status[match.page] };
    case 'sickness':
      return { title: words.sickness };
    case 'schoolData':
      return { title: words.schoolData };
    case 'remote':
      // A title from the address (the marking view's homework title) is the school's data, as it is.
      return { section: words.section(match.registration), title: remoteRouteTitle(match.route, search, words.routeTitle(match.registration, match.route)) };
    case 'homework-unknown':
      return { section: words.homework, title: words.notAvailable };
    default:
      return null;
  }
}

export type HeaderTitle = 'Engagement' | 'Homework';
/** Before the access decision is known (signed out, status pages) the portal's own name is used. */
export const DEFAULT_HEADER_TITLE: HeaderTitle = 'Engagement';

export function documentTitle(heading: PageHeading | null, headerTitle: string = DEFAULT_HEADER_TITLE): string {
  return heading ? `${heading.title} - ${headerTitle}` : headerTitle;
}
