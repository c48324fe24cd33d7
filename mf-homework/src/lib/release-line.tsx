// One small line under each page of this remote naming the version it runs, so a teacher (or the
// help desk on the phone with one) can say which release is in front of them, and a release can be
// seen to arrive (docs/release.md). The version is set at build time (webpack.config.mjs).
import type { ComponentType } from 'react';
import type { RemoteRouteTable } from '@homework/platform/remote';
import { useHomeworkMessages } from '../messages';

declare const __REMOTE_VERSION__: string | undefined;

/** The version of this build; 'development' where no build defined it (tests, dev server). */
export const REMOTE_VERSION = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'development';

export function ReleaseLine() {
  const t = useHomeworkMessages();
  // #595959 on the suite's light backgrounds is above 4.5:1 (WCAG 1.4.3) at this small size.
  return <p style={{ margin: '16px 0 0', fontSize: 12, color: '#595959' }}>{t('r.version', { version: REMOTE_VERSION })}</p>;
}

/** The table with each page followed by the release line. */
export function withReleaseLine(table: RemoteRouteTable): RemoteRouteTable {
  const routes = Object.entries(table.routes).map(([name, route]) => {
    const Page = route.page;
    const WithLine: ComponentType = () => (
      <>
        <Page />
        <ReleaseLine />
      </>
    );
    WithLine.displayName = `WithReleaseLine(${Page.displayName ?? Page.name})`;
    return [name, { ...route, page: WithLine }];
  });
  return { ...table, routes: Object.fromEntries(routes) };
}
