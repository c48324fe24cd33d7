// The shell's messages (decision 0040): English always here, Welsh its own chunk, loaded when it is
// the page's language.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const shellMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "shell-messages-cy" */ './cy') });
export const useShellMessages = shellMessages.useMessages;
