// The selector's summary's messages (decision 0040); Welsh in @homework/ui's one Welsh chunk (ui-cy).
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const summaryMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './cy') });
