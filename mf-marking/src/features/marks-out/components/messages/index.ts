// Export marks' dialog's messages (decision 0040), loaded with the dialog's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const exportDialogText = createCatalogue(en, { cy: () => import(/* webpackChunkName: "marks-out-cy" */ './cy') });
export const useExportDialogMessages = exportDialogText.useMessages;
