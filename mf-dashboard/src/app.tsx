// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its contract's
// routes mapped to its pages, under an error boundary that contains a page that throws).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { contract } from './contract';
import { startDashboardEarly } from './features/dashboard-charts';
import { PAGES } from './pages/routes';

const lifecycles = createRemoteApp({ contract, pages: PAGES });

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept('./pages/routes', () => lifecycles.replacePages(PAGES));

export const { mount, unmount } = lifecycles;

/** Started once, when the suite first opens one of this remote's pages: the dashboard's charts are started before it renders. */
export const bootstrap: typeof lifecycles.bootstrap = (props) => {
  startDashboardEarly();
  return lifecycles.bootstrap(props);
};
