// The dashboard's messages (decision 0040): English always here, Welsh its own chunk, loaded when it
// is the page's language. Numbers are written by the page's language too (formatCount).
import type { Language } from '@homework/contracts';
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const dashboardMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "dashboard-messages-cy" */ './cy') });
export const useDashboardMessages = dashboardMessages.useMessages;

const numberFormats = new Map<Language, Intl.NumberFormat>();
/** A count in the language's digits, ungrouped ('1200'), as the dashboard has always written counts. */
export function formatCount(count: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { useGrouping: false })));
  return format.format(count);
}
