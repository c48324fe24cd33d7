// The comment bank dialog's messages (decision 0040), loaded with the dialog's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const bankDialogText = createCatalogue(en, { cy: () => import(/* webpackChunkName: "comment-bank-cy" */ './cy') });
export const useBankDialogMessages = bankDialogText.useMessages;
