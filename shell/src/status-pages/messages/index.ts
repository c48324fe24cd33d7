// The status pages' messages (decision 0040), loaded with the status pages' chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const statusPageMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "shell-status-pages-cy" */ './cy') });
