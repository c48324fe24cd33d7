// The Student Overview's messages (decision 0040), in its chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const overviewMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "dashboard-cy" */ './cy') });
