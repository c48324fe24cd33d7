// Unsaved work's messages (decision 0040), with the editors that use them; Welsh in @homework/ui's one Welsh chunk (ui-cy).
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const unsavedMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './cy') });
