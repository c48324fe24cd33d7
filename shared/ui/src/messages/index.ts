// @homework/ui's messages for what every screen may show (decision 0040): English always here. Every
// @homework/ui catalogue's Welsh is in one chunk (ui-cy), loaded when Welsh is the page's language:
// one entry in a remote's chunk map rather than one for each part.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const uiMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './cy') });
export const useUiMessages = uiMessages.useMessages;
