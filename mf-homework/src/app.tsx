// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its route table's
// routes mapped to its pages, under an error boundary that contains a page that throws), and its
// prepare(): the landing list asked for before the page renders (its route's loader).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { withReleaseLine } from './lib/release-line';
import { routes } from './routes';

const lifecycles = createRemoteApp({ routes: withReleaseLine(routes) });

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept(['./routes', './lib/release-line'], () => lifecycles.replaceRoutes(withReleaseLine(routes)));

export const { bootstrap, mount, unmount, prepare } = lifecycles;
