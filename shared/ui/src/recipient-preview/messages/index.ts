// The recipient preview's messages (decision 0040), with the forms that show it; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const previewMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-preview-cy" */ './cy') });
