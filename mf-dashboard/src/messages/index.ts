// The dashboard's messages (decision 0040): English always here, Welsh its own chunk, loaded when it
// is the page's language. Numbers are written by the page's language too (formatCount).
import type { Language } from '@homework/contracts';
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const dashboardMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "dashboard-cy" */ './cy') });
export const useDashboardMessages = dashboardMessages.useMessages;

/** A count in the language's digits, ungrouped ('1200'), as the dashboard has always written counts. */
export const formatCount = (count: number, language: Language): string => count.toLocaleString(language === 'en' ? 'en-GB' : language, { useGrouping: false });
