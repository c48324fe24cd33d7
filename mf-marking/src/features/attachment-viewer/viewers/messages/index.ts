// The file viewers' messages (decision 0040), loaded with the viewers' chunks; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const viewerText = createCatalogue(en, { cy: () => import(/* webpackChunkName: "marking-viewers-cy" */ './cy') });
export const useViewerMessages = viewerText.useMessages;
