// The selector's popout's messages (decision 0040), in the popout's chunk: a page showing only the
// summary carries none of them. Welsh in @homework/ui's one Welsh chunk (ui-cy).
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const popoutMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './cy') });
