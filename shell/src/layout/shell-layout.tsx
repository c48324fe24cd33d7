// The layout of every signed-in page (01 §1): left menu, top bar, breadcrumbs, content, footer.
import { Breadcrumb, Button, Layout } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';
import type { MenuItem } from '../menu/build-menu';
import { useShellMessages } from '../messages';
import { DevelopmentOverrides } from '../remotes/development-overrides';
import type { PageHeading } from '../routing/page-heading';
import { Footer } from './footer';
import { SideMenu } from './side-menu';
import { TopBar, type TopBarProps } from './top-bar';

export interface ShellLayoutProps {
  topBar: TopBarProps;
  menu?: readonly MenuItem[];
  heading: PageHeading | null;
  /** The page shown (routes' pageOf): the focus moves to the main area when it changes. */
  page: string;
  pathname: string;
  helpUrl: string;
  onNavigate: (path: string) => void;
  children: ReactNode;
}

export function breadcrumbItems(heading: PageHeading | null) {
  if (!heading) return [];
  return [...(heading.section ? [{ title: heading.section }] : []), { title: heading.title }];
}

/** The main area's id, the skip link's target. */
export const MAIN_ID = 'main-content';
export const MENU_ID = 'shell-menu';
/**
 * From antd's lg to its xl breakpoint (a tablet on its side) the menu stays open at first, as on a
 * desktop, but can be folded away to give the page its 230 px.
 */
export const FOLDABLE_MENU_QUERY = '(max-width: 1199.98px)';

/** Whether a media query matches, now and as the window changes (read at the first render: no flash). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', changed);
      return () => list.removeEventListener?.('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

export function ShellLayout({ topBar, menu, heading, page, pathname, helpUrl, onNavigate, children }: ShellLayoutProps) {
  const t = useShellMessages();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(page);
  // Below antd's lg breakpoint (a phone, a tablet held upright: 230 px of menu left the marking view's
  // work 184 px at 768) the menu folds away behind a real button in the page's flow (antd's
  // own floating tab covered the filters and could not be reached by keyboard); folded, its links
  // are hidden, so they take no focus.
  const [narrow, setNarrow] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const foldable = useMediaQuery(FOLDABLE_MENU_QUERY);
  // On a tablet the teacher's choice holds from page to page; on a phone the menu folds after each.
  const [tabletMenuFolded, setTabletMenuFolded] = useState(false);
  const folded = narrow ? !menuOpen : foldable && tabletMenuFolded;
  useEffect(() => setMenuOpen(false), [pathname]);
  const toggleMenu = () => (narrow ? setMenuOpen((open) => !open) : setTabletMenuFolded((isFolded) => !isFolded));
  // On another page the focus moves to it (not on the first page, which keeps the browser's start),
  // so keyboard and screen-reader users continue from there. A change of address within a page
  // leaves it alone: it took the grade field from a teacher typing in the marking view.
  useEffect(() => {
    if (page !== firstPage.current) main.current?.focus();
  }, [page]);

  // A hash link would change the route (the shell routes by hash), so the skip link moves focus itself.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <Layout className="shell-layout">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('layout.skipToMain')}
      </a>
      <div role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {heading?.title ?? ''}
      </div>
      <DevelopmentOverrides />
      <TopBar {...topBar} />
      <Layout>
        {menu && (
          <Layout.Sider
            width={230}
            theme="light"
            className="shell-sider"
            breakpoint="lg"
            collapsedWidth={0}
            collapsed={folded}
            trigger={null}
            onBreakpoint={(broken) => {
              setNarrow(broken);
              setMenuOpen(false);
            }}
          >
            <div id={MENU_ID} hidden={folded}>
              <SideMenu items={menu} pathname={pathname} onNavigate={onNavigate} />
            </div>
          </Layout.Sider>
        )}
        <Layout className="shell-main">
          {menu && (narrow || foldable) && (
            <Button className="shell-menu-toggle" aria-expanded={!folded} aria-controls={MENU_ID} onClick={toggleMenu}>
              {t('layout.menuToggle')}
            </Button>
          )}
          {heading && <Breadcrumb aria-label={t('layout.breadcrumb')} className="shell-breadcrumb" items={breadcrumbItems(heading)} />}
          <Layout.Content
            ref={main}
            id={MAIN_ID}
            tabIndex={-1}
            aria-label={heading?.title}
            className={heading ? 'shell-content' : 'shell-content shell-content-alone'}
          >
            {children}
          </Layout.Content>
          <Footer helpUrl={helpUrl} />
        </Layout>
      </Layout>
    </Layout>
  );
}
