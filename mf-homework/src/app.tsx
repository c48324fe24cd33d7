// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its contract's
// routes mapped to its pages, under an error boundary that contains a page that throws), and its
// prepare(): the landing list asked for before the page renders (its route's loader).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { contract } from './contract';
import { withReleaseLine } from './lib/release-line';
import { LOADERS, PAGES } from './pages/routes';

const lifecycles = createRemoteApp({ contract, pages: withReleaseLine(PAGES), loaders: LOADERS });

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept(['./pages/routes', './lib/release-line'], () => lifecycles.replacePages(withReleaseLine(PAGES)));

export const { bootstrap, mount, unmount, prepare } = lifecycles;
