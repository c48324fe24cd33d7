// The help popups' messages (decision 0040), in the popup's chunk; Welsh with the dashboard's Welsh.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const helpMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "dashboard-cy" */ './cy') });
