// The date picker's messages (decision 0040), with the forms that use it; Welsh in @homework/ui's one Welsh chunk (ui-cy).
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const pickerMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-cy" */ './cy') });
