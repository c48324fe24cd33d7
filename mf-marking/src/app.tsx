// Exposed as './app': this remote's single-spa lifecycles, made as for every remote (its contract's
// routes mapped to its pages, under an error boundary that contains a page that throws).
import { createRemoteApp } from '@homework/ui';
import { contract } from './contract';
import { PAGES } from './pages/routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ contract, pages: PAGES });
