// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its contract's
// routes mapped to its pages, under an error boundary that contains a page that throws).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { contract } from './contract';
import { askForListEarly } from './features/all-homework';
import { withReleaseLine } from './lib/release-line';
import { PAGES } from './pages/routes';

const lifecycles = createRemoteApp({ contract, pages: withReleaseLine(PAGES) });

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept(['./pages/routes', './lib/release-line'], () => lifecycles.replacePages(withReleaseLine(PAGES)));

export const { mount, unmount } = lifecycles;

/** Called by the shell when it loads this remote for the page being opened, before it mounts it. */
export const prepare = () => void askForListEarly();

/** Started once, when the suite first opens one of this remote's pages: the landing list is asked for before it renders. */
export const bootstrap: typeof lifecycles.bootstrap = (props) => {
  void askForListEarly();
  return lifecycles.bootstrap(props);
};
