// The layout of every signed-in page (01 §1): left menu, top bar, breadcrumbs, content, footer.
import { Breadcrumb, Layout } from 'antd';
import type { ReactNode } from 'react';
import type { MenuItem } from '../menu/build-menu';
import type { PageHeading } from '../routing/page-heading';
import { Footer } from './footer';
import { SideMenu } from './side-menu';
import { TopBar, type TopBarProps } from './top-bar';

export interface ShellLayoutProps {
  topBar: TopBarProps;
  menu?: readonly MenuItem[];
  heading: PageHeading | null;
  pathname: string;
  helpUrl: string;
  onNavigate: (path: string) => void;
  children: ReactNode;
}

export function breadcrumbItems(heading: PageHeading | null) {
  if (!heading) return [];
  return [...(heading.section ? [{ title: heading.section }] : []), { title: heading.title }];
}

export function ShellLayout({ topBar, menu, heading, pathname, helpUrl, onNavigate, children }: ShellLayoutProps) {
  return (
    <Layout className="shell-layout">
      <TopBar {...topBar} />
      <Layout>
        {menu && (
          <Layout.Sider width={230} theme="light" className="shell-sider" breakpoint="md" collapsedWidth={0}>
            <SideMenu items={menu} pathname={pathname} onNavigate={onNavigate} />
          </Layout.Sider>
        )}
        <Layout className="shell-main">
          {heading && <Breadcrumb aria-label="Breadcrumb" className="shell-breadcrumb" items={breadcrumbItems(heading)} />}
          <Layout.Content className={heading ? 'shell-content' : 'shell-content shell-content-alone'}>{children}</Layout.Content>
          <Footer helpUrl={helpUrl} />
        </Layout>
      </Layout>
    </Layout>
  );
}
