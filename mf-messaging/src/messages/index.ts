// mf-messaging's catalogue (decision 0040): English in the remote's code, Welsh a chunk of its own.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const messagingMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "messaging-messages-cy" */ './cy') });
export const useMessagingMessages = messagingMessages.useMessages;
export type MessagingKey = keyof typeof en;
