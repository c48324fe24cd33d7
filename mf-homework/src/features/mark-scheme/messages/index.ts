// The mark scheme field's messages (decision 0040), loaded with the form's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const schemeFieldMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "homework-scheme-cy" */ './cy') });
export const useSchemeFieldMessages = schemeFieldMessages.useMessages;
