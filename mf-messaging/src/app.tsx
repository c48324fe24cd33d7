// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its contract's
// routes mapped to its pages, under an error boundary that contains a page that throws).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { contract } from './contract';
import { PAGES } from './pages/routes';

const app = createRemoteApp({ contract, pages: PAGES });

export const { bootstrap, mount, unmount } = app;

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept('./pages/routes', () => app.replacePages(PAGES));
