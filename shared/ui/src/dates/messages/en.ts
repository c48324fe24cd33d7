// The spec's date display's words in English (01 §9; decision 0040); {day} is the weekday's name in
// the page's language.
import { spec } from '@homework/platform/messages';

const en = {
  'date.today': spec('Today'),
  'date.tomorrow': spec('Tomorrow'),
  'date.yesterday': spec('Yesterday'),
  'date.last': 'Last {day}',
};

export type DateMessages = typeof en;
export default en;
