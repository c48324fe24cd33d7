// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its route table's
// routes mapped to its pages, under an error boundary that contains a page that throws).
import { createRemoteApp, type HotModule } from '@homework/ui';
import { routes } from './routes';

const app = createRemoteApp({ routes });

export const { bootstrap, mount, unmount } = app;

// A development build (npm run dev) draws its pages anew on a hot update of them: no reload.
declare const module: HotModule;
module.hot?.accept('./routes', () => app.replaceRoutes(routes));
