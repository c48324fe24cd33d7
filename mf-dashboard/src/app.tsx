// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its route table's
// routes mapped to its pages, under an error boundary that contains a page that throws), and its
// prepare(): the dashboard's charts started before the page renders (its route's loader).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { routes } from './routes';

const lifecycles = createRemoteApp({ routes });

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept('./routes', () => lifecycles.replaceRoutes(routes));

export const { bootstrap, mount, unmount, prepare } = lifecycles;
