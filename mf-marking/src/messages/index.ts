// The marking remote's messages (decision 0040): English always here, Welsh its own chunk, loaded when
// it is the page's language. Parts loaded on demand (the dialogs, the viewers) have their own beside them.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const markingText = createCatalogue(en, { cy: () => import(/* webpackChunkName: "marking-messages-cy" */ './cy') });
export const useMarkingMessages = markingText.useMessages;
export type MarkingKey = keyof typeof en & string;
