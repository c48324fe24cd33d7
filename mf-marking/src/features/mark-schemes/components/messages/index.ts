// The mark-scheme panel's messages (decision 0040), loaded with the panel's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const schemePanelText = createCatalogue(en, { cy: () => import(/* webpackChunkName: "mark-scheme-cy" */ './cy') });
export const useSchemePanelMessages = schemePanelText.useMessages;
