// The Reports page's messages (decision 0040), in its chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const reportMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "dashboard-cy" */ './cy') });
