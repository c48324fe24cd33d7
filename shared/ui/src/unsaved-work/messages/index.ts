// Unsaved work's messages (decision 0040), with the editors that use them; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const unsavedMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-unsaved-cy" */ './cy') });
