// The School data page's messages (decision 0040), loaded with the page; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const schoolDataMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "shell-school-data-cy" */ './cy') });
